import { Alert, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Song } from '../../../../domain/api';
import { downloadName } from '../download-name';
import classes from './SongDetailPage.module.css';

/** While the light version is made, the original plays: its owner is told, not left guessing. */
export const AUDIO_PROCESSING_TEXT =
  'Preparando la versión ligera para escuchar en línea; mientras tanto se escucha el archivo original.';

/**
 * For the song's owner and admins: the file as it was uploaded, to download, and how its
 * streaming rendition is going (DECISIONS "Audio delivery").
 */
export function OwnerAudio({ song }: { song: Song }) {
  const original = song.audio_original;
  return (
    <div className={classes.ownerAudio}>
      {original && (
        <Button
          component="a"
          href={original}
          download={downloadName(song.title, original)}
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Descargar original
        </Button>
      )}
      {song.audio_status === 'processing' && (
        <Text size="sm" c="dimmed" role="status">
          {AUDIO_PROCESSING_TEXT}
        </Text>
      )}
      {song.audio_status === 'failed' && song.audio_error && (
        <Alert
          color="tamboraRed"
          variant="light"
          styles={{ message: { color: 'var(--tb-red-text)' } }}
        >
          {song.audio_error}
        </Alert>
      )}
    </div>
  );
}
