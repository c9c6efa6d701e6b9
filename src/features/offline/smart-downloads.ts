/**
 * 'Descargas inteligentes', opt-in in Descargas: the first N songs of the
 * person's 'Para ti' kept on the device, fetched only on Wi-Fi or a wire (or when the person asks),
 * only into free room within the budget, the first to go when room is needed (eviction.ts), and
 * replaced as the list changes: a smart copy that left the list is removed, unless the person
 * played or pinned it since (it is then theirs).
 */
import type { Song } from '../../../domain/api';
import type { ForYou } from '../../../domain/recommendations';
import { isOnline } from '../../lib/connectivity';
import { db as appDb, type TamboraDb } from '../../lib/db';
import { fetchPersisted } from '../../lib/persisted-query';
import { expectedSize, removeSavedSong, saveSong } from './audio-cache';
import { onUnmeteredConnection, readPreferences } from './preferences';

export interface SmartDeps {
  unmetered: () => boolean;
  online: () => boolean;
  /** The person's 'Para ti', as the home reads it (kept for offline too). */
  forYou: () => Promise<Song[]>;
}

const browser: SmartDeps = {
  unmetered: () => onUnmeteredConnection(),
  online: isOnline,
  forYou: async () => {
    const { getJson } = await import('../../lib/fetch-json');
    const list = await fetchPersisted('GET /recommendations', () =>
      getJson<ForYou>('/recommendations'),
    );
    return list.items.map((item) => item.song);
  },
};

const usedBytes = async (database: TamboraDb) =>
  (await database.offlineSongs.toArray()).reduce((sum, entry) => sum + entry.sizeBytes, 0);

let running: Promise<number> | null = null;

/**
 * Brings the smart downloads in line with the list; how many songs it saved. `asked`: the person
 * pressed 'Descargar ahora', so mobile data is allowed this once. One run at a time.
 */
export function syncSmartDownloads(
  options: { asked?: boolean } = {},
  database: TamboraDb = appDb,
  deps: SmartDeps = browser,
): Promise<number> {
  running ??= run(options.asked ?? false, database, deps).finally(() => {
    running = null;
  });
  return running;
}

async function run(asked: boolean, database: TamboraDb, deps: SmartDeps): Promise<number> {
  const preferences = await readPreferences(database);
  if (!preferences.smartDownloads || !deps.online()) return 0;
  if (!asked && !deps.unmetered()) return 0;
  const wanted = (await deps.forYou()).slice(0, preferences.smartCount);
  const keep = new Set(wanted.map((song) => song.song_id));
  for (const entry of await database.offlineSongs.toArray()) {
    if (entry.smart === 1 && entry.pinned === 0 && !keep.has(entry.song_id)) {
      await removeSavedSong(entry.song_id, database);
    }
  }
  let saved = 0;
  for (const song of wanted) {
    const existing = await database.offlineSongs.get(song.song_id);
    if (existing && existing.song.audio === song.audio) continue;
    // Only free room: a smart download never pushes out what the person played or kept, nor
    // (being first to go) another smart download, which would only churn through the list.
    const room = preferences.budgetBytes - (await usedBytes(database));
    if (room <= 0 || (await expectedSize(song, database)) > room) break;
    if (await saveSong(song, { pinned: false, smart: true }, database)) saved += 1;
  }
  return saved;
}

/** For the places that see a new 'Para ti' list: loads this code's work only when it is on. */
export async function keepSmartDownloadsInBackground(database: TamboraDb = appDb): Promise<void> {
  if (!(await readPreferences(database)).smartDownloads) return;
  await syncSmartDownloads({}, database).catch(() => 0);
}

/** Turning it off removes what it brought that is still only its own. */
export async function dropSmartDownloads(database: TamboraDb = appDb): Promise<void> {
  for (const entry of await database.offlineSongs.toArray()) {
    if (entry.smart === 1 && entry.pinned === 0) await removeSavedSong(entry.song_id, database);
  }
}
