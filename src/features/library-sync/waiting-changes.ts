/**
 * Library changes a visit left queued (a like pressed offline, then the page reloaded) go as soon
 * as the server can be reached, whatever screen the next visit opens: the sync starts at once when
 * something of this person's waits. Kept apart from sync.ts so the check at start costs one
 * IndexedDB count, not the sync's code.
 */
import { useEffect } from 'react';
import type { TamboraDb } from '../../lib/db';
import { existingAppDb } from '../../lib/lazy-db';
import { LIBRARY_CHANGE_KINDS } from '../offline-queue/library-changes';

export async function hasWaitingChanges(ownerId: number, database?: TamboraDb): Promise<boolean> {
  try {
    const db = database ?? (await existingAppDb());
    if (!db) return false;
    const waiting = await db.offlineQueue
      .where('kind')
      .anyOf([...LIBRARY_CHANGE_KINDS])
      .filter((entry) => entry.ownerId === ownerId)
      .count();
    return waiting > 0;
  } catch {
    return false;
  }
}

/** Starts the library's sync for the signed-in person when changes of theirs wait. */
export function useSyncWaitingChanges(ownerId: number | undefined): void {
  useEffect(() => {
    if (ownerId === undefined) return;
    let current = true;
    void hasWaitingChanges(ownerId).then(async (waiting) => {
      if (!waiting || !current) return;
      (await import('./sync')).startLibrarySync();
    });
    return () => {
      current = false;
    };
  }, [ownerId]);
}
