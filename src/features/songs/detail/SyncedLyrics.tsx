import { useEffect, useRef } from 'react';
import { currentLineIndex, type SyncedLine, stampOf } from '../../../../domain/lrc';
import { player, usePlayer } from '../../player/store';
import classes from './SyncedLyrics.module.css';

export const SYNCED_LYRICS_TEXTS = {
  /** A line read by a screen reader: where a press takes the song, and the words. */
  line: (stamp: string, text: string) => `${stamp} ${text}`,
  /** A stamped line without words (an instrumental break). */
  pause: '♪',
} as const;

/**
 * 'Letra sincronizada' in the expanded player (docs/product.md "Letra sincronizada"): the line
 * sounding now is marked (`aria-current`) and kept in view as the song plays; a press on a line
 * takes the song there. It reads the player's position, so it follows a saved song offline too.
 */
export function SyncedLyrics({
  lines,
  labelledBy,
}: {
  lines: readonly SyncedLine[];
  labelledBy: string;
}) {
  const position = usePlayer((state) => state.position);
  const current = currentLineIndex(lines, position);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = list.current;
    const line = box?.children[current] as HTMLElement | undefined;
    if (!box || !line) return;
    // Centred within the list only: the player's view stays where the person scrolled it.
    box.scrollTop = line.offsetTop - (box.clientHeight - line.offsetHeight) / 2;
  }, [current]);
  return (
    <ol ref={list} aria-labelledby={labelledBy} className={classes.lines}>
      {lines.map((line, index) => (
        // Stamps only grow down the list and two lines may share one: the stamp and the words
        // name a line (the list is made once per song).
        <li key={`${line.at}:${line.text}`}>
          <button
            type="button"
            className={classes.line}
            aria-current={index === current ? 'true' : undefined}
            aria-label={SYNCED_LYRICS_TEXTS.line(
              stampOf(line.at),
              line.text || SYNCED_LYRICS_TEXTS.pause,
            )}
            onClick={() => player.seek(line.at)}
          >
            {line.text || SYNCED_LYRICS_TEXTS.pause}
          </button>
        </li>
      ))}
    </ol>
  );
}
