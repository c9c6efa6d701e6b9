import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../lib/db';
import { type StorageUsage, storageUsage } from '../offline/audio-cache';
import { PinButton } from '../offline/PinButton';
import { formatBytes } from '../offline/sizes';
import { usePlayer } from '../player/store';

function Usage() {
  // Re-read whenever the saved songs change.
  const version = useLiveQuery(() => db.offlineSongs.count(), []);
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    void version;
    void storageUsage().then(setUsage);
  }, [version]);
  if (!usage) return null;
  return (
    <div data-testid="offline-usage">
      <Text>
        La música sin conexión ocupa <strong>{formatBytes(usage.audioBytes)}</strong> ({usage.songs}{' '}
        {usage.songs === 1 ? 'canción' : 'canciones'}, {usage.pinned} fijadas).
      </Text>
      {usage.usageBytes !== null && usage.quotaBytes !== null && (
        <Text size="sm" c="dimmed">
          Tambora usa {formatBytes(usage.usageBytes)} de {formatBytes(usage.quotaBytes)} disponibles
          en este dispositivo.
        </Text>
      )}
    </div>
  );
}

/** The player's offline panel: pin the song or the whole list, see the space used, clear it. */
export function OfflinePanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const song = usePlayer((state) => state.current);
  const list = usePlayer((state) => state.list);
  return (
    <Modal opened={opened} onClose={onClose} title="Música sin conexión" centered zIndex={300}>
      <Stack gap="md">
        {song && (
          <div>
            <Title order={3} size="h5" mb={4}>
              Canción actual: {song.title}
            </Title>
            <PinButton songs={[song]} what="esta canción" />
          </div>
        )}
        {list.length > 1 && (
          <div>
            <Title order={3} size="h5" mb={4}>
              Lista en reproducción ({list.length} canciones)
            </Title>
            <PinButton songs={list} what="toda la lista" />
          </div>
        )}
        <Usage />
        <Group>
          <Button
            component={Link}
            to="/Descargas"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={onClose}
          >
            Ver Descargas
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
