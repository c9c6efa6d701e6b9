/**
 * The upload and edit form's values and the spec's rules (section 5): title, genre, at least one
 * non-blank composer, and audio are required; the rest is optional. Pure, for the form and tests.
 */
import type { FullSong } from '../../../../domain/api';
import { GENRES, type Genre } from '../../../../domain/genres';
import { readLyrics } from '../../../../domain/lrc';
import { SONG_TEXTS } from '../../../../domain/song-texts';
import type { ComposerLink, SongCreateInput, SongUpdateInput } from '../../../../domain/songs';

/** One row of a repeatable list; the id keeps React's identity when a row above is removed. */
export interface Row {
  id: number;
  value: string;
  /**
   * Composers only: the profile picked for this name from the suggestions; null
   * when the person removed the link in this form, so an edit sends the change.
   */
  pick?: CreditChoice | null;
}

/** A profile picked for a credited name, and the name it was picked for. */
export interface CreditChoice {
  userId: number;
  name: string;
  /** How the form shows it: 'Ana Probadora (@Anita P)'. */
  label: string;
}

/**
 * Names compared the way the server compares credits (f_name_key: lower case, no accents, spaces
 * trimmed and collapsed), so a pick stays while the person only changes capitals or spacing.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** The pick of a row if it still names what the row says (typing another name drops it). */
export function pickOf(row: Row): CreditChoice | null {
  return row.pick && foldName(row.value) === foldName(row.pick.name) ? row.pick : null;
}

/** The picks a song body sends: one per composer row whose pick still applies. */
export function creditPicksOf(rows: readonly Row[]): { name: string; user_id: number }[] {
  return rows.flatMap((row) => {
    const pick = pickOf(row);
    return pick && row.value.trim() ? [{ name: row.value.trim(), user_id: pick.userId }] : [];
  });
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

export type SongField = 'title' | 'gender' | 'composers' | 'letter' | 'audio';
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

/**
 * The edit form starts from the song; its composers keep the profiles the song page links them to
 * (`links`, when the song came with them), so saving never changes a credit's link unasked.
 */
export function songFormFrom(song: FullSong, links: readonly ComposerLink[] = []): SongFormValues {
  const composers = rowsOf(song.composers).map((row, index) => {
    const userId = links[index]?.name === row.value ? links[index].user_id : null;
    return userId === null ? row : { ...row, pick: { userId, name: row.value, label: row.value } };
  });
  return {
    title: song.title,
    gender: song.gender,
    composers,
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
  // Synced lyrics are whole or refused, the line named (docs/product.md "Letra sincronizada").
  const lyrics = readLyrics(values.letter);
  if (lyrics.kind === 'invalid') errors.letter = lyrics.message;
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
    ...withCreditPicks(values.composers),
  };
}

/** `composer_picks` when the form has any to say: a pick made, kept or removed. */
function withCreditPicks(rows: readonly Row[]): Pick<SongUpdateInput, 'composer_picks'> {
  return rows.some((row) => row.pick !== undefined) ? { composer_picks: creditPicksOf(rows) } : {};
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
    ...withCreditPicks(values.composers),
  };
  if (withLocation) body.isFromRepertoire = values.isFromRepertoire;
  if (replaced.audio) body.audio = replaced.audio;
  if (replaced.cover) body.cover = replaced.cover;
  return body;
}

function sameRows(a: readonly Row[], b: readonly Row[]): boolean {
  const values = (rows: readonly Row[]) => filledRows(rows).join('\n');
  return values(a) === values(b) && creditPicksOf(a).length === creditPicksOf(b).length;
}

/** Whether the form holds anything not in `initial` (ask before discarding). */
export function songFormChanged(values: SongFormValues, initial: SongFormValues): boolean {
  return (
    values.title.trim() !== initial.title.trim() ||
    values.gender !== initial.gender ||
    !sameRows(values.composers, initial.composers) ||
    !sameRows(values.etiquetas, initial.etiquetas) ||
    !sameRows(values.interpreters, initial.interpreters) ||
    !sameRows(values.authors, initial.authors) ||
    !sameRows(values.arrangers, initial.arrangers) ||
    values.registro_ONDA.trim() !== initial.registro_ONDA.trim() ||
    values.letter.trim() !== initial.letter.trim() ||
    values.coverFile !== initial.coverFile ||
    values.audioFile !== initial.audioFile ||
    values.visibility !== initial.visibility ||
    values.copyright.trim() !== initial.copyright.trim() ||
    values.isFromRepertoire !== initial.isFromRepertoire
  );
}
