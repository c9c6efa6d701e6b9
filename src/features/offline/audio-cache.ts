import type { Song } from '../../../domain/api';
import { songDetailCacheKey } from '../../../domain/cache-keys';
import { AUDIO_CACHE, AUDIO_PARTIAL_CACHE, IMAGE_CACHE } from '../../../domain/cache-names';
import type { SongDetail } from '../../../domain/songs';
import { isAudioSaved } from '../../../domain/worker-messages';
import { onForgetPerson } from '../../lib/browser-storage';
import { isOnline } from '../../lib/connectivity';
import { db, type OfflineSongEntry, type TamboraDb } from '../../lib/db';
import { getJson } from '../../lib/fetch-json';
import { downloadSourceOf } from './audio-source';
import { planEviction } from './eviction';
import { askPersistentStorage } from './persistent-storage';
import { readPreferences } from './preferences';
import { downloadWhole, type Progress } from './whole-download';

/**
 * The page keeps whole audio files (200 answers) in the 'audio' cache and their index in Dexie
 * (offlineSongs). The service worker answers the player's Range requests from that cache
 * (sw/audio-range.ts), so a song saved here plays and seeks offline.
 */

export type { Progress } from './whole-download';

const inFlight = new Map<string, Promise<boolean>>();

/**
 * Bumped each time the person is forgotten (sign-out, a 401): a play's copy that completes after
 * it must not put the song, by title, in the next person's Descargas (found by the sign-out E2E).
 */
let personGeneration = 0;
onForgetPerson(() => {
  personGeneration += 1;
});

const hasCaches = () => typeof caches !== 'undefined';

/** Covers, so an offline song shows complete; best effort. */
async function keepCovers(song: Song): Promise<void> {
  const urls = [song.cover, song.cover_thumb].filter((url): url is string => Boolean(url));
  if (urls.length === 0) return;
  try {
    const cache = await caches.open(IMAGE_CACHE);
    await Promise.all(
      urls.map(async (url) => {
        if (await cache.match(url)) return;
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url, response);
      }),
    );
  } catch {
    // A missing cover falls back to the default disc image.
  }
}

/**
 * The song's own answer (its waveform, lyrics and credits: lists do not carry them), so its page
 * and the expanded player show them offline; best effort, once.
 */
async function keepDetails(song: Song, database: TamboraDb): Promise<void> {
  const key = songDetailCacheKey(song.song_id);
  const generation = personGeneration;
  try {
    if (await database.apiCache.get(key)) return;
    // Read through fetch, as every read is: axios loads with the first change, not with a play.
    const detail = await getJson<SongDetail>(`/songs/${song.song_id}`);
    // Signed out meanwhile: the answer was the last person's.
    if (generation !== personGeneration) return;
    await database.apiCache.put({ key, data: detail, updatedAt: Date.now() });
  } catch {
    // Offline or refused: the page says what needs a connection.
  }
}

async function download(song: Song, onProgress?: Progress): Promise<number> {
  // 'Calidad de las descargas' may ask for the lighter file; it is kept under the song's address.
  const { blob, cacheControl } = await downloadWhole(downloadSourceOf(song), { onProgress });
  const cache = await caches.open(AUDIO_CACHE);
  await cache.put(
    song.audio,
    new Response(blob, {
      status: 200,
      headers: {
        'Content-Type': blob.type || 'application/octet-stream',
        'Content-Length': String(blob.size),
        // Who may see it, as the server said: a sign-out removes what is not public.
        'Cache-Control': cacheControl,
      },
    }),
  );
  return blob.size;
}

/** The size of the file already in the audio cache (saved by the worker while it played), if any. */
async function cachedSize(url: string): Promise<number | null> {
  const cache = await caches.open(AUDIO_CACHE);
  const copy = await cache.match(url);
  if (!copy) return null;
  const declared = Number(copy.headers.get('content-length'));
  return declared > 0 ? declared : (await copy.blob()).size;
}

/** True when the song's current file is saved (same URL: names are unique per upload). */
export async function isSaved(song: Song, database: TamboraDb = db): Promise<boolean> {
  const entry = await database.offlineSongs.get(song.song_id);
  if (!entry || entry.song.audio !== song.audio || !hasCaches()) return false;
  const cache = await caches.open(AUDIO_CACHE);
  return (await cache.match(song.audio)) !== undefined;
}

/** The player's question before loading: offline, only saved songs can play. */
export async function canPlayNow(song: Song): Promise<boolean> {
  if (isOnline()) return true;
  try {
    return await isSaved(song);
  } catch {
    return false;
  }
}

async function removeFile(url: string): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(AUDIO_CACHE);
  await cache.delete(url);
}

/**
 * Saves one song: downloads once (concurrent callers share the download), records it, then keeps
 * the recently played copies within the budget.
 */
