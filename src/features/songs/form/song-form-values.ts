/**
 * The upload and edit form's values and the spec's rules (section 5): title, genre, at least one
 * non-blank composer, and audio are required; the rest is optional. Pure, for the form and tests.
 */
import type { FullSong } from '../../../../domain/api';
import { GENRES, type Genre } from '../../../../domain/genres';
import { SONG_TEXTS } from '../../../../domain/song-texts';
import type { SongCreateInput, SongUpdateInput } from '../../../../domain/songs';

/** One row of a repeatable list; the id keeps React's identity when a row above is removed. */
export interface Row {
  id: number;
  value: string;
}

export interface SongFormValues {
  title: string;
  gender: Genre | '';
  composers: Row[];
  etiquetas: Row[];
  interpreters: Row[];
  /** Not in the spec's upload list, but song fields that advanced search (Autor, Arreglista) reads. */
  authors: Row[];
  arrangers: Row[];
  registro_ONDA: string;
  letter: string;
  /** A new cover chosen in this form; null keeps the current one (or none). */
  coverFile: File | null;
  /** A new audio chosen in this form; null keeps the current one (edit) or is missing (upload). */
  audioFile: File | null;
  /** Edit only: Público (true) / Privado (false). New songs are public (spec section 9). */
  visibility: boolean;
  /** Edit only: the stored text; the server writes a default for new songs. */
  copyright: string;
  /** Admin editor only: Repertorio (true) / Biblioteca (false) (spec section 4). */
  isFromRepertoire: boolean;
}

export type SongField = 'title' | 'gender' | 'composers' | 'audio';
export type SongFormErrors = Partial<Record<SongField, string>>;

let nextRowId = 1;
export function newRow(value = ''): Row {
  nextRowId += 1;
  return { id: nextRowId, value };
}

/** A list as rows; the form always shows at least one (the first row cannot be removed). */
export function rowsOf(values: readonly string[]): Row[] {
  return values.length > 0 ? values.map((value) => newRow(value)) : [newRow()];
}

export function emptySongForm(): SongFormValues {
  return {
    title: '',
    gender: '',
    composers: [newRow()],
    etiquetas: [newRow()],
    interpreters: [newRow()],
    authors: [newRow()],
    arrangers: [newRow()],
    registro_ONDA: '',
    letter: '',
    coverFile: null,
    audioFile: null,
    visibility: true,
    copyright: '',
    isFromRepertoire: true,
  };
}

export function songFormFrom(song: FullSong): SongFormValues {
  return {
    title: song.title,
    gender: song.gender,
    composers: rowsOf(song.composers),
    etiquetas: rowsOf(song.etiquetas),
    interpreters: rowsOf(song.interpreters),
    authors: rowsOf(song.authors),
    arrangers: rowsOf(song.arrangers),
    registro_ONDA: song.registro_ONDA ?? '',
    letter: song.letter ?? '',
    coverFile: null,
    audioFile: null,
    visibility: song.visibility,
    copyright: song.copyright ?? '',
    isFromRepertoire: song.isFromRepertoire,
  };
}

export function isGenre(value: string): value is Genre {
  return (GENRES as readonly string[]).includes(value);
}

/** Non-blank rows, trimmed: blank rows are simply not sent. */
export function filledRows(rows: readonly Row[]): string[] {
  return rows.map((row) => row.value.trim()).filter((value) => value !== '');
}

/**
 * The spec's messages, one per field, in the order the fields appear. `hasAudio` says whether the
 * song already has an audio (editing): then choosing none keeps it.
 */
export function validateSongForm(values: SongFormValues, hasAudio = false): SongFormErrors {
  const errors: SongFormErrors = {};
  if (!values.title.trim()) errors.title = SONG_TEXTS.titleRequired;
  if (!values.gender) errors.gender = SONG_TEXTS.genreRequired;
  if (filledRows(values.composers).length === 0) errors.composers = SONG_TEXTS.composerRequired;
  if (!values.audioFile && !hasAudio) errors.audio = SONG_TEXTS.audioRequired;
  return errors;
}

export function hasFormErrors(errors: SongFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

export interface UploadedUrls {
  audio: string;
  cover: string | null;
}

/** POST /songs body (spec section 7): new songs are public and part of the repertoire. */
export function createBody(values: SongFormValues, urls: UploadedUrls): SongCreateInput {
  return {
    title: values.title.trim(),
    gender: values.gender as Genre,
    composers: filledRows(values.composers),
    interpreters: filledRows(values.interpreters),
    authors: filledRows(values.authors),
    arrangers: filledRows(values.arrangers),
    etiquetas: filledRows(values.etiquetas),
    cover: urls.cover,
    letter: values.letter.trim() || null,
    audio: urls.audio,
    registro_ONDA: values.registro_ONDA.trim() || null,
    // Only when the audio file gave one: otherwise the server writes its default.
    ...(values.copyright.trim() && { copyright: values.copyright.trim() }),
    visibility: true,
    isFromRepertoire: true,
  };
}

export interface UpdateBodyOptions {
  /** The admin editor also sends the song's location (isFromRepertoire). */
  withLocation?: boolean;
}

/** PUT /songs/{id} body: every field of the form; audio and cover only when replaced. */
export function updateBody(
  values: SongFormValues,
  replaced: Partial<UploadedUrls>,
  { withLocation = false }: UpdateBodyOptions = {},
): SongUpdateInput {
  const body: SongUpdateInput = {
    title: values.title.trim(),
    gender: values.gender as Genre,
    composers: filledRows(values.composers),
    interpreters: filledRows(values.interpreters),
    authors: filledRows(values.authors),
    arrangers: filledRows(values.arrangers),
    etiquetas: filledRows(values.etiquetas),
    letter: values.letter.trim() || null,
    registro_ONDA: values.registro_ONDA.trim() || null,
    copyright: values.copyright.trim() || null,
    visibility: values.visibility,
  };
  if (withLocation) body.isFromRepertoire = values.isFromRepertoire;
  if (replaced.audio) body.audio = replaced.audio;
  if (replaced.cover) body.cover = replaced.cover;
  return body;
}
