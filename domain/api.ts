/**
 * The API contract shared by server and web: payload shapes as zod schemas, and their types.
 * The server validates its responses against these; the web imports the types.
 */
import { z } from 'zod';
import { GENRES } from './genres';
import { queryIntSchema } from './id-schemas';

export { API_BASE } from './api-base';

/** DECISIONS "Errors": one shape for every API error. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** DECISIONS "Data and lists": every list is paginated, at most 100 a page. */
export const MAX_PAGE_SIZE = 100;
export const pageQuerySchema = z.object({
  limit: queryIntSchema(1, MAX_PAGE_SIZE).default(30),
  offset: queryIntSchema(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

function makePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}
const pageSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** The page envelope of `item`: one schema per item, so the API document can name it once. */
export function pageSchema<T extends z.ZodType>(item: T): ReturnType<typeof makePageSchema<T>> {
  let page = pageSchemas.get(item);
  if (!page) {
    page = makePageSchema(item);
    pageSchemas.set(item, page);
  }
  return page as ReturnType<typeof makePageSchema<T>>;
}
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export const genreSchema = z.enum(GENRES);

export const AUDIO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type AudioStatus = (typeof AUDIO_STATUSES)[number];

/**
 * A song as every list carries it (home rows, search, library, playlists, repertoire, admin
 * lists): what a row shows and what playing needs. The waveform, lyrics and
 * full credits are only in the song's own answer (fullSongSchema): they were three quarters of
 * a list's bytes.
 */
export const songSchema = z.object({
  song_id: z.number().int(),
  tambora_id: z.string(),
  title: z.string(),
  gender: genreSchema,
  composers: z.array(z.string()),
  interpreters: z.array(z.string()),
  etiquetas: z.array(z.string()),
  /** Full-size cover URL, or null for the default disc image. */
  cover: z.string().nullable(),
  /** Card-sized cover URL (lists use this one), or null. */
  cover_thumb: z.string().nullable(),
  /** What to play: the streaming rendition once ready, the original until then. */
  audio: z.string(),
  /** The data saver's lighter rendition (about 48 kbps), once made; null until then. */
  audio_light: z.string().nullable(),
  audio_status: z.enum(AUDIO_STATUSES),
  /** Integrated loudness of the original (LUFS), once measured. */
  loudness_lufs: z.number().nullable(),
  /** The file as uploaded: for its owner and admins only. */
  audio_original: z.string().optional(),
  /** Why the rendition could not be made (status 'failed'): for its owner and admins only. */
  audio_error: z.string().optional(),
  /** m:ss text, as the spec stores it. */
  duration: z.string(),
  duration_seconds: z.number(),
  likes: z.number().int(),
  favorites: z.number().int(),
  /** Counted listens. */
  plays: z.number().int(),
  visibility: z.boolean(),
  isFromRepertoire: z.boolean(),
  user_id: z.number().int(),
  createdAt: z.string(),
});
export type Song = z.infer<typeof songSchema>;

/** What only the song's own answer (and a create or an edit) carries. */
export const songDetailOnlySchema = z.object({
  authors: z.array(z.string()),
  arrangers: z.array(z.string()),
  letter: z.string().nullable(),
  /** Peaks of the rendition (0..1, at least 200) once ready, for the waveform seek bar. */
  waveform: z.array(z.number()).nullable(),
  registro_ONDA: z.string().nullable(),
  copyright: z.string().nullable(),
});

/** GET /songs/{id} (with its composer links, domain/songs.ts), POST /songs, PUT /songs/{id}. */
export const fullSongSchema = songSchema.extend(songDetailOnlySchema.shape);
export type FullSong = z.infer<typeof fullSongSchema>;

export type SongDetailOnly = z.infer<typeof songDetailOnlySchema>;

export const SONG_SORTS = ['newest', 'top', 'random', 'recent'] as const;
export type SongSort = (typeof SONG_SORTS)[number];
export const songListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(SONG_SORTS).default('newest'),
});

/** A creator as every creator list shows them (GET /composers and the lists below). */
export const creatorSchema = z.object({
  user_id: z.number().int(),
  credentials_id: z.number().int(),
  nickname: z.string().nullable(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  userImageUrl: z.string().nullable(),
  /** The avatar's card-sized copy (320 px), what lists show; null without an avatar. */
  userImageThumb: z.string().nullable(),
  /** domain/display-name: nickname, else name and lastName, else 'Desconocido'. */
  display_name: z.string(),
});

/** A creator with the likes and number of their public songs (GET /creator_statistics, /composersLiked). */
export const creatorStatsSchema = creatorSchema.extend({
  totalLikes: z.number().int(),
  songsCount: z.number().int(),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

export const playlistSchema = z.object({
  playlist_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  cover: z.string().nullable(),
  cover_thumb: z.string().nullable(),
  public: z.boolean(),
  visibility: z.boolean(),
  favorites_count: z.number().int(),
  isFromRepertoire: z.boolean(),
  user_id: z.number().int(),
  createdAt: z.string(),
  songsCount: z.number().int(),
  /** Sum of the songs' durations in seconds (DECISIONS). */
  totalDurationSeconds: z.number(),
});
export type Playlist = z.infer<typeof playlistSchema>;

/**
 * GET /health is public: whether the server and its database answer, and nothing about versions
 * or engines a stranger could look up weaknesses for.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/** An answer with no body (204), as the API document shows it. */
export const noContentSchema = z.null().describe('Sin contenido');

/** A redirect: what matters is its Location header. */
export const redirectSchema = z
  .null()
  .describe('Redirección: la nueva dirección va en la cabecera Location');

/** For an orchestrator: the process answers (restart it when this fails). */
export const livenessSchema = z.object({ status: z.literal('live') });

/**
 * For an orchestrator or load balancer: send traffic only on 200, when the database answers,
 * every migration of this version is applied and storage can take files.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  storage: z.enum(['up', 'down']),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Session user kept in the browser (spec section 3, local key 'user'). */
export const sessionUserSchema = z.object({
  credentials_id: z.number().int(),
  roles: z.array(z.string()),
  has_uploaded_song: z.boolean(),
  /**
   * Whether the person accepted the terms in force: publishing needs it. A user
   * kept by an app from before this field reads as false until the session is asked again.
   */
  terms_accepted: z.boolean().default(false),
  email: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
