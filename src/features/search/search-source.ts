/**
 * The three searches with their offline fallback: the server's answer when there is a connection,
 * the device's stored music otherwise.
 */
import type { Song } from '../../../domain/api';
import type { SearchPage, SearchResults, Suggestions } from '../../../domain/search';
import {
  type AdvancedCriteria,
  fetchAdvancedSearch,
  fetchSearchResults,
  fetchSuggestions,
  type PageWindow,
} from './api';
import {
  advancedSearchCatalogue,
  readLocalCatalogue,
  searchCatalogue,
  suggestFromCatalogue,
} from './offline-search';
import { type FallbackDeps, type Sourced, withOfflineFallback } from './sourced';

export function searchEverywhere(
  q: string,
  window: PageWindow,
  signal?: AbortSignal,
  deps?: FallbackDeps,
): Promise<Sourced<SearchResults>> {
  return withOfflineFallback(
    () => fetchSearchResults(q, window, signal),
    async () => searchCatalogue(await readLocalCatalogue(), q, window),
    deps,
  );
}

export function suggestEverywhere(
  q: string,
  signal?: AbortSignal,
  deps?: FallbackDeps,
): Promise<Sourced<Suggestions>> {
  return withOfflineFallback(
    () => fetchSuggestions(q, signal),
    async () => suggestFromCatalogue(await readLocalCatalogue(), q),
    deps,
  );
}

export function advancedSearchEverywhere(
  criteria: AdvancedCriteria,
  window: PageWindow,
  signal?: AbortSignal,
  deps?: FallbackDeps,
): Promise<Sourced<SearchPage<Song>>> {
  return withOfflineFallback(
    () => fetchAdvancedSearch(criteria, window, signal),
    async () => advancedSearchCatalogue(await readLocalCatalogue(), criteria, window),
    deps,
  );
}
