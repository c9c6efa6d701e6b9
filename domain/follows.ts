/**
 * Following creators and their new songs (docs/product.md "Seguir y Novedades"): the payloads of
 * POST/DELETE /follows, GET /follows/{id}, GET /follows and GET /novedades (songs and albums).
 */
import { z } from 'zod';
import { creatorSchema, MAX_PAGE_SIZE, pageQuerySchema, playlistSchema, songSchema } from './api';
import { idFieldSchema, idParamSchema, queryIntSchema } from './id-schemas';

export { FOLLOW_TEXTS } from './follow-texts';

/** POST /follows and DELETE /follows: whom to follow or stop following. */
export const followBodySchema = z.object({ creator_id: idFieldSchema });
export type FollowBody = z.infer<typeof followBodySchema>;

export const followParamsSchema = z.object({ id: idParamSchema });

/** Whether the session's person follows the creator, and how many people do. */
export const followStateSchema = z.object({
  creator_id: z.number().int(),
  following: z.boolean(),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** A followed creator, as 'Siguiendo' in the library lists them (most recently followed first). */
export const followedCreatorSchema = creatorSchema.extend({ followed_at: z.string() });
export type FollowedCreator = z.infer<typeof followedCreatorSchema>;

/** A page of 'Novedades' is a screenful; the bell reads the newest after its cursor. */
export const NOVEDADES_PAGE = 20;
export const novedadesQuerySchema = pageQuerySchema.extend({
  limit: queryIntSchema(1, MAX_PAGE_SIZE).default(NOVEDADES_PAGE),
});
export type NovedadesQuery = z.infer<typeof novedadesQuerySchema>;

/**
 * An entry of 'Novedades': a song or an album of a followed creator, with when it came out (made
 * public), which orders the feed and the bell.
 */
export const novedadSchema = z.discriminatedUnion('kind', [
  songSchema.extend({ kind: z.literal('song'), published_at: z.string() }),
  playlistSchema.extend({
    kind: z.literal('album'),
    /** The album's creator as a profile names them. */
    creator: z.string(),
    published_at: z.string(),
  }),
]);
export type Novedad = z.infer<typeof novedadSchema>;
export type NovedadSong = Extract<Novedad, { kind: 'song' }>;
export type NovedadAlbum = Extract<Novedad, { kind: 'album' }>;

/** New followers of the session's creator after a time: how many, and the newest's time. */
export const newFollowersQuerySchema = z.object({ after: z.iso.datetime({ offset: true }) });
export const newFollowersSchema = z.object({
  count: z.number().int(),
  latest_at: z.string().nullable(),
});
export type NewFollowers = z.infer<typeof newFollowersSchema>;

/** At most this many follows (and unfollows) a person may send in an hour. */
export const FOLLOW_RATE = { max: 120, windowMs: 60 * 60_000 } as const;
