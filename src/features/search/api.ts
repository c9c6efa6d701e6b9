/**
 * The search calls (issue "Search"). Types only from domain/search: the schemas stay on the server
 * side of the bundle. They read with fetch rather than the axios client: the suggestions load on
 * the first keystroke, which should not have to download axios first, and a newer keystroke
 * cancels the request in flight (AbortSignal).
 */
import type { Song } from '../../../domain/api';
import type { SearchPage, SearchResults, Suggestions } from '../../../domain/search';
import type { SearchField } from '../../../domain/search-terms';
import { getJson } from '../../lib/fetch-json';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** GET /search: songs, creators and playlists matching `q`, each a page of `window`. */
export async function fetchSearchResults(
  q: string,
  window: PageWindow,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return getJson<SearchResults>(
    '/search',
    { q, limit: window.limit, offset: window.offset },
    signal,
  );
}

/** GET /search/suggestions: at most 5, songs by title first, then creators. */
export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return getJson<Suggestions>('/search/suggestions', { q }, signal);
}

export interface AdvancedCriteria {
  field1: SearchField;
  value1: string;
  field2: SearchField;
  value2: string;
}

/** GET /search/advanced: songs matching both rows that have text. */
export async function fetchAdvancedSearch(
  criteria: AdvancedCriteria,
  window: PageWindow,
  signal?: AbortSignal,
): Promise<SearchPage<Song>> {
  return getJson<SearchPage<Song>>(
    '/search/advanced',
    { ...criteria, limit: window.limit, offset: window.offset },
    signal,
  );
}
