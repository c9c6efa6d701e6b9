/**
 * The library payloads (spec sections 3 and 7): liked songs and saved playlists of one person.
 * The library is addressed by the person's user id (credentials_id), the only id the browser
 * knows; library_id, when a client sends it, must be that person's library.
 */
import { z } from 'zod';
import { playlistSchema, songSchema } from './api';
import { idFieldSchema, idParamSchema, queryIntSchema } from './id-schemas';

const id = idFieldSchema;

export { LIBRARY_TEXTS } from './library-texts';

export const librarySongSchema = z.object({
  song_id: z.number().int(),
  addedAt: z.string(),
  Song: songSchema,
});
export const libraryPlaylistSchema = z.object({
  playlist_id: z.number().int(),
  addedAt: z.string(),
  Playlist: playlistSchema,
});
/**
 * GET /libraries/{id}: the liked songs that changed after version `since` (0: all of them), oldest
 * change first, at most `limit`; the songs that left since then; and every saved playlist (a few).
 * `version` is where the next page, or the next sync, starts; `has_more` says a page follows.
 */
export const librarySchema = z.object({
  library_id: z.number().int(),
  user_id: z.number().int(),
  version: z.number().int(),
  has_more: z.boolean(),
  Song_Libraries: z.array(librarySongSchema),
  removed_song_ids: z.array(z.number().int()),
  Playlist_Libraries: z.array(libraryPlaylistSchema),
});
export type Library = z.infer<typeof librarySchema>;
export type LibrarySong = z.infer<typeof librarySongSchema>;
export type LibraryPlaylist = z.infer<typeof libraryPlaylistSchema>;

export const libraryParamsSchema = z.object({ id: idParamSchema });

/** A page of liked songs: enough for a sync in a few requests, small enough to send at once. */
export const LIBRARY_PAGE = { default: 200, max: 500 } as const;
export const libraryQuerySchema = z.object({
  since: queryIntSchema(0).default(0),
  limit: queryIntSchema(1, LIBRARY_PAGE.max).default(LIBRARY_PAGE.default),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/** POST/DELETE /song_libraries (the spec sends library_id and song_id as the body). */
export const songLibraryBodySchema = z.object({ library_id: id.optional(), song_id: id });
export type SongLibraryBody = z.infer<typeof songLibraryBodySchema>;
export const songLibraryResultSchema = z.object({
  library_id: z.number().int(),
  song_id: z.number().int(),
  liked: z.boolean(),
  /** The song's likes after the change; null when the song no longer exists. */
  likes: z.number().int().nullable(),
});
export type SongLibraryResult = z.infer<typeof songLibraryResultSchema>;

/** POST /playlist_libraries, DELETE /playlist_libraries. */
export const playlistLibraryBodySchema = z.object({ library_id: id.optional(), playlist_id: id });
export type PlaylistLibraryBody = z.infer<typeof playlistLibraryBodySchema>;
export const playlistLibraryResultSchema = z.object({
  library_id: z.number().int(),
  playlist_id: z.number().int(),
  saved: z.boolean(),
});
