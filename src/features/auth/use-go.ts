import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Navigates to any spec path, by its href (the typed `to` only knows registered routes); a path with
 * no route gets the guard and the not-found page.
 */
export function useGo() {
  const router = useRouter();
  return useCallback(
    (href: string, options: { replace?: boolean } = {}) =>
      router.navigate({ href, replace: options.replace }),
    [router],
  );
}
