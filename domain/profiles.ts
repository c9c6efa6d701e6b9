/**
 * The creators and repertoire contract (issue "Creators and profiles"): GET /composers,
 * /composersLiked and /playlistsFromRepertoire. Shared by server and web.
 */
import { z } from 'zod';
import { creatorSchema, creatorStatsSchema, pageQuerySchema } from './api';

const MAX_ID = 2_147_483_647;

/** Spec section 7: GET /composers answers user_id, nickname, name, lastName, userImageUrl. */
export const composerSchema = creatorSchema;
export type Composer = z.infer<typeof composerSchema>;

/** GET /composersLiked: composers whose public songs have been liked, most liked first. */
export const likedComposerSchema = creatorStatsSchema;
export type LikedComposer = z.infer<typeof likedComposerSchema>;

/** GET /playlistsFromRepertoire: one person's repertoire playlists (the signed-in person's without userId). */
export const playlistsFromRepertoireQuerySchema = pageQuerySchema.extend({
  userId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type PlaylistsFromRepertoireQuery = z.output<typeof playlistsFromRepertoireQuerySchema>;
