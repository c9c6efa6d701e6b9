/**
 * Playlist payloads (spec sections 3, 5, 7) shared by server and web: creation, edits, the
 * playlist page with its songs in order, and the links between songs and playlists.
 */
import { z } from 'zod';
import { pageQuerySchema, playlistSchema, songSchema } from './api';
import { idFieldSchema, idParamSchema } from './id-schemas';
import { MAX_ID } from './ids';
import { PLAYLIST_LIMITS, PLAYLIST_TEXTS } from './playlist-texts';

const id = idFieldSchema;

export { PLAYLIST_LIMITS, PLAYLIST_TEXTS } from './playlist-texts';

const nameSchema = z
  .string({ error: PLAYLIST_TEXTS.nameRequired })
  .trim()
  .min(1, PLAYLIST_TEXTS.nameRequired)
  .max(PLAYLIST_LIMITS.name, PLAYLIST_TEXTS.nameTooLong);
const descriptionSchema = z
  .string()
  .max(PLAYLIST_LIMITS.description, PLAYLIST_TEXTS.descriptionTooLong)
  .nullable();
const coverSchema = z.string().max(PLAYLIST_LIMITS.url).nullable();
const songIdsSchema = z.array(id).max(PLAYLIST_LIMITS.songs, PLAYLIST_TEXTS.tooManySongs);

/**
 * POST /playlists. The owner is always the caller (user_id, when sent, is ignored). client_key
 * makes a creation queued offline idempotent: the same key creates the playlist once.
 */
export const playlistCreateSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.optional(),
  cover: coverSchema.optional(),
  public: z.boolean().default(true),
  favorites_count: z.number().int().min(0).max(MAX_ID).default(0),
  isFromRepertoire: z.boolean().default(true),
  user_id: z.number().int().optional(),
  song_ids: songIdsSchema.optional(),
  client_key: z.string().min(8).max(64).optional(),
});
export type PlaylistCreate = z.input<typeof playlistCreateSchema>;

/** PUT /playlists/{id}: any field; song_ids, when sent, is the new song list in its new order. */
export const playlistUpdateSchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  cover: coverSchema.optional(),
  public: z.boolean().optional(),
  visibility: z.boolean().optional(),
  isFromRepertoire: z.boolean().optional(),
  song_ids: songIdsSchema.optional(),
});
export type PlaylistUpdate = z.output<typeof playlistUpdateSchema>;

export const playlistSongSchema = z.object({
  song_id: z.number().int(),
  playlist_id: z.number().int(),
  position: z.number().int(),
  Song: songSchema,
});
export type PlaylistSong = z.infer<typeof playlistSongSchema>;

/** GET /playlists/{id}: the playlist and its songs the viewer may see, in order. */
export const playlistDetailSchema = playlistSchema.extend({
  Song_Playlists: z.array(playlistSongSchema),
});
export type PlaylistDetail = z.infer<typeof playlistDetailSchema>;

export const playlistIdParamsSchema = z.object({ id: idParamSchema });
export const songPlaylistParamsSchema = z.object({
  playlistId: idParamSchema,
  songId: idParamSchema,
});

/** POST /song_playlists. */
export const songPlaylistBodySchema = z.object({ song_id: id, playlist_id: id });
export type SongPlaylistBody = z.infer<typeof songPlaylistBodySchema>;
export const songPlaylistResultSchema = z.object({
  song_id: z.number().int(),
  playlist_id: z.number().int(),
  position: z.number().int(),
  created: z.boolean(),
});
export type SongPlaylistResult = z.infer<typeof songPlaylistResultSchema>;

/** GET /playlists: one person's playlists (the caller's own without userId). */
export const playlistListQuerySchema = pageQuerySchema.extend({
  userId: idParamSchema.optional(),
});
export type PlaylistListQuery = z.output<typeof playlistListQuerySchema>;
