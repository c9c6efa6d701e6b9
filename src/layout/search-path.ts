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

/** The query of a results path's parameter: '+' back to spaces (the router decoded the rest). */
export function queryFromPathParam(param: string): string {
  return param.split('+').join(' ').trim();
}
