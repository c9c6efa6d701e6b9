import type { SongDetailOnly } from './api';

/**
 * The detail-only fields of a song known only from a list (a song page drawn offline from what
 * the device knew): none of them known. Here, not in api.ts, so first-visit code that needs it
 * does not load zod.
 */
export const NO_SONG_DETAILS: SongDetailOnly = {
  authors: [],
  arrangers: [],
  letter: null,
  waveform: null,
  registro_ONDA: null,
  copyright: null,
};
