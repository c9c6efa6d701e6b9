import {
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNetworkError, responseOf } from './api-errors';
import type { ApiCacheEntry, TamboraDb } from './db';
import { firstData } from './first-data';
import { keepAnswer, storedAnswer } from './stored-answers';

export interface PersistDeps {
  /** Tests pass their own; the app's is loaded on first use (lazy-db.ts). */
  db?: TamboraDb;
  now: () => number;
}

const defaultDeps: PersistDeps = { now: () => Date.now() };

/** Worth answering from the stored copy: no answer at all, or the server is in trouble (5xx). */
export function isUnreachable(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = responseOf(error)?.status;
  return status !== undefined && status >= 500;
}

/**
 * Network first, IndexedDB second: a successful answer is stored under `cacheKey` (written when
 * the browser is idle, stored-answers.ts); when the network fails the stored answer is returned
 * instead, so a screen seen once online opens offline.
 * A 4xx is a real answer and is rethrown (a 401 must sign the person out, not show stale data).
 */
export async function fetchPersisted<T>(
  cacheKey: string,
  fetcher: () => Promise<T>,
  deps: PersistDeps = defaultDeps,
): Promise<T> {
  try {
    const data = await fetcher();
    storeAnswer(cacheKey, data, deps);
    return data;
  } catch (error) {
    if (isUnreachable(error)) {
      const cached = await readPersisted<T>(cacheKey, deps);
      if (cached !== undefined) return cached;
    }
    throw error;
  }
}

function storeAnswer(cacheKey: string, data: unknown, deps: PersistDeps): void {
  keepAnswer({ key: cacheKey, data, updatedAt: deps.now() }, deps.db);
}

export function readPersistedEntry(
  cacheKey: string,
  deps: PersistDeps = defaultDeps,
): Promise<ApiCacheEntry | undefined> {
  return storedAnswer(cacheKey, deps.db);
}

export async function readPersisted<T>(
  cacheKey: string,
  deps: PersistDeps = defaultDeps,
): Promise<T | undefined> {
  const entry = await readPersistedEntry(cacheKey, deps);
  return entry ? (entry.data as T) : undefined;
}

export interface PersistedQueryConfig<T> {
  queryKey: QueryKey;
  cacheKey: string;
  fetcher: () => Promise<T>;
  staleTime?: number;
}

/** A query kept on the device: react-query's options plus the key of its stored copy. */
export type PersistedQueryOptions<T> = UseQueryOptions<T, Error, T, QueryKey> & {
  cacheKey: string;
  persistDeps?: PersistDeps;
};

/**
 * The options of a query kept on the device, for a route's loader and a screen alike: network
 * first, the stored copy second, and the answer the server sent with the page (first-data.ts) as
 * its first data, so neither the loader nor the screen asks for it again.
 */
export function persistedQueryOptions<T>(
  config: PersistedQueryConfig<T>,
  deps?: PersistDeps,
): PersistedQueryOptions<T> {
  const sent = firstData(config.cacheKey);
  return {
    queryKey: config.queryKey,
    queryFn: () => fetchPersisted(config.cacheKey, config.fetcher, deps),
    staleTime: config.staleTime ?? 60_000,
    ...(sent && { initialData: sent.data as T, initialDataUpdatedAt: sent.updatedAt }),
    cacheKey: config.cacheKey,
    persistDeps: deps,
  };
}

/**
 * Shows the stored copy at once, with its real age, while the network answer is on its way: the
 * query starts from IndexedDB and react-query still refetches it because it is stale.
 */
export function usePersistedQuery<T>(options: PersistedQueryOptions<T>) {
  const queryClient = useQueryClient();
  const { cacheKey, queryKey, persistDeps: deps, ...query } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: cacheKey names the same request as queryKey, whose identity changes every render
  useEffect(() => {
    let cancelled = false;
    void readPersistedEntry(cacheKey, deps).then((entry) => {
      if (cancelled || !entry || queryClient.getQueryData(queryKey) !== undefined) return;
      queryClient.setQueryData<T>(queryKey, () => entry.data as T, { updatedAt: entry.updatedAt });
    });
    return () => {
      cancelled = true;
    };
  }, [cacheKey, queryClient, deps]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per key, like the read above
  useEffect(() => {
    // The answer that came with the page is kept like a fetched one, so the screen opens offline.
    const sent = firstData(cacheKey);
    if (sent) storeAnswer(cacheKey, sent.data, deps ?? defaultDeps);
  }, [cacheKey]);
  return useQuery({ ...query, queryKey });
}
