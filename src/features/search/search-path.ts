/** The results route of spec section 2, as the router knows it. */
export const SEARCH_RESULTS_ROUTE = '/SearchView/$searchQuery';

/**
 * Spec section 2: /SearchView/{searchQuery} with the query's spaces replaced by '+'.
 * Returns null for a query that is empty once trimmed (nothing to search).
 */
export function searchResultsPath(query: string): string | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return `/SearchView/${words.map(encodeURIComponent).join('+')}`;
}

/** Where a suggestion leads: a song to its page, a creator to their profile. */
export function suggestionPath(suggestion: { type: 'song' | 'creator'; id: number }): string {
  return suggestion.type === 'song'
    ? `/Artist/${suggestion.id}`
    : `/ComposerPerfil/${suggestion.id}`;
}

function decodeWord(word: string): string {
  try {
    return decodeURIComponent(word);
  } catch {
    return word;
  }
}

/**
 * The query of a results address as the browser has it (still percent-encoded): '+' separates
 * words and '%2B' is a '+' typed in one ('a+b'). The router's decoded parameter cannot tell the two
 * apart, so this reads the encoded path; `fallback` (the decoded parameter) when it is not one.
 */
export function queryFromResultsHref(href: string, fallback: string): string {
  const path = href.split(/[?#]/, 1)[0];
  const match = /^\/SearchView\/([^/]*)\/?$/i.exec(path);
  const encoded = match ? match[1] : null;
  if (encoded === null) return fallback.split('+').join(' ').trim();
  return encoded.split('+').map(decodeWord).join(' ').trim();
}
