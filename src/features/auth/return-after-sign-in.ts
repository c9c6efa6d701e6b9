/**
 * Where a visitor was when an action asked them to sign in first ('Seguir' on a profile): the
 * sign-in goes back there instead of the home. Kept for this tab only (sessionStorage), and only
 * a path of this site, so no link can send a person elsewhere after signing in.
 */
const KEY = 'tambora:return-after-sign-in';

export function rememberReturnAfterSignIn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Nowhere to keep it: the sign-in goes home, as it always did.
  }
}

/** The path kept by rememberReturnAfterSignIn, once: reading it forgets it. */
export function takeReturnAfterSignIn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
