import type { TamboraDb } from '../../lib/db';
import { existingAppDb } from '../../lib/lazy-db';

/**
 * Whether counted listens wait in the offline queue (a visit that ended before they went). Kept
 * apart from send-plays.ts so the check at start costs one IndexedDB count, not the sender's code.
 */
export async function hasWaitingPlays(database?: TamboraDb): Promise<boolean> {
  try {
    const db = database ?? (await existingAppDb());
    if (!db) return false;
    return (await db.offlineQueue.where('kind').equals('play').count()) > 0;
  } catch {
    return false;
  }
}
