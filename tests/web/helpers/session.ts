/** The stored session user a screen reads at start: `null` is a visitor. */
import type { SessionUser } from '../../../domain/api';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';

export function signInAs(user: SessionUser | null) {
  localStorage.clear();
  resetSessionStoreForTests();
  if (user) saveSessionUser(user);
}