export async function saveSong(
  song: Song,
  options: {
    pinned: boolean;
    onProgress?: Progress;
    /** 'Descargas inteligentes': marked as such only when the song was not saved already. */
    smart?: boolean;
  },
  database: TamboraDb = db,
): Promise<boolean> {
  if (!hasCaches()) return false;
  const existing = await database.offlineSongs.get(song.song_id);
  const pinned: 0 | 1 = options.pinned || existing?.pinned === 1 ? 1 : 0;
  const now = Date.now();
  if (existing && existing.song.audio === song.audio && (await isSaved(song, database))) {
    if (options.smart) return true;
    // Pinned or played: the person's own now, no longer a smart download.
    const { smart: _smart, ...own } = existing;
    await database.offlineSongs.put({ ...own, song, pinned, lastPlayedAt: now });
    options.onProgress?.(existing.sizeBytes, existing.sizeBytes);
    return true;
  }
  let pending = inFlight.get(song.audio);
  if (!pending) {
    pending = (async () => {
      try {
        // Already in the cache (the worker kept it while it played, or an earlier session kept a
        // public song): recorded without downloading it again.
        const sizeBytes =
          (await cachedSize(song.audio)) ?? (await download(song, options.onProgress));
        options.onProgress?.(sizeBytes, sizeBytes);
        // The file changed on the server (a new URL): the old copy goes only once the new one is
        // here, so a failed download never leaves the person with neither.
        if (existing && existing.song.audio !== song.audio) await removeFile(existing.song.audio);
        const current = await database.offlineSongs.get(song.song_id);
        const entry: OfflineSongEntry = {
          song_id: song.song_id,
          song,
          pinned: current?.pinned === 1 ? 1 : pinned,
          sizeBytes,
          cachedAt: Date.now(),
          // A smart download was not played: it sorts as the oldest.
          lastPlayedAt: options.smart ? 0 : now,
          ...(options.smart && pinned === 0 && { smart: 1 as const }),
        };
        await database.offlineSongs.put(entry);
        void askPersistentStorage();
        void keepCovers(song);
        void keepDetails(song, database);
        await enforceBudget(database);
        return true;
      } catch {
        return false;
      } finally {
        inFlight.delete(song.audio);
      }
    })();
    inFlight.set(song.audio, pending);
  }
  const saved = await pending;
  if (saved && pinned === 1) {
    await database.offlineSongs.update(song.song_id, { pinned: 1, smart: undefined });
  }
  return saved;
}

/**
 * A song that starts playing is kept for offline listening (recently played), from the bytes the
 * player downloads: the service worker fills the cache while it plays (sw/audio-fill.ts) and says
 * when the file is complete. Without a worker in control (the very first page, before it installs)
 * the song is not kept: downloading it a second time would double the person's data.
 */
export async function keepRecentlyPlayed(
  song: Song,
  worker: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  if (!hasCaches()) return;
  const existing = await db.offlineSongs.get(song.song_id);
  if (existing && existing.song.audio === song.audio) {
    // Played: a smart download becomes a recently played copy like any other.
    await db.offlineSongs.update(song.song_id, { lastPlayedAt: Date.now(), smart: undefined });
    return;
  }
  if (!worker?.controller) return;
  const generation = personGeneration;
  // Listening before looking: the file may be completed between the two.
  const fill = waitForFill(worker, song.audio);
  const saved = (await cachedSize(song.audio)) !== null || (await fill.saved);
  fill.cancel();
  if (saved && generation === personGeneration) await saveSong(song, { pinned: false });
}

/** How long a play may take to bring its whole file before the page stops waiting for it. */
const FILL_WAIT_MS = 10 * 60 * 1000;

function waitForFill(
  worker: ServiceWorkerContainer,
  url: string,
): { saved: Promise<boolean>; cancel: () => void } {
  const absolute = new URL(url, location.href).href;
  let finish: (saved: boolean) => void = () => undefined;
  const saved = new Promise<boolean>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (isAudioSaved(event.data) && event.data.url === absolute) finish(true);
    };
    const timer = setTimeout(() => finish(false), FILL_WAIT_MS);
    finish = (result) => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      resolve(result);
    };
    worker.addEventListener('message', onMessage);
  });
  return { saved, cancel: () => finish(false) };
}

/** Liked songs, when the person keeps them offline: never evicted for recently played ones. */
async function keptLikes(database: TamboraDb): Promise<Set<number>> {
  if (!(await readPreferences(database)).saveLiked) return new Set();
  return new Set((await database.librarySongs.toCollection().primaryKeys()) as number[]);
}

