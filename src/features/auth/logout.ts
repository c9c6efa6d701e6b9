import { errorText } from '../../lib/api-errors';
import { clearBrowserStorage } from '../../lib/browser-storage';
import { forgetPushOnThisDevice } from '../push/device-push';
import { logout } from './api';
import { markPendingLogout } from './pending-logout';
import { forgetSessionUser } from './session-store';

export interface SignOutDeps {
  logout: () => Promise<void>;
  clearStorage: () => Promise<void>;
  forgetUser: () => void;
}

const defaultDeps: SignOutDeps = {
  logout,
  // The push subscription goes with the rest: the next person here gets none of these notices.
  clearStorage: async () => {
    await Promise.all([clearBrowserStorage(), forgetPushOnThisDevice()]);
  },
  forgetUser: forgetSessionUser,
};

export interface SignOutResult {
  /** The server's message when it could not end the session (spec section 8). */
  serverError?: string;
}

/**
 * Spec section 4 logout: ends the server session, forgets the stored user, the social-user
 * stores and flags (all of local and session storage) and the person's IndexedDB data; the app
 * shell stays. The person asked to leave, so this device is cleared even when the server cannot
 * be reached; the server call is then retried when the connection returns.
 */
export async function signOut(deps: SignOutDeps = defaultDeps): Promise<SignOutResult> {
  let serverError: string | undefined;
  try {
    await deps.logout();
  } catch (error) {
    serverError = errorText(error);
  }
  // The device is cleared before the screen says the person left: someone who sees the
  // signed-out bar may close the app at once, and a purge cut short would leave their songs.
  try {
    await deps.clearStorage();
  } finally {
    deps.forgetUser();
  }
  if (serverError) markPendingLogout();
  return { serverError };
}
