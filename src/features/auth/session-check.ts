import type { SessionUser } from '../../../domain/api';
import { isUnauthorized, redirectToLogin } from '../../lib/api-errors';
import { clearBrowserStorage } from '../../lib/browser-storage';
import { isOnline } from '../../lib/connectivity';
import { clearPendingLogout, hasPendingLogout } from './pending-logout';
import { forgetSessionUser, getSessionUser, saveSessionUser } from './session-store';

export interface SessionCheckDeps {
  isOnline: () => boolean;
  getUser: () => SessionUser | null;
  saveUser: (user: SessionUser) => void;
  fetchSession: () => Promise<SessionUser>;
  logout: () => Promise<void>;
  /** Spec section 8, a 401: clear the browser's storage and go to /LoginPageV1. */
  onSessionLost: () => Promise<void>;
}

export const defaultSessionCheckDeps: SessionCheckDeps = {
  isOnline,
  getUser: getSessionUser,
  saveUser: saveSessionUser,
  // Loaded on demand: a visitor (no stored user) never needs the account calls or axios.
  fetchSession: async () => (await import('./api')).fetchSession(),
  logout: async () => (await import('./api')).logout(),
  onSessionLost: async () => {
    forgetSessionUser();
    await clearBrowserStorage();
    redirectToLogin();
  },
};

export type SessionCheckOutcome = 'no-user' | 'offline' | 'confirmed' | 'lost' | 'unreachable';

function sameUser(a: SessionUser, b: SessionUser): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The stored user is shown at once, without asking anyone (it works offline). When online, the
 * server quietly confirms it: its answer refreshes roles and has_uploaded_song; a 401 means the
 * session is gone; no answer at all changes nothing (being offline never signs anyone out).
 */
export async function confirmStoredSession(
  deps: SessionCheckDeps = defaultSessionCheckDeps,
): Promise<SessionCheckOutcome> {
  if (!deps.isOnline()) return 'offline';
  const stored = deps.getUser();
  if (!stored) {
    await flushPendingLogout(deps);
    return 'no-user';
  }
  try {
    const user = await deps.fetchSession();
    if (!sameUser(user, stored)) deps.saveUser(user);
    return 'confirmed';
  } catch (error) {
    if (!isUnauthorized(error)) return 'unreachable';
    await deps.onSessionLost();
    return 'lost';
  }
}

async function flushPendingLogout(deps: SessionCheckDeps): Promise<void> {
  if (!hasPendingLogout()) return;
  try {
    await deps.logout();
    clearPendingLogout();
  } catch {
    // Still unreachable: try again next time.
  }
}
