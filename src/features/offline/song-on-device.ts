import type { Song } from '../../../domain/api';
import type { TamboraDb } from '../../lib/db';
import { existingAppDb } from '../../lib/lazy-db';

/** How deep an API copy is searched for a song (a page's items, a search's sections…). */
const SEARCH_DEPTH = 4;

function isSongWithId(value: unknown, songId: number): value is Song {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { song_id?: unknown }).song_id === songId &&
    typeof (value as { title?: unknown }).title === 'string' &&
    typeof (value as { audio?: unknown }).audio === 'string'
  );
}

/** The song `songId` anywhere in an API answer kept on the device, or null. */
function findSong(data: unknown, songId: number, depth = SEARCH_DEPTH): Song | null {
  if (isSongWithId(data, songId)) return data;
  if (depth === 0 || typeof data !== 'object' || data === null) return null;
  const children = Array.isArray(data) ? data : Object.values(data);
  for (const child of children) {
    const found = findSong(child, songId, depth - 1);
    if (found) return found;
  }
  return null;
}

/**
 * A song's details as this device already holds them: saved for offline, recently played, in the
 * person's liked songs, or seen in any list kept for offline (home rows, search results, library
 * and playlist pages). Offline, a song page opens from these even if it was
 * never visited.
 */
export async function songOnDevice(songId: number, database?: TamboraDb): Promise<Song | null> {
  try {
    const db = database ?? (await existingAppDb());
    if (!db) return null;
    const saved = await db.offlineSongs.get(songId);
    if (saved) return saved.song;
    const played = await db.recentlyPlayedSongs.get(songId);
    if (played) return played.song;
    const liked = await db.librarySongs.get(songId);
    if (liked) return liked.song;
    // Offline only, on a page never opened: a read of every kept answer is affordable there.
    let seen: Song | null = null;
    await db.apiCache.each((entry) => {
      seen ??= findSong(entry.data, songId);
    });
    return seen;
  } catch {
    return null;
  }
}
