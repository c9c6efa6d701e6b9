import { liveIdSet } from '../../lib/live-id-set';

/**
 * Whether a song is saved for offline listening (every play button asks, to dim the ones that
 * cannot play without a connection); false until IndexedDB has answered.
 */
const useSavedId = liveIdSet(
  async (db) => (await db.offlineSongs.toCollection().primaryKeys()) as number[],
);

export function useSavedOffline(songId: number): boolean {
  return useSavedId(songId);
}

/** Outside React: true, false, or undefined while IndexedDB has not answered yet. */
export function peekSavedOffline(songId: number): boolean | undefined {
  return useSavedId.peek(songId);
}
