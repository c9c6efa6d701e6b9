/**
 * What an audio file already says about itself (ID3, Vorbis comments, MP4 atoms…), read in the
 * browser when a composer picks it, so they do not retype the title, performers, composers, genre,
 * year and cover their file carries. Nothing they typed is overwritten; what is filled in
 * stays editable. music-metadata loads only on the upload screens, when a file is picked.
 */
import { GENRES, type Genre } from '../../../../domain/genres';
import { foldForSearch } from '../../../../domain/search-terms';
import { defaultCopyright } from '../../../../domain/song-texts';
import { filledRows, newRow, type Row, type SongFormValues } from './song-form-values';

export interface FileTags {
  title?: string;
  artists: string[];
  composers: string[];
  genre?: Genre;
  year?: number;
  copyright?: string;
  cover?: File;
}

/** The file's genre as one of ours ('Merengue típico' → 'MERENGUE TIPICO'), or undefined. */
export function matchGenre(text: string | undefined): Genre | undefined {
  if (!text) return undefined;
  const folded = foldForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return GENRES.find((genre) => foldForSearch(genre) === folded);
}

function names(values: readonly (string | undefined)[] | undefined): string[] {
  const seen = new Set<string>();
  for (const value of values ?? []) {
    // One tag may hold several names: 'Juan Luis Guerra; 4.40' or 'A / B'.
    for (const name of (value ?? '').split(/\s*[;/]\s*/)) {
      const clean = name.trim();
      if (clean) seen.add(clean);
    }
  }
  return [...seen];
}

const PICTURE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The file's tags, or null when it has none we can read (or is not audio at all). */
export async function readFileTags(file: File): Promise<FileTags | null> {
  try {
    const { parseBlob } = await import('music-metadata');
    const { common } = await parseBlob(file, { duration: false, skipPostHeaders: true });
    const picture = common.picture?.find((image) => image.format in PICTURE_EXTENSIONS);
    return {
      title: common.title?.trim() || undefined,
      artists: names(common.artists ?? [common.artist]),
      composers: names(common.composer),
      genre: common.genre?.map(matchGenre).find((genre) => genre !== undefined),
      year: common.year,
      copyright: common.copyright?.trim() || undefined,
      cover: picture
        ? new File(
            [new Uint8Array(picture.data)],
            `portada.${PICTURE_EXTENSIONS[picture.format]}`,
            {
              type: picture.format,
            },
          )
        : undefined,
    };
  } catch {
    return null;
  }
}

const blank = (rows: readonly Row[]) => filledRows(rows).length === 0;

/**
 * The form's values with what the file says filled in where the person has not written anything.
 * `copyright` only when the file gives one or its year (the upload form shows it then).
 */
export function prefillFromTags(values: SongFormValues, tags: FileTags): Partial<SongFormValues> {
  const change: Partial<SongFormValues> = {};
  if (!values.title.trim() && tags.title) change.title = tags.title;
  if (values.gender === '' && tags.genre) change.gender = tags.genre;
  if (blank(values.composers) && tags.composers.length > 0) {
    change.composers = tags.composers.map((name) => newRow(name));
  }
  if (blank(values.interpreters) && tags.artists.length > 0) {
    change.interpreters = tags.artists.map((name) => newRow(name));
  }
  if (!values.coverFile && tags.cover) change.coverFile = tags.cover;
  if (!values.copyright.trim()) {
    const composer = filledRows(change.composers ?? values.composers)[0];
    const copyright =
      tags.copyright ?? (tags.year && composer ? defaultCopyright(tags.year, composer) : undefined);
    if (copyright) change.copyright = copyright;
  }
  return change;
}
