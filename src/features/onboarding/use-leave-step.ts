import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_BEFORE_NEXT_STEP_MS, type ONBOARDING_FLOW } from './flow';

type FlowPaths = (typeof ONBOARDING_FLOW)[keyof typeof ONBOARDING_FLOW];
type OnboardingPath =
  | FlowPaths['general']
  | FlowPaths['personal']
  | FlowPaths['terms']
  | FlowPaths['done'];

/**
 * Leaving an onboarding screen once its step is done. `leaving` keeps the screen's fields and
 * buttons disabled from then until the next screen replaces it, so a second press sends nothing.
 *
 * The router puts the next path in the address bar before that screen's code has arrived. A person
 * who goes back in between (a slow phone; a CI run on a loaded machine did it) lands on this step
 * again with this very component still on screen; once the navigation is over and this step's
 * path is the address again, the screen opens again instead of staying disabled for good.
 */
export function useLeaveStep() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [afterMessage, setAfterMessage] = useState<OnboardingPath | null>(null);

  const leave = useCallback(
    async (to: OnboardingPath) => {
      const here = router.state.location.pathname;
      setLeaving(true);
      await router.navigate({ to });
      if (router.state.location.pathname === here) setLeaving(false);
    },
    [router],
  );

  // A message ('Cédula o documento inválido', 'Has aceptado los términos y condiciones.') stays
  // long enough to read before the flow moves on.
  useEffect(() => {
    if (afterMessage === null) return;
    const timer = window.setTimeout(() => {
      setAfterMessage(null);
      void leave(afterMessage);
    }, MESSAGE_BEFORE_NEXT_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [afterMessage, leave]);

  return {
    leaving: leaving || afterMessage !== null,
    leave,
    leaveAfterMessage: setAfterMessage,
  };
}
