/**
 * The search calls. Types only from domain/search: the schemas stay on the server
 * side of the bundle. They read with fetch rather than the axios client: the suggestions load on
 * the first keystroke, which should not have to download axios first, and a newer keystroke
 * cancels the request in flight (AbortSignal).
 */
import { queryOptions } from '@tanstack/react-query';
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

/** /SearchView shows 12 of each section at a time ('Ver más' adds 12); spec section 9: /search shows 30 a page. */
export const RESULTS_PAGE_SIZE = 12;
export const ADVANCED_PAGE_SIZE = 30;

export const searchKeys = {
  results: (q: string) => ['search', 'results', q] as const,
  advanced: (criteria: AdvancedCriteria, page: number) =>
    ['search', 'advanced', criteria, page] as const,
};

// The offline fallback (the device's catalogue) loads with the first search, not the first key.
const everywhere = () => import('./search-source');

/** The first page of each section of /SearchView, the device's music when offline. */
export function searchResultsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: async ({ signal }) =>
      (await everywhere()).searchEverywhere(q, { limit: RESULTS_PAGE_SIZE, offset: 0 }, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** Page `page` of an advanced search (/search), the device's music when offline. */
export function advancedSearchQueryOptions(criteria: AdvancedCriteria, page: number) {
  return queryOptions({
    queryKey: searchKeys.advanced(criteria, page),
    queryFn: async ({ signal }) =>
      (await everywhere()).advancedSearchEverywhere(
        criteria,
        { limit: ADVANCED_PAGE_SIZE, offset: (page - 1) * ADVANCED_PAGE_SIZE },
        signal,
      ),
    staleTime: 30_000,
    retry: false,
  });
}
