/**
 * The songs contract: request shapes of POST /songs, PUT /songs/{id} and the song
 * lists, shared by server and web. Messages a person reads are the spec's (section 5) where it
 * gives one, the rest in the same voice (domain/song-texts.ts).
 */

import { z } from 'zod';
import { fullSongSchema, pageQuerySchema, SONG_SORTS } from './api';
import { GENRES } from './genres';
import { idParamSchema } from './id-schemas';
import { MAX_ID } from './ids';
import { readLyrics } from './lrc';
import { MAX_REASON_LENGTH } from './moderation-texts';
import { fileTooLargeText, SONG_LIMITS, SONG_TEXTS, UPLOAD_TEXTS } from './song-texts';

export { fileTooLargeText, SONG_LIMITS, SONG_TEXTS, UPLOAD_TEXTS };

/** Empty text means "none" for the optional fields, as the form sends its blank inputs. */
const emptyToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

function optionalText(max: number, tooLong: string) {
  return z.string().trim().max(max, tooLong).nullable().optional().transform(emptyToNull);
}

/**
 * A repeatable row list (composers, performers, tags...): blank rows are dropped, since the form
 * always sends its first row even when left empty.
 */
function rowList(typeMessage?: string) {
  const row = z.string().trim().max(SONG_LIMITS.name, SONG_TEXTS.nameTooLong);
  return z
    .array(row, typeMessage ? { error: typeMessage } : undefined)
    .max(SONG_LIMITS.listItems, SONG_TEXTS.tooManyRows)
    .transform((rows) => rows.filter((value) => value !== ''));
}

const composersSchema = rowList(SONG_TEXTS.composerRequired).pipe(
  z.array(z.string()).min(1, SONG_TEXTS.composerRequired),
);

const titleSchema = z
  .string({ error: SONG_TEXTS.titleRequired })
  .trim()
  .min(1, SONG_TEXTS.titleRequired)
  .max(SONG_LIMITS.title, SONG_TEXTS.titleTooLong);

const genderSchema = z.enum(GENRES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? SONG_TEXTS.genreRequired
      : SONG_TEXTS.genreUnknown,
});

/** The audio's public URL, as POST /storage/audios answered it. */
const audioSchema = z
  .string({ error: SONG_TEXTS.audioRequired })
  .trim()
  .min(1, SONG_TEXTS.audioRequired)
  .max(SONG_LIMITS.url, SONG_TEXTS.invalidFileUrl);

/** The cover's public URL from POST /storage/images; null or '' for the default disc image. */
const coverSchema = optionalText(SONG_LIMITS.url, SONG_TEXTS.invalidFileUrl);

const visibilitySchema = z.boolean({ error: SONG_TEXTS.visibilityInvalid });

/**
 * The profile the creator picked from the suggestions for a credited name (two
 * creators may share a name). The name is one of the song's composers; the server checks that the
 * profile is a creator's whose nickname or full name it is.
 */
export const creditPickSchema = z.object({
  name: z.string().trim().min(1).max(SONG_LIMITS.name),
  user_id: z.number().int().min(1).max(MAX_ID),
});
export type CreditPick = z.infer<typeof creditPickSchema>;
const creditPicksSchema = z.array(creditPickSchema).max(SONG_LIMITS.listItems);

/** Fields every song body may carry; unknown fields (likes, duration, user_id...) are ignored. */
const songFields = {
  title: titleSchema,
  gender: genderSchema,
  composers: composersSchema,
  interpreters: rowList(),
  authors: rowList(),
  arrangers: rowList(),
  etiquetas: rowList(),
  cover: coverSchema,
  letter: optionalText(SONG_LIMITS.letter, SONG_TEXTS.letterTooLong).superRefine(
    (letter, context) => {
      // Synced lyrics are whole or refused, the line named (domain/lrc.ts); the song's length
      // is the server's to check, from its audio.
      const lyrics = letter ? readLyrics(letter) : null;
      if (lyrics?.kind === 'invalid') context.addIssue({ code: 'custom', message: lyrics.message });
    },
  ),
  audio: audioSchema,
  registro_ONDA: optionalText(SONG_LIMITS.registroOnda, SONG_TEXTS.registroOndaTooLong),
  /** Absent: '© {year} {first composer}. Todos los derechos reservados.' */
  copyright: optionalText(SONG_LIMITS.copyright, SONG_TEXTS.copyrightTooLong),
  visibility: visibilitySchema,
  isFromRepertoire: z.boolean(),
  composer_picks: creditPicksSchema,
};

