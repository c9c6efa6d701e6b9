import { useDeferredValue, useMemo } from 'react';

/** What a home row draws from its query. */
export interface RowQuery<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
}

/**
 * A row's query as the row draws it. react-query's answers reach React through
 * useSyncExternalStore, which renders at once and cannot be interrupted: at start-up each answer
 * drew its row of cards in one task of 100–250 ms at 4× CPU (Lighthouse's TBT). Deferred, the new
 * state is drawn in a background render that yields to the browser every few milliseconds, while
 * the urgent render keeps the previous state (the same object, so the row's memoised view skips
 * it).
 */
export function useDrawnQuery<T>(query: RowQuery<T>): RowQuery<T> {
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  const error = useDeferredValue(query.error);
  return useMemo(() => ({ status, data, error }), [status, data, error]);
}
