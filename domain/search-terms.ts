/**
 * The search texts, fields and term rules, without zod, so the search screens
 * import them cheaply; domain/search.ts builds the API schemas from them.
 */
import {
  normalizeSearchTerm,
  SEARCH_FIELD_VALUES,
  SEARCH_TERM_MAX,
  type SearchField,
} from './search-fields';

export { normalizeSearchTerm, SEARCH_FIELD_VALUES, SEARCH_TERM_MAX, type SearchField };

/** Spec sections 5, 8 and 9, exactly; the rest in the same voice. */
/** The heading of /search ('Explorar', spec section 2), drawn by the app and by its first frame. */
export const ADVANCED_SEARCH_HEADING = {
  eyebrow: 'Explorar',
  title: 'Encuentra a nuevos Creadores',
} as const;

export const SEARCH_TEXTS = {
  criteriaRequired: 'Por favor, ingrese al menos un criterio de búsqueda.',
  noWorks: 'No se encontraron obras!',
  searchFailed: 'Error al realizar la búsqueda',
  termTooLong: 'La búsqueda puede tener hasta 100 caracteres.',
  offlineNote: 'Sin conexión: los resultados se limitan a la música guardada en este dispositivo.',
} as const;

/** Spec section 8: 'No hay {title} relacionadas a tu busqueda'. */
export function emptySectionText(title: string): string {
  return `No hay ${title} relacionadas a tu busqueda`;
}

export const SEARCH_LIMITS = {
  /** Longest term, after trimming: longer ones are refused, not cut. */
  termMax: SEARCH_TERM_MAX,
  /** Spec section 9: at most 5 suggestions. */
  suggestions: 5,
  /**
   * Totals are counted up to this many matches past the page (offset + limit + countAhead); when
   * there are more, `capped` is true and the total is that bound.
   */
  countAhead: 100,
  /**
   * The quick search looks one match past the page: its results page shows no totals, only
   * whether there is more, and looking further would walk ten times the matches of a broad term.
   */
  quickCountAhead: 0,
} as const;

/**
 * The advanced search fields (spec section 5, DECISIONS "Search": both rows use the same mapping).
 * `value` is the query parameter, `label` what the screen shows, `songField` the song's field.
 */
export const SEARCH_FIELDS = [
  { value: 'titulo', label: 'Título', songField: 'title' },
  { value: 'compositor', label: 'Compositor', songField: 'composers' },
  { value: 'autor', label: 'Autor', songField: 'authors' },
  { value: 'arreglista', label: 'Arreglista', songField: 'arrangers' },
  { value: 'interprete', label: 'Intérprete', songField: 'interpreters' },
] as const satisfies readonly { value: SearchField; label: string; songField: string }[];

export type SearchSongField = (typeof SEARCH_FIELDS)[number]['songField'];

export function songFieldOf(field: SearchField): SearchSongField {
  const found = SEARCH_FIELDS.find((candidate) => candidate.value === field);
  if (!found) throw new Error(`Unknown search field: ${field}`);
  return found.songField;
}

/** Number of characters as a person counts them (ñ is one, an emoji is one). */
export function termLength(term: string): number {
  return [...term].length;
}

// Letters that carry no combining mark in Unicode yet lose their accent in PostgreSQL's unaccent.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};

/**
 * Lower case without accents (á=a, ñ=n), as the server's f_unaccent(lower(...)) does: the offline
 * search in the browser must find what the online one finds.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđł]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** Whether `text` matches an already folded term the way the server matches: anywhere in it. */
export function foldedTextMatches(text: string, foldedTerm: string): boolean {
  return foldedTerm !== '' && foldForSearch(text).includes(foldedTerm);
}
