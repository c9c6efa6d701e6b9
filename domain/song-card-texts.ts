/**
 * What song cards and table rows show (spec section 9): the title cut at 16 characters, the
 * artists line at 16, the duration as m:ss. One place, so cards and tables never disagree.
 */
import type { Song } from './api';
import { formatDuration, truncate } from './format';

export const CARD_TITLE_MAX = 16;
export const CARD_ARTISTS_MAX = 16;

/** Spec section 8 empty text for a name that is missing. */
export const UNKNOWN = 'Desconocido';

export function namesLine(names: readonly string[]): string {
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .join(', ');
}

export function composersLine(song: Pick<Song, 'composers'>): string {
  return namesLine(song.composers) || UNKNOWN;
}

export interface SongTexts {
  title: string;
  composers: string;
  composersShort: string;
  interpreters: string;
  interpretersShort: string;
  duration: string;
}

export function cardTexts(
  song: Pick<Song, 'title' | 'composers' | 'interpreters' | 'duration_seconds'>,
): SongTexts {
  const composers = composersLine(song);
  const interpreters = namesLine(song.interpreters);
  return {
    title: truncate(song.title, CARD_TITLE_MAX),
    composers,
    composersShort: truncate(composers, CARD_ARTISTS_MAX),
    interpreters,
    interpretersShort: truncate(interpreters, CARD_ARTISTS_MAX),
    duration: formatDuration(song.duration_seconds),
  };
}

/** The song page (spec section 2: /Artist/{songId}). */
export function songPath(songId: number): string {
  return `/Artist/${songId}`;
}
