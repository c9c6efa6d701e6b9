import type { SessionUser } from '../../domain/api';

/** Spec section 3: the signed-in person is kept in local storage under the key 'user'. */
export const SESSION_STORAGE_KEY = 'user';

export function readStoredUser(storage: Storage = localStorage): SessionUser | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'credentials_id' in parsed && 'roles' in parsed) {
      return parsed as SessionUser;
    }
    return null;
  } catch {
    return null;
  }
}

/** Spec section 2 bottom bar: 'Perfil' leads to /UserSettings when signed in, else to the login page. */
export function profileHref(user: SessionUser | null): string {
  return user ? '/UserSettings' : '/LoginPageV1';
}
