/**
 * 'Guardar mis me gusta sin conexión': every liked song kept on the device, like YouTube Music's
 * offline mixtape. Liked songs not saved yet are fetched in the background (on Wi-Fi, or on mobile
 * data when the person allows it), within the budget, and are never evicted for recently played
 * ones (enforceBudget). Runs after a like and after the library is read from the server.
 */
import { isOnline } from '../../lib/connectivity';
import { db as appDb, type TamboraDb } from '../../lib/db';
import { saveSong } from './audio-cache';
import { onUnmeteredConnection, readPreferences } from './preferences';

let running: Promise<number> | null = null;
/** A like came while a run was going: that run read the list before it, so go round once more. */
let again = false;

export interface SavedLikesDeps {
  unmetered: () => boolean;
  online: () => boolean;
}

const browser: SavedLikesDeps = { unmetered: () => onUnmeteredConnection(), online: isOnline };

/** Saves the liked songs missing from the device; how many it saved. One run at a time. */
export function saveLikedSongs(
  database: TamboraDb = appDb,
  deps: SavedLikesDeps = browser,
): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let saved = 0;
    do {
      again = false;
      saved += await fetchMissingLikes(database, deps);
    } while (again);
    return saved;
  })().finally(() => {
    running = null;
  });
  return running;
}

async function fetchMissingLikes(database: TamboraDb, deps: SavedLikesDeps): Promise<number> {
  const preferences = await readPreferences(database);
  if (!preferences.saveLiked || !deps.online()) return 0;
  if (!preferences.likedOnMobileData && !deps.unmetered()) return 0;
  let saved = 0;
  // Newest likes first: those are the ones the person is listening to now.
  const liked = await database.librarySongs.orderBy('addedAt').reverse().toArray();
  let used = (await database.offlineSongs.toArray()).reduce((sum, e) => sum + e.sizeBytes, 0);
  for (const { song } of liked) {
    const existing = await database.offlineSongs.get(song.song_id);
    if (existing && existing.song.audio === song.audio) continue;
    if (used >= preferences.budgetBytes) break;
    if (!(await saveSong(song, { pinned: false }, database))) continue;
    saved += 1;
    // Saving may also have evicted recent plays: the total is read again rather than guessed.
    used = (await database.offlineSongs.toArray()).reduce((sum, e) => sum + e.sizeBytes, 0);
  }
  return saved;
}
