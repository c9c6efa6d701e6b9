import { QueryClient } from '@tanstack/react-query';
import { responseOf } from './api-errors';

/** A 4xx is the server's final word; only failures to reach it are worth one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = responseOf(error)?.status;
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Query functions answer from IndexedDB when offline, so they must run even then
        // ('online' mode would pause them and leave the screen loading).
        networkMode: 'always',
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
