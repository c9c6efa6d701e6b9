/**
 * A sign-out pressed offline clears this device at once, but the server session (an httpOnly
 * cookie the page cannot delete) stays alive until POST /logout reaches the server. This flag
 * remembers to send it when the connection returns. A new sign-in drops the flag, so the old
 * request can never revoke the new session.
 */
const PENDING_LOGOUT_KEY = 'pendingLogout';

export function markPendingLogout(): void {
  try {
    localStorage.setItem(PENDING_LOGOUT_KEY, '1');
  } catch {
    // Without storage there is nothing to remember it in.
  }
}

export function hasPendingLogout(): boolean {
  try {
    return localStorage.getItem(PENDING_LOGOUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearPendingLogout(): void {
  try {
    localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // nothing stored
  }
}
