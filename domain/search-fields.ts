/**
 * The smallest part of the search rules, for code in every first visit (the top bar's box, the
 * /search route's URL check): the advanced search field values and how a typed term is cleaned.
 * Texts, labels and matching live in domain/search-terms.ts, which re-exports these.
 */

/** Spec section 5 fields of the advanced search, as query parameters (labels in search-terms). */
export const SEARCH_FIELD_VALUES = [
  'titulo',
  'compositor',
  'autor',
  'arreglista',
  'interprete',
] as const;
export type SearchField = (typeof SEARCH_FIELD_VALUES)[number];

/** Longest term, after trimming: longer ones are refused, not cut. */
export const SEARCH_TERM_MAX = 100;

// Control characters never belong in a term; U+001F also joins credits in the database.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

// Punctuation around the whole term: '¿mi barrio?' asks for 'mi barrio'. Inside it ('a+b', 'a%b')
// it is matched literally. Dropping it at the ends can only widen a substring match.
const EDGE_PUNCTUATION = /^[\p{P}\s]+|[\p{P}\s]+$/gu;

/**
 * Spec section 5 "trimmed": control characters become spaces, runs of spaces one space, and
 * punctuation at either end goes (DECISIONS "Search": punctuation never breaks a search).
 */
export function normalizeSearchTerm(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '');
}
