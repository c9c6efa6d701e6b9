/**
 * The search calls (issue "Search"). Types only from domain/search: the schemas stay on the server
 * side of the bundle.
 */
import type { Song } from '../../../domain/api';
import type { SearchPage, SearchResults, Suggestions } from '../../../domain/search';
import type { SearchField } from '../../../domain/search-terms';
import { http } from '../../lib/http';

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
  const { data } = await http.get<SearchResults>('/search', {
    params: { q, limit: window.limit, offset: window.offset },
    signal,
  });
  return data;
}

/** GET /search/suggestions: at most 5, songs by title first, then creators. */
export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const { data } = await http.get<Suggestions>('/search/suggestions', { params: { q }, signal });
  return data;
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
  const { data } = await http.get<SearchPage<Song>>('/search/advanced', {
    params: { ...criteria, limit: window.limit, offset: window.offset },
    signal,
  });
  return data;
}
