/**
 * The search calls (issue "Search"). Types only from domain/search: the schemas stay on the server
 * side of the bundle. They read with fetch rather than the axios client: the suggestions load on
 * the first keystroke, which should not have to download axios first, and a newer keystroke
 * cancels the request in flight (AbortSignal).
 */
import type { Song } from '../../../domain/api';
import type { SearchPage, SearchResults, Suggestions } from '../../../domain/search';
import type { SearchField } from '../../../domain/search-terms';
import { FetchJsonError, FetchNetworkError } from '../../lib/api-errors';
import { apiUrl, type QueryParams } from '../../lib/fetch-json';

/**
 * GET a JSON answer: a non-2xx answer throws FetchJsonError, no answer FetchNetworkError, a
 * cancelled request its AbortError (neither an answer nor "offline").
 */
async function getJson<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new FetchNetworkError(cause);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) {
      // Spec section 8: any 401 clears the browser's storage and goes to the login page.
      const { defaultUnauthorizedDeps } = await import('../../lib/http');
      await defaultUnauthorizedDeps.clearStorage();
      defaultUnauthorizedDeps.redirectToLogin();
    }
    throw new FetchJsonError(response.status, data);
  }
  return data as T;
}

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
