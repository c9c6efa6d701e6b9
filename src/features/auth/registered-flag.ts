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

/**
 * Onboarding is over once the terms are accepted: from then on /RegisterPageV1 must not send the
 * person back to /ChooseRegister to pick a role again.
 */
export function clearRegisteredFlag(): void {
  try {
    localStorage.removeItem(REGISTERED_FLAG_KEY);
  } catch {
    // nothing stored
  }
}
