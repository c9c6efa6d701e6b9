import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Navigates to any spec path, also those whose route another issue adds (the typed `to` only
 * knows routes that exist); until then the guard and the not-found page answer.
 */
export function useGo() {
  const router = useRouter();
  return useCallback(
    (href: string, options: { replace?: boolean } = {}) =>
      router.navigate({ href, replace: options.replace }),
    [router],
  );
}
