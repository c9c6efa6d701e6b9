import { REGISTERED_FLAG_KEY } from './session-store';

/** Spec section 4: registration sets a 'registered' flag; logout resets it (forgetSessionUser). */
export function setRegisteredFlag(): void {
  try {
    localStorage.setItem(REGISTERED_FLAG_KEY, 'true');
  } catch {
    // Without storage the flag only skips a redirect: nothing breaks.
  }
}

export function hasRegisteredFlag(): boolean {
  try {
    return localStorage.getItem(REGISTERED_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}
