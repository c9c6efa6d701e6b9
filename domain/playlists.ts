/**
 * Playlist payloads (spec sections 3, 5, 7) shared by server and web: creation, edits, the
 * playlist page with its songs in order, and the links between songs and playlists.
 */
import { z } from 'zod';
import { pageQuerySchema, playlistSchema, songSchema } from './api';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().min(1).max(MAX_ID);

export const PLAYLIST_LIMITS = { name: 100, description: 1000, url: 500, songs: 500 } as const;

/** Texts a person meets around playlists (spec section 8, exactly where the spec gives them). */
export const PLAYLIST_TEXTS = {
  notFound: 'Playlist no encontrada',
  nameRequired: 'El nombre de la playlist es requerido.',
  nameTooLong: `El nombre no puede superar ${PLAYLIST_LIMITS.name} caracteres.`,
  descriptionTooLong: `La descripción no puede superar ${PLAYLIST_LIMITS.description} caracteres.`,
  coverRequired: 'Debe seleccionar una portada para la canción.',
  coverUploadUnknown:
    'La portada no es una subida suya disponible. Vuelva a subir la imagen e intente de nuevo.',
  onlyAdminsSeasonal: 'Solo un administrador puede cambiar las playlists de temporada.',
  tooManySongs: `Una playlist admite hasta ${PLAYLIST_LIMITS.songs} canciones.`,
  noDescription: 'Sin descripción',
  noPlaylists: 'No se encontraron playlists.',
  loadFailed: 'No se pudo cargar la información de la playlist.',
  updateFailed: 'No se pudo actualizar la playlist.',
  createFailed: 'Error al crear la playlist',
  createFromSongFailed: 'Hubo un error al crear la playlist o añadirla a la librería',
  addSongFailed: 'Hubo un error al añadir la canción a la playlist',
  songAdded: 'Canción añadida a la playlist con éxito',
  deleteQuestion: '¿Estás seguro de que quieres eliminar esta playlist?',
  createdFromSong: (name: string) => `Playlist "${name}" creada y añadida a tu librería con éxito`,
  saveToLibrary: 'Guardar en Biblioteca',
  forgetFromLibrary: 'Quitar de Biblioteca',
  saved: (name: string) => `"${name}" se guardó en tu Biblioteca`,
  forgotten: (name: string) => `"${name}" ya no está en tu Biblioteca`,
  saveFailed: 'No se pudo guardar la playlist en tu Biblioteca',
  forgetFailed: 'No se pudo quitar la playlist de tu Biblioteca',
} as const;

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

export const playlistIdParamsSchema = z.object({ id });
export const songPlaylistParamsSchema = z.object({ playlistId: id, songId: id });

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
  userId: id.optional(),
});
export type PlaylistListQuery = z.output<typeof playlistListQuerySchema>;
