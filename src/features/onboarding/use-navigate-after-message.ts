import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MESSAGE_BEFORE_NEXT_STEP_MS, type ONBOARDING_FLOW } from './flow';

type FlowPaths = (typeof ONBOARDING_FLOW)[keyof typeof ONBOARDING_FLOW];
export type OnboardingPath =
  | FlowPaths['general']
  | FlowPaths['personal']
  | FlowPaths['terms']
  | FlowPaths['done'];

/**
 * Moves on after a message ('Cédula o documento inválido', 'Has aceptado los términos y
 * condiciones.') has been on screen long enough to read. `waiting` keeps the buttons disabled.
 */
export function useNavigateAfterMessage() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<OnboardingPath | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => {
      void navigate({ to: target });
    }, MESSAGE_BEFORE_NEXT_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
  return { waiting: target !== null, navigateLater: setTarget };
}
