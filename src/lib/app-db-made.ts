/**
 * Whether this device has the app's IndexedDB database yet. Kept apart from lazy-db.ts, which
 * waits for the page's start, because db.ts (read by the service worker too) reports here when
 * the database opens.
 */

/** The app's IndexedDB database (src/lib/db.ts opens it under this name). */
export const DB_NAME = 'tambora';

let made = false;
const madeListeners: Array<() => void> = [];
let hadDatabase: Promise<boolean> | null = null;

/** The app's database has opened (db.ts): made, if it was not. */
export function noteAppDbOpen(): void {
  if (made) return;
  made = true;
  for (const listener of madeListeners.splice(0)) listener();
}

/** Whether this page has opened the database (and so it exists). */
export function appDbOpened(): boolean {
  return made;
}

/**
 * Whether the database exists: opened by this page, or on the device when the page started. A
 * browser that cannot list its databases, or refuses to, is taken to have it (it is opened).
 */
export async function appDbExists(): Promise<boolean> {
  if (made) return true;
  hadDatabase ??= (async () => {
    try {
      if (typeof indexedDB?.databases !== 'function') return true;
      return (await indexedDB.databases()).some(({ name }) => name === DB_NAME);
    } catch {
      return true;
    }
  })();
  return made || (await hadDatabase);
}

/**
 * Runs `run` once the database exists: at once when it does, else when it is made, after calling
 * `meanwhile` (the device has nothing kept: an empty answer is the true one). Returns a cancel,
 * for a caller that goes away before either is called (a screen left before the first save).
 */
export function whenAppDbMade(run: () => void, meanwhile?: () => void): () => void {
  let cancelled = false;
  const runOnce = () => {
    if (!cancelled) run();
  };
  void appDbExists().then((exists) => {
    if (cancelled) return;
    if (exists) {
      run();
      return;
    }
    madeListeners.push(runOnce);
    meanwhile?.();
  });
  return () => {
    cancelled = true;
    const index = madeListeners.indexOf(runOnce);
    if (index >= 0) madeListeners.splice(index, 1);
  };
}
