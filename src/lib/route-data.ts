/**
 * What a route's loader does with its screen's query: starts it while the screen's code is still
 * on its way (and on hover or touch of the router's own `Link`s: 'intent' preload), without holding
 * the navigation. The screen then finds the request under way, or its answer, under the same
 * key. It does not wait and never fails: the screen draws its own loading state, its stored copy
 * offline and its error texts, as it did before loaders, so nothing a person sees changes.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Any feature's query options: `queryOptions(...)`, or `persistedQueryOptions(...)`. */
interface ScreenQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

type EnsureOptions = Parameters<QueryClient['ensureQueryData']>[0];

export function startQuery(queryClient: QueryClient, options: ScreenQuery): void {
  // ensureQueryData answers from the cache when it holds the key (the page's own answer included).
  void queryClient.ensureQueryData(options as EnsureOptions).catch(() => undefined);
}
