import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '../../../domain/api';
import { guardFor } from './guards';
import { hasRegisteredFlag } from './registered-flag';
import { getSessionUser } from './session-store';

export interface RouteGuardDeps {
  getUser: () => SessionUser | null;
  isRegistered: () => boolean;
  alert: (message: string) => void;
}

const defaultDeps: RouteGuardDeps = {
  getUser: getSessionUser,
  isRegistered: hasRegisteredFlag,
  alert: (message) => window.alert(message),
};

/**
 * The root route's beforeLoad: every navigation (also to paths whose screen comes later) passes
 * the guard table. Preloading (a pointer resting on a link) follows the redirect silently: the
 * alert is for a person who actually goes there.
 */
export function guardNavigation(
  { location, preload }: { location: { pathname: string }; preload: boolean },
  deps: RouteGuardDeps = defaultDeps,
): void {
  const decision = guardFor(location.pathname, deps.getUser(), {
    registered: deps.isRegistered(),
  });
  if (!decision) return;
  if (decision.alert && !preload) deps.alert(decision.alert);
  throw redirect({ href: decision.redirect, replace: true });
}
