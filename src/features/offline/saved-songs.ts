import { liveIdSet } from '../../lib/live-id-set';

/**
 * Whether a song is saved for offline listening (every play button asks, to dim the ones that
 * cannot play without a connection); false until IndexedDB has answered, unless asked otherwise.
 */
const useSavedId = liveIdSet(
  async (db) => (await db.offlineSongs.toCollection().primaryKeys()) as number[],
);

/**
 * `undefined` until IndexedDB has answered when `needed`: for a play button whose file depends on
 * the answer (offline/audio-source.ts `sourceOf`), so that it is drawn again when the answer comes.
 */
export function useSavedOfflineAnswer(songId: number, needed: boolean): boolean | undefined {
  return useSavedId(songId, needed);
}

/** Outside React: true, false, or undefined while IndexedDB has not answered yet. */
export function peekSavedOffline(songId: number): boolean | undefined {
  return useSavedId.peek(songId);
}
