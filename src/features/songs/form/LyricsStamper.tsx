import { Button, Group, Text } from '@mantine/core';
import type { Song } from '../../../../domain/api';
import { nextToStamp, stampRow } from '../../../../domain/lrc';
import { player, usePlayer } from '../../player/store';
import classes from './SongForm.module.css';

export const STAMPER_TEXTS = {
  play: 'Reproducir para marcar',
  pause: 'Pausar',
  mark: 'Marcar',
  next: (words: string) => `Siguiente línea: «${words}»`,
  done: 'Todas las líneas tienen su momento.',
  help: 'Reproduzca la canción y pulse «Marcar» cuando empiece cada línea.',
} as const;

/**
 * 'Marcar' (docs/product.md "Letra sincronizada"): while the song being edited plays, each press
 * puts the moment it sounds before the next line without one. It edits 'Letra' like typing does,
 * so the form checks and sends it as usual.
 */
export function LyricsStamper({
  song,
  letter,
  onChange,
}: {
  song: Song;
  letter: string;
  onChange: (letter: string) => void;
}) {
  const playingThis = usePlayer(
    (state) => state.current?.song_id === song.song_id && state.playing,
  );
  const next = nextToStamp(letter);
  return (
    <div className={classes.stamper}>
      <Text size="sm" c="dimmed">
        {STAMPER_TEXTS.help}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={() => player.playSongs([song], 0, { pauseIfPlaying: true })}
        >
          {playingThis ? STAMPER_TEXTS.pause : STAMPER_TEXTS.play}
        </Button>
        <Button
          size="xs"
          disabled={!playingThis || next === null}
          onClick={() => {
            if (next) onChange(stampRow(letter, next.row, player.exactPosition()));
          }}
        >
          {STAMPER_TEXTS.mark}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {next ? STAMPER_TEXTS.next(next.words) : STAMPER_TEXTS.done}
      </Text>
    </div>
  );
}