/** POST /songs: the spec's body (section 7) with the defaults of section 9 and DECISIONS. */
export const songCreateSchema = z.object({
  ...songFields,
  interpreters: songFields.interpreters.default([]),
  authors: songFields.authors.default([]),
  arrangers: songFields.arrangers.default([]),
  etiquetas: songFields.etiquetas.default([]),
  visibility: visibilitySchema.default(true),
  isFromRepertoire: z.boolean().default(true),
  composer_picks: creditPicksSchema.default([]),
});
export type SongCreateInput = z.input<typeof songCreateSchema>;
export type SongCreate = z.output<typeof songCreateSchema>;

/**
 * PUT /songs/{id}: any field of the song; absent fields stay as they are. `audio` and `cover` are
 * either the song's current URL (unchanged) or a new upload of the caller; cover null removes it.
 */
export const songUpdateSchema = z.object({
  title: titleSchema.optional(),
  gender: genderSchema.optional(),
  composers: composersSchema.optional(),
  interpreters: songFields.interpreters.optional(),
  authors: songFields.authors.optional(),
  arrangers: songFields.arrangers.optional(),
  etiquetas: songFields.etiquetas.optional(),
  cover: songFields.cover,
  letter: songFields.letter,
  audio: audioSchema.optional(),
  registro_ONDA: songFields.registro_ONDA,
  copyright: songFields.copyright,
  visibility: visibilitySchema.optional(),
  isFromRepertoire: z.boolean().optional(),
  /** Given: replaces the song's picks. Absent: picks stay (a pick for a name no longer credited is unused). */
  composer_picks: creditPicksSchema.optional(),
  /** Why an admin makes someone else's song private: its creator is told. */
  moderation_reason: z.string().trim().min(1).max(MAX_REASON_LENGTH).optional(),
});
export type SongUpdateInput = z.input<typeof songUpdateSchema>;
export type SongUpdate = z.output<typeof songUpdateSchema>;

export const songIdParamsSchema = z.object({ id: idParamSchema });

/** At most this many songs are asked for at once in GET /songs/lookup. */
export const SONG_LOOKUP_MAX = 200;

/** Song ids in a query string ('1,2,3'), each once, in their order, at most `max`. */
export function songIdListSchema(max: number) {
  return z
    .string()
    .regex(
      /^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/,
      'Los identificadores deben ser números separados por comas.',
    )
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine(
      (ids) => ids.every((id) => id >= 1 && id <= MAX_ID),
      'Identificador de canción inválido.',
    )
    .refine(
      (ids) => ids.length <= max,
      `Se pueden consultar como mucho ${max} canciones a la vez.`,
    );
}

/**
 * GET /songs/lookup?ids=1,2,3: which of these songs this caller may still see, in one request
 * (a device's saved copies follow the catalogue).
 */
export const songLookupQuerySchema = z.object({ ids: songIdListSchema(SONG_LOOKUP_MAX) });
export type SongLookupQuery = z.output<typeof songLookupQuerySchema>;

/** GET /songsFromRepertoire: one person's songs (default: the signed-in person's). */
export const songsFromRepertoireQuerySchema = pageQuerySchema.extend({
  userId: idParamSchema.optional(),
  sort: z.enum(SONG_SORTS).default('newest'),
});
export type SongsFromRepertoireQuery = z.output<typeof songsFromRepertoireQuerySchema>;

/** GET /songsAdmin: every song, newest first unless asked otherwise. */
export const songsAdminQuerySchema = pageQuerySchema.extend({
  sort: z.enum(SONG_SORTS).default('newest'),
});

/** One composer of a song and, when the name is a registered creator's, that creator's id. */
export const composerLinkSchema = z.object({
  name: z.string(),
  user_id: z.number().int().nullable(),
});
export type ComposerLink = z.infer<typeof composerLinkSchema>;

/**
 * GET /songs/{id}: the song plus its composers matched against creator accounts (nickname or
 * 'name lastName', case- and accent-insensitive), so the song page can link to their profiles.
 */
export const songDetailSchema = fullSongSchema.extend({
  composer_links: z.array(composerLinkSchema),
  /**
   * Who published the song, when that account is an active creator (one a person can follow:
   * 'Seguir' beside the name); null for an admin's upload or a suspended creator.
   */
  creator: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
});
export type SongDetail = z.infer<typeof songDetailSchema>;

/** GET /songs/duplicate-audio: has the caller published this very file (its SHA-256) before? */
export const duplicateAudioQuerySchema = z.object({
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'El resumen SHA-256 debe tener 64 cifras hexadecimales.'),
});
export const duplicateAudioSchema = z.object({
  /** The caller's own song with that audio, or null. */
  song: z.object({ song_id: z.number().int(), title: z.string() }).nullable(),
});
export type DuplicateAudio = z.infer<typeof duplicateAudioSchema>;
