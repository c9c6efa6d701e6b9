import { resetSessionStoreForTests } from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';

/** Each test starts in a fresh browser: an empty IndexedDB, online, nothing stored, signed out. */
export async function resetBrowser(): Promise<void> {
  await clearAllTables(db);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  localStorage.clear();
  resetSessionStoreForTests();
}
