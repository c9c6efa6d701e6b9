import type { Song } from '../../../domain/api';
import type { TamboraDb } from '../../lib/db';
import { appDb } from '../../lib/lazy-db';

/**
 * A song's details as this device already holds them: saved for offline, recently played, or in
 * the person's liked songs. Offline, a song page opens from these even if it was never visited.
 */
export async function songOnDevice(songId: number, database?: TamboraDb): Promise<Song | null> {
  try {
    const db = database ?? (await appDb());
    const saved = await db.offlineSongs.get(songId);
    if (saved) return saved.song;
    const played = await db.recentlyPlayedSongs.get(songId);
    if (played) return played.song;
    return (await db.librarySongs.get(songId))?.song ?? null;
  } catch {
    return null;
  }
}
