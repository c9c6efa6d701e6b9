/**
 * The creators and repertoire contract: GET /composers,
 * /composersLiked and /playlistsFromRepertoire. Shared by server and web.
 */
import { z } from 'zod';
import { creatorSchema, creatorStatsSchema, pageQuerySchema } from './api';
import { idParamSchema } from './id-schemas';

/** Spec section 7: GET /composers answers user_id, nickname, name, lastName, userImageUrl. */
export const composerSchema = creatorSchema;
export type Composer = z.infer<typeof composerSchema>;

/** GET /composersLiked: composers whose public songs have been liked, most liked first. */
export const likedComposerSchema = creatorStatsSchema;
export type LikedComposer = z.infer<typeof likedComposerSchema>;

/** GET /playlistsFromRepertoire: one person's repertoire playlists (the signed-in person's without userId). */
export const playlistsFromRepertoireQuerySchema = pageQuerySchema.extend({
  userId: idParamSchema.optional(),
});
export type PlaylistsFromRepertoireQuery = z.output<typeof playlistsFromRepertoireQuerySchema>;

/** GET /composers/suggest: creators whose nickname or full name starts with what is typed in a credit. */
export const creditSuggestQuerySchema = z.object({
  name: z.string().trim().min(2).max(120),
});
export type CreditSuggestQuery = z.output<typeof creditSuggestQuerySchema>;

/** One suggestion: enough to tell two people with the same name apart (picture, nickname, songs). */
export const creditSuggestionSchema = creatorSchema.extend({
  /** The name to credit: the nickname or the full name that matched what was typed. */
  credit_name: z.string(),
  songsCount: z.number().int(),
});
export type CreditSuggestion = z.infer<typeof creditSuggestionSchema>;
export const creditSuggestionsSchema = z.object({ items: z.array(creditSuggestionSchema) });

/** The path of /users/{id}/…: the person's id, canonical digits only. */
export const userIdParamsSchema = z.object({ id: idParamSchema });
