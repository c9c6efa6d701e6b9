import { Button, Progress, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Song } from '../../../domain/api';
import type { PlaylistDetail } from '../../../domain/playlists';
import { db } from '../../lib/db';
import { useAppDbExists } from '../../lib/use-app-db-exists';
import { useOnline } from '../../lib/use-online';
import { savedForOffline } from '../notifications/events';
import { recordNotification } from '../notifications/record';
import { pinSongs, unpinSongs } from './audio-cache';
import { pinPlaylist, unpinPlaylist } from './pinned-playlists';
import { formatBytes } from './sizes';

/** A pin that did not finish says so (the saved songs stay saved). */
export function pinFailedText(failed: readonly Song[]): string {
  const [first] = failed;
  if (failed.length === 1 && first) {
    return `No se pudo guardar «${first.title}» sin conexión. Revisa tu conexión y vuelve a intentarlo.`;
  }
  return `No se pudieron guardar ${failed.length} canciones sin conexión. Revisa tu conexión y vuelve a intentarlo.`;
}

export interface PinButtonProps {
  songs: readonly Song[];
  /** What is pinned, for the accessible name: 'esta canción', 'la lista'. */
  what: string;
  /** A playlist's page: the pin is the playlist's and follows it (pinned-playlists.ts). */
  playlist?: PlaylistDetail;
}

/**
 * 'Disponible sin conexión' for one song or a whole playlist: downloads every file (with progress)
 * and keeps it out of the recently-played eviction; pressed again, lets them go.
 */
export function PinButton({ songs, what, playlist }: PinButtonProps) {
  const online = useOnline();
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failed, setFailed] = useState<readonly Song[]>([]);
  const ids = songs.map((song) => song.song_id);
  // A device without the database has nothing pinned: reading it would make it (lib/lazy-db.ts).
  const dbExists = useAppDbExists();
  const pinnedCount =
    useLiveQuery(
      async () =>
        dbExists
          ? (await db.offlineSongs.bulkGet(ids)).filter(
              (entry, index) => entry?.pinned === 1 && entry.song.audio === songs[index]?.audio,
            ).length
          : 0,
      [ids.join(','), dbExists],
    ) ?? 0;
  const playlistId = playlist?.playlist_id;
  const playlistPinned = useLiveQuery(
    async () =>
      dbExists && playlistId !== undefined
        ? (await db.pinnedPlaylists.get(playlistId)) !== undefined
        : false,
    [playlistId, dbExists],
  );
  // A playlist is pinned once recorded and every song of it is down (pressed only then).
  const allPinned =
    playlist !== undefined
      ? playlistPinned === true && pinnedCount === songs.length
      : songs.length > 0 && pinnedCount === songs.length;
  const busy = progress !== null;

  const pin = async (which: readonly Song[]) => {
    setFailed([]);
    setProgress({ loaded: 0, total: 0 });
    try {
      const onProgress = (loaded: number, total: number) => setProgress({ loaded, total });
      const result =
        playlist && which === songs
          ? await pinPlaylist(playlist, onProgress)
          : await pinSongs(which, onProgress);
      setFailed(result.failed);
      if (result.saved > 0) {
        await recordNotification(
          savedForOffline(
            songs.map((song) => song.title),
            result.saved,
          ),
        );
      }
    } finally {
      setProgress(null);
    }
  };

  const onClick = async () => {
    if (allPinned) {
      if (playlist) await unpinPlaylist(playlist.playlist_id);
      else await unpinSongs(songs);
      return;
    }
    await pin(songs);
  };

  return (
    <div>
      <Button
        size="compact-sm"
        variant={allPinned ? 'filled' : 'light'}
        color="tamboraBlue"
        leftSection={
          allPinned ? (
            <IconCircleCheck size={16} aria-hidden />
          ) : (
            <IconDownload size={16} aria-hidden />
          )
        }
        aria-label={`Disponible sin conexión: ${what}`}
        aria-pressed={allPinned}
        loading={busy}
        disabled={!online && !allPinned}
        onClick={() => void onClick()}
      >
        Disponible sin conexión
      </Button>
      {busy && (
        <div role="status" aria-live="polite">
          <Progress
            mt={6}
            value={(progress.loaded / Math.max(1, progress.total)) * 100}
            aria-label="Progreso de la descarga"
          />
          <Text size="xs" mt={2}>
            Descargando {formatBytes(progress.loaded)} de {formatBytes(progress.total)}
          </Text>
        </div>
      )}
      {!busy && failed.length > 0 && (
        <div role="alert">
          <Text size="sm" c="var(--tb-red-text)" mt={4}>
            {pinFailedText(failed)}
          </Text>
          <Button size="compact-xs" variant="subtle" mt={2} onClick={() => void pin(failed)}>
            Reintentar
          </Button>
        </div>
      )}
    </div>
  );
}
