import { useEffect, useState } from 'react';
import { useGo } from './use-go';

/** Spec section 9: the reset flow moves on 2 s after its message. */
export const RESET_REDIRECT_MS = 2000;

/**
 * Schedules one navigation after the reset flow's pause; leaving the screen earlier cancels it
 * (no jump back into the flow from elsewhere).
 */
export function useDelayedGo() {
  const go = useGo();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => void go(target, { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [target, go]);
  return { scheduled: target !== null, goLater: setTarget };
}
