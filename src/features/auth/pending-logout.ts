/**
 * A sign-out pressed offline clears this device at once, but the server session (an httpOnly
 * cookie the page cannot delete) stays alive until POST /logout reaches the server. This flag
 * remembers to send it when the connection returns. A new sign-in drops the flag, so the old
 * request can never revoke the new session.
 */
import { storedFlag } from '../../lib/stored-flag';

const pendingLogout = storedFlag('pendingLogout', '1');

export const markPendingLogout = (): void => pendingLogout.set();
export const hasPendingLogout = (): boolean => pendingLogout.isSet();
export const clearPendingLogout = (): void => pendingLogout.clear();
