import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fetchProfile } from './api';
import { MESSAGE_BEFORE_NEXT_STEP_MS, type ONBOARDING_FLOW, type TERMS_BACK_PATH } from './flow';

type FlowPaths = (typeof ONBOARDING_FLOW)[keyof typeof ONBOARDING_FLOW];
export type OnboardingPath =
  | FlowPaths['general']
  | FlowPaths['personal']
  | FlowPaths['terms']
  | FlowPaths['done']
  | typeof TERMS_BACK_PATH;

export const profileQueryKey = (userId: number) => ['profile', userId] as const;

/**
 * The stored profile, to fill the forms again when the person comes back to a step. The forms never
 * wait for it: a failure (offline, a profile not created yet) just leaves them empty.
 */
export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: () => fetchProfile(userId),
    staleTime: 0,
    retry: false,
  });
}

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
