import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): what
 * lies far below the first screen is drawn as the person scrolls towards it, not in the start's
 * busiest moment. Without IntersectionObserver, true at once.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [near: boolean, ref: (element: T | null) => void] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [near, useCallback((next: T | null) => setElement(next), [])];
}
