import { API_CACHE } from './cache-names';
import { loadDbModule } from './lazy-db';

/**
 * Forgets everything stored about the person: local and session storage, every IndexedDB table
 * and the service worker's copy of API answers (which may hold their library). The app shell and
 * cover images stay: they are public and let the login page open offline.
 */
export async function clearBrowserStorage(): Promise<void> {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); there is nothing to clear then.
  }
  const { clearAllTables, db } = await loadDbModule();
  await clearAllTables(db);
  if (typeof caches !== 'undefined') {
    await caches.delete(API_CACHE);
  }
}