export async function enforceBudget(database: TamboraDb = db): Promise<void> {
  const entries = await database.offlineSongs.toArray();
  const { budgetBytes } = await readPreferences(database);
  const evicted = planEviction(entries, budgetBytes, await keptLikes(database));
  for (const songId of evicted) await removeSavedSong(songId, database);
}

/** Descargas' per-song 'Quitar': the file and its record go, pinned or not. */
export async function removeSavedSong(songId: number, database: TamboraDb = db): Promise<void> {
  const entry = await database.offlineSongs.get(songId);
  if (entry) await removeFile(entry.song.audio);
  await database.offlineSongs.delete(songId);
}

export interface PinResult {
  saved: number;
  /** Songs that could not be saved (the connection dropped, the file is gone): retry these. */
  failed: Song[];
}

/** The bytes a song will take: its saved copy's, else what the server says (HEAD), else 0. */
export async function expectedSize(song: Song, database: TamboraDb = db): Promise<number> {
  const entry = await database.offlineSongs.get(song.song_id);
  if (entry && entry.song.audio === song.audio) return entry.sizeBytes;
  try {
    const response = await fetch(downloadSourceOf(song), {
      method: 'HEAD',
      credentials: 'same-origin',
    });
    return Number(response.headers.get('content-length')) || 0;
  } catch {
    return 0;
  }
}

/**
 * Pins every song of a list (a whole playlist). Progress counts bytes, not songs: a playlist of
 * one long WAV and nine short songs moves as the data does.
 */
export async function pinSongs(
  songs: readonly Song[],
  onProgress?: (loadedBytes: number, totalBytes: number) => void,
  database: TamboraDb = db,
): Promise<PinResult> {
  const sizes = await Promise.all(songs.map((song) => expectedSize(song, database)));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let done = 0;
  let saved = 0;
  const failed: Song[] = [];
  onProgress?.(0, total);
  for (const [index, song] of songs.entries()) {
    const size = sizes[index] ?? 0;
    const ok = await saveSong(
      song,
      {
        pinned: true,
        onProgress: (loaded) => onProgress?.(done + loaded, Math.max(total, done + loaded)),
      },
      database,
    );
    if (ok) saved += 1;
    else failed.push(song);
    done += size;
    onProgress?.(Math.min(done, total), total);
  }
  return { saved, failed };
}

/** Unpinned songs go back to being recently played copies (evictable). */
export async function unpinSongs(songs: readonly Song[], database: TamboraDb = db): Promise<void> {
  await database.offlineSongs
    .where('song_id')
    .anyOf(songs.map((song) => song.song_id))
    .modify({ pinned: 0 });
  await enforceBudget(database);
}

/** 'Borrar todo': every saved song, the pinned ones too only when asked. */
export async function clearOfflineMusic(
  options: { includingPinned: boolean },
  database: TamboraDb = db,
): Promise<void> {
  const entries = await database.offlineSongs.toArray();
  for (const entry of entries) {
    if (entry.pinned === 1 && !options.includingPinned) continue;
    await removeSavedSong(entry.song_id, database);
  }
  // Nothing pinned is left to follow, nor any part of a cut download.
  if (options.includingPinned) {
    await database.pinnedPlaylists.clear();
    if (hasCaches()) await caches.delete(AUDIO_PARTIAL_CACHE);
  }
}

export interface StorageUsage {
  audioBytes: number;
  songs: number;
  pinned: number;
  /** The whole site's use and quota according to the browser, when it says. */
  usageBytes: number | null;
  quotaBytes: number | null;
}

export async function storageUsage(database: TamboraDb = db): Promise<StorageUsage> {
  const entries = await database.offlineSongs.toArray();
  let usageBytes: number | null = null;
  let quotaBytes: number | null = null;
  try {
    const estimate = await navigator.storage?.estimate();
    usageBytes = estimate?.usage ?? null;
    quotaBytes = estimate?.quota ?? null;
  } catch {
    // Not offered by this browser.
  }
  return {
    audioBytes: entries.reduce((sum, entry) => sum + entry.sizeBytes, 0),
    songs: entries.length,
    pinned: entries.filter((entry) => entry.pinned === 1).length,
    usageBytes,
    quotaBytes,
  };
}

/**
 * Online: a saved song whose file changed on the server (the list brings a new audio URL) is
 * downloaded again and the old file dropped.
 */
export async function refreshChangedSongs(
  fresh: readonly Song[],
  database: TamboraDb = db,
): Promise<void> {
  if (!isOnline()) return;
  const entries = await database.offlineSongs.bulkGet(fresh.map((song) => song.song_id));
  for (const [index, entry] of entries.entries()) {
    const song = fresh[index];
    if (entry && song && entry.song.audio !== song.audio) {
      await saveSong(song, { pinned: entry.pinned === 1 }, database);
    }
  }
}
