import { Text, Textarea } from '@mantine/core';
import { lyricsText } from '../../../../domain/lrc';
import classes from './LyricsField.module.css';

export const NO_LYRICS = 'Esta canción no tiene letra registrada.';

/** The whole lyrics up to `maxRows` lines, then the field scrolls. */
function lyricRows(letter: string, maxRows: number): number {
  return Math.min(maxRows, Math.max(4, letter.split('\n').length + 1));
}

/**
 * A song's lyrics as a read-only field (the song page and the expanded player): it scrolls, takes
 * focus and is read like any other field; a song without lyrics says so.
 */
export function LyricsField({
  letter,
  labelledBy,
  maxRows = 24,
}: {
  letter: string | null;
  /** The id of the heading that names the field. */
  labelledBy: string;
  maxRows?: number;
}) {
  if (!letter) return <Text c="dimmed">{NO_LYRICS}</Text>;
  // Synced lyrics read as words here: their stamps are for the player.
  const words = lyricsText(letter);
  return (
    <Textarea
      aria-labelledby={labelledBy}
      readOnly
      rows={lyricRows(words, maxRows)}
      value={words}
      classNames={{ input: classes.lyrics }}
    />
  );
}
