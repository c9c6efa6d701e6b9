import { expect, type Page } from '@playwright/test';
import type { Song } from '../../domain/api';
import { waitInPage } from './wait-in-page';

/**
 * Every 'playing' event of any media element is recorded by a capturing listener installed before
 * the app runs, so a test waits for the event itself rather than polling the element.
 */
export async function recordPlayingEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { __playing: events });
    document.addEventListener(
      'playing',
      (event) => events.push((event.target as HTMLMediaElement).currentSrc),
      true,
    );
  });
}

export async function playingCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __playing: string[] }).__playing.length);
}

/** Resolves once a new 'playing' event happened for `song`'s file after `before` events. */
export async function waitForPlaying(page: Page, song: Song, before: number): Promise<void> {
  await page.waitForFunction(
    ({ audio, before: count }) => {
      const events = (window as unknown as { __playing: string[] }).__playing;
      return events.slice(count).some((src) => src.endsWith(audio));
    },
    { audio: song.audio, before },
  );
}

/**
 * Milliseconds between the end of one song and the next file's 'playing', for each song change
 * (the gap between songs). The end is the media element's 'ended' (or a
 * 'pause' just before it, should an engine stop the element itself). Recorded in the page with
 * performance.now(), installed before the app runs; the test makes no pause of its own.
 */
export async function recordSongGaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const gaps: number[] = [];
    let stoppedAt: number | null = null;
    let stoppedSrc = '';
    Object.assign(window, { __gaps: gaps });
    const stopped = (event: Event) => {
      stoppedAt = performance.now();
      stoppedSrc = (event.target as HTMLMediaElement).currentSrc;
    };
    document.addEventListener('ended', stopped, true);
    document.addEventListener('pause', stopped, true);
    document.addEventListener(
      'playing',
      (event) => {
        const src = (event.target as HTMLMediaElement).currentSrc;
        if (stoppedAt === null || src === stoppedSrc) return;
        gaps.push(performance.now() - stoppedAt);
        stoppedAt = null;
      },
      true,
    );
  });
}

export async function songGaps(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __gaps: number[] }).__gaps);
}

export interface SavedPlayer {
  currentSongId: number | null;
  shuffle?: boolean;
  repeat?: 'off' | 'all' | 'one';
}

/** What the player has saved on the device for the next visit (IndexedDB `playerState`). */
export async function savedPlayer(page: Page): Promise<SavedPlayer | null> {
  return page.evaluate(async () => {
    const request = indexedDB.open('tambora');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<SavedPlayer | null>((resolve) => {
        const read = db.transaction('playerState').objectStore('playerState').get('current');
        read.onsuccess = () => resolve((read.result as SavedPlayer | undefined) ?? null);
        read.onerror = () => resolve(null);
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Resolves once `audio` is saved for offline listening as the player asks it offline
 * (src/features/offline/audio-cache.ts `isSaved`): the whole file in the audio cache and the
 * page's record of its song, which is written after the worker's word. A test that went offline
 * on the file alone raced that record.
 */
export async function waitForSavedAudio(
  page: Page,
  audio: string,
  timeout = 30_000,
): Promise<void> {
  await waitInPage(
    page,
    async (url) => Boolean(await (await caches.open('tambora-audio')).match(url)),
    audio,
    timeout,
  );
  await expect
    .poll(async () => (await offlineSongEntries(page)).some((entry) => entry.audio === audio), {
      timeout,
    })
    .toBe(true);
}

/** A song the page recorded as saved on the device: its id, its file and whether it is pinned. */
export interface OfflineSongEntry {
  song_id: number;
  audio: string;
  pinned: number;
}

/** What the page recorded as saved on the device (IndexedDB `offlineSongs`). */
export function offlineSongEntries(page: Page): Promise<OfflineSongEntry[]> {
  return page.evaluate(async () => {
    // Opening the database before the app has made it would make an empty one (src/lib/lazy-db.ts).
    if (!(await indexedDB.databases()).some((database) => database.name === 'tambora')) return [];
    return new Promise<OfflineSongEntry[]>((resolve) => {
      const open = indexedDB.open('tambora');
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('offlineSongs')) {
          database.close();
          return resolve([]);
        }
        const all = database.transaction('offlineSongs').objectStore('offlineSongs').getAll();
        all.onsuccess = () => {
          database.close();
          const entries = all.result as {
            song_id: number;
            pinned: number;
            song: { audio: string };
          }[];
          resolve(
            entries.map(({ song_id, pinned, song }) => ({ song_id, audio: song.audio, pinned })),
          );
        };
        all.onerror = () => {
          database.close();
          resolve([]);
        };
      };
      open.onerror = () => resolve([]);
    });
  });
}
