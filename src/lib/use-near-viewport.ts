import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): what
 * lies far below the first screen is drawn as the person scrolls towards it, not in the start's
 * busiest moment. Without IntersectionObserver, true at once.
 *
 * The observer starts in the ref itself (React runs a ref's returned cleanup when the element
 * goes): a ref that set state was an update inside React's commit, which React renders at once,
 * running every effect of the screen first, all in the task that drew it.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [near: boolean, ref: (element: T | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (near || !element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [near, ref];
}
