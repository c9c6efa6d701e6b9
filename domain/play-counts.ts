/**
 * Play counts: a listen counts once, after 30 seconds or half the song,
 * whichever comes first. The browser sends it through the offline queue with an id of its own for
 * that listen, so a replay after a lost answer (or a week offline) counts it exactly once.
 * No zod here: song cards read these words on the first screen.
 */
import { formatCount } from './format';

export const PLAY_COUNTS_AFTER_SECONDS = 30;

/** Seconds of listening after which a listen of a song of `durationSeconds` counts. */
export function secondsToCount(durationSeconds: number): number {
  const half = durationSeconds > 0 ? durationSeconds / 2 : PLAY_COUNTS_AFTER_SECONDS;
  return Math.min(PLAY_COUNTS_AFTER_SECONDS, half);
}

export const PLAY_TEXTS = {
  /** The server adds when to try again. */
  tooMany: 'Demasiadas reproducciones desde esta conexión.',
  /** The song page, the repertoire and the statistics. */
  count: (plays: number) =>
    plays === 1 ? '1 reproducción' : `${formatCount(plays)} reproducciones`,
} as const;
