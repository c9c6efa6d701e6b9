/**
 * The signed-in person as the browser knows it (spec section 3: local storage key 'user'), as a
 * tiny external store so every component re-renders when someone signs in, out, or changes role.
 * The server decides what the person may do; this copy is for comfort and for offline use.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../domain/api';
import { hasRole } from '../../../domain/roles';
import { readStoredUser, SESSION_STORAGE_KEY } from '../../lib/session';

/** Spec section 4: registration also sets a 'registered' flag. */
export const REGISTERED_FLAG_KEY = 'registered';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: SessionUser | null | undefined;

function read(): SessionUser | null {
  if (current === undefined) current = readStoredUser();
  return current;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSessionUser(): SessionUser | null {
  return read();
}

export function saveSessionUser(user: SessionUser): void {
  current = user;
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode without storage: the session still works for this page's lifetime.
  }
  emit();
}

/** Merges a change (new roles, has_uploaded_song) into the stored user: "mirrored locally". */
export function updateSessionUser(change: Partial<SessionUser>): void {
  const user = read();
  if (user) saveSessionUser({ ...user, ...change });
}

/** Forgets the stored user only; the logout flow clears the rest. */
export function forgetSessionUser(): void {
  current = null;
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    localStorage.removeItem(REGISTERED_FLAG_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

/** Follows sign-ins and sign-outs, in this tab and in others. */
export function subscribeSessionUser(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) {
      current = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSessionUser, read, () => null);
}

export function isComposer(user: SessionUser | null): boolean {
  return hasRole(user?.roles, 'composer');
}
export function isAdminUser(user: SessionUser | null): boolean {
  return hasRole(user?.roles, 'admin');
}
export function isListener(user: SessionUser | null): boolean {
  return hasRole(user?.roles, 'user');
}

/** Test hook: forget the in-memory copy so the next read comes from storage. */
export function resetSessionStoreForTests(): void {
  current = undefined;
  listeners.clear();
}
