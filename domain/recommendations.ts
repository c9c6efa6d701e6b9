/**
 * 'Para ti': the songs the server chose for a signed-in person from what they
 * like, play and keep in playlists, each with the line that says why. Precomputed by the server
 * (server/features/recommendations), kept on the device for offline.
 */
import { z } from 'zod';
import { songSchema } from './api';
import type { Genre } from './genres';
import { SONG_LOOKUP_MAX, songIdListSchema } from './songs';

export { FOR_YOU_HOME_SIZE, FOR_YOU_SIZE, FOR_YOU_TEXTS } from './for-you-texts';

export const recommendationSchema = z.object({
  song: songSchema,
  /** One line: 'Porque te gusta «Luna sobre el Malecón»'. */
  because: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const forYouSchema = z.object({
  items: z.array(recommendationSchema),
  /** When the list was made; null while the first one is being made. */
  computed_at: z.string().nullable(),
});
export type ForYou = z.infer<typeof forYouSchema>;

/** Why a song is in the list: a song the person likes, one of their creators, or a genre. */
export type Reason =
  | { kind: 'song'; title: string }
  | { kind: 'creator'; name: string }
  | { kind: 'genre'; genre: Genre };

function genreWords(genre: Genre): string {
  const lower = genre.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export function becauseText(reason: Reason): string {
  switch (reason.kind) {
    case 'song':
      return `Porque te gusta «${reason.title}»`;
    case 'creator':
      return `Porque te gusta ${reason.name}`;
    case 'genre':
      return `Porque te gusta el género ${genreWords(reason.genre)}`;
  }
}

/** 'Reproducción automática': how many songs follow the end of the queue. */
export const AUTOPLAY_BATCH = 10;
/** The last songs played that the continuation starts from. */
export const AUTOPLAY_SEEDS = 5;

/**
 * GET /recommendations/like?songs=…&exclude=…: songs like `songs` (the last ones played, the
 * last weighing most), none of `exclude` (what the queue holds).
 */
export const songsLikeQuerySchema = z.object({
  songs: songIdListSchema(AUTOPLAY_SEEDS),
  exclude: songIdListSchema(SONG_LOOKUP_MAX).optional(),
});
export type SongsLikeQuery = z.output<typeof songsLikeQuerySchema>;

export const songsLikeSchema = z.object({ items: z.array(songSchema) });
export type SongsLike = z.infer<typeof songsLikeSchema>;
