import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time: the ref refuses a second click that arrives before React has
 * re-rendered the disabled button (a double submit would send two codes or two accounts).
 */
export function useSubmit() {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
