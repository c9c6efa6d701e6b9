/**
 * The creators and repertoire contract (issue "Creators and profiles"): GET /composers,
 * /composersLiked and /playlistsFromRepertoire. Shared by server and web.
 */
import { z } from 'zod';
import { pageQuerySchema } from './api';

const MAX_ID = 2_147_483_647;

/** Spec section 7: GET /composers answers user_id, nickname, name, lastName, userImageUrl. */
export const composerSchema = z.object({
  user_id: z.number().int(),
  credentials_id: z.number().int(),
  nickname: z.string().nullable(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  userImageUrl: z.string().nullable(),
  /** domain/display-name: nickname, else name and lastName, else 'Desconocido'. */
  display_name: z.string(),
});
export type Composer = z.infer<typeof composerSchema>;

/** GET /composersLiked: composers whose public songs have been liked, most liked first. */
export const likedComposerSchema = composerSchema.extend({
  totalLikes: z.number().int(),
  songsCount: z.number().int(),
});
export type LikedComposer = z.infer<typeof likedComposerSchema>;

/** GET /playlistsFromRepertoire: one person's repertoire playlists (the signed-in person's without userId). */
export const playlistsFromRepertoireQuerySchema = pageQuerySchema.extend({
  userId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type PlaylistsFromRepertoireQuery = z.output<typeof playlistsFromRepertoireQuerySchema>;
