/**
 * Saved songs follow the catalogue (docs/product.md "Saved songs follow the catalogue"). At every
 * start and every reconnection, at most once a minute, the device asks in one request per SONG_LOOKUP_MAX songs which of its saved songs this
 * person may still see (GET /songs/lookup): a song its owner deleted or made private is removed
 * from the device, and the person is told once; an edited song has a new audio URL (upload names
 * are unique), so its new file is downloaded and the old copy dropped (refreshChangedSongs).
 * Nothing is removed unless the server answered: no answer changes nothing.
 */
import type { Song } from '../../../domain/api';
import { SONG_LOOKUP_MAX } from '../../../domain/songs';
import { isOnline } from '../../lib/connectivity';
import { db, type TamboraDb } from '../../lib/db';
import { fetchJson } from '../../lib/fetch-json';
import { notify } from '../../lib/notify';
import { recordNotification } from '../notifications/record';
import { refreshChangedSongs, removeSavedSong } from './audio-cache';

/** Which of these songs the server still shows this person; throws when it cannot be asked. */
export type LookupSongs = (ids: number[]) => Promise<Song[]>;

const lookupOnServer: LookupSongs = async (ids) =>
  (await fetchJson<{ items: Song[] }>('/songs/lookup', { params: { ids: ids.join(',') } })).items;

export interface RefreshReport {
  /** Saved songs whose file changed and was downloaded again. */
  changed: number;
  /** Saved songs removed: deleted, or no longer visible to this person. */
  removed: number;
}

/** Checks every saved song against the server; null when the server could not be asked. */
export async function refreshSavedSongs(
  lookup: LookupSongs = lookupOnServer,
  database: TamboraDb = db,
): Promise<RefreshReport | null> {
  if (!isOnline()) return null;
  const saved = await database.offlineSongs.toArray();
  const fresh: Song[] = [];
  for (let start = 0; start < saved.length; start += SONG_LOOKUP_MAX) {
    const ids = saved.slice(start, start + SONG_LOOKUP_MAX).map((entry) => entry.song_id);
    try {
      fresh.push(...(await lookup(ids)));
    } catch {
      return null;
    }
  }
  const present = new Map(fresh.map((song) => [song.song_id, song]));
  const gone = saved.filter((entry) => !present.has(entry.song_id));
  for (const entry of gone) await removeSavedSong(entry.song_id, database);
  const changed = saved.filter((entry) => {
    const now = present.get(entry.song_id);
    return now !== undefined && now.audio !== entry.song.audio;
  }).length;
  await refreshChangedSongs(fresh, database);
  return { changed, removed: gone.length };
}

/** When the catalogue was last checked on this device (Dexie `settings`). */
const CHECKED_KEY = 'savedSongsCheckedAt';
/** Often enough that a deleted song leaves within a minute of coming back; one request a minute at most. */
const CHECK_INTERVAL_MS = 60 * 1000;

export function removedSongsText(count: number): string {
  return count === 1
    ? '1 canción guardada ya no está disponible y se quitó de este dispositivo.'
    : `${count} canciones guardadas ya no están disponibles y se quitaron de este dispositivo.`;
}

/** At start and on reconnect: the check above, at most once a minute, saying once what was removed. */
export async function followCatalogue(
  lookup: LookupSongs = lookupOnServer,
  database: TamboraDb = db,
  now: () => number = Date.now,
): Promise<void> {
  const last = (await database.settings.get(CHECKED_KEY))?.value;
  if (typeof last === 'number' && now() - last < CHECK_INTERVAL_MS) return;
  const report = await refreshSavedSongs(lookup, database);
  if (report === null) return;
  await database.settings.put({ key: CHECKED_KEY, value: now() });
  if (report.removed === 0) return;
  const text = removedSongsText(report.removed);
  notify('success', text, { id: 'saved-songs-removed' });
  await recordNotification(
    { type: 'alert', title: 'Canciones quitadas', description: text },
    { database },
  );
}
