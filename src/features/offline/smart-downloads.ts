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

/** The pass under way, and whether the person asked for it (mobile data allowed). */
let running: { pass: Promise<number>; asked: boolean } | null = null;
const watchers = new Set<() => void>();
const tellWatchers = () => {
  for (const watcher of watchers) watcher();
};

/** Whether a pass is under way: 'Descargar ahora' shows it (DownloadsPage). */
export const smartDownloadsRunning = (): boolean => running !== null;

/** Calls `watcher` when a pass starts or ends; returns how to stop. */
export function watchSmartDownloads(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/**
 * Brings the smart downloads in line with the list; how many songs it saved. `asked`: the person
 * pressed 'Descargar ahora', so mobile data is allowed this once. One pass at a time: a call
 * meanwhile shares the pass under way, except an asked one while a pass nobody asked for runs
 * (it may have skipped mobile data): that one follows it. `after`: what the pass must wait for
 * first (preferences being saved), while it already counts as under way.
 */
export function syncSmartDownloads(
  options: { asked?: boolean; after?: Promise<unknown> } = {},
  database: TamboraDb = appDb,
  deps: SmartDeps = browser,
): Promise<number> {
  const asked = options.asked ?? false;
  if (running && (running.asked || !asked)) return running.pass;
  const before = Promise.all([running?.pass.catch(() => 0), options.after?.catch(() => undefined)]);
  const pass: Promise<number> = before
    .then(() => run(asked, database, deps))
    .finally(() => {
      if (running?.pass !== pass) return;
      running = null;
      tellWatchers();
    });
  running = { pass, asked };
  tellWatchers();
  return pass;
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
