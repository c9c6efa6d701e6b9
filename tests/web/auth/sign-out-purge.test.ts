/**
 * Sign-out on a shared phone: nothing of the
 * last person stays (the player, its saved state, their private songs and covers), public files
 * may stay, and unsent changes are kept for their owner only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, AUDIO_CACHE, IMAGE_CACHE } from '../../../domain/cache-names';
import { COLOR_SCHEME_KEY } from '../../../domain/color-scheme';
import { discardPending, enqueue, pendingCount } from '../../../src/features/offline-queue/queue';
import { savePlayer } from '../../../src/features/player/persistence';
import { INITIAL_PLAYER_STATE } from '../../../src/features/player/player';
import { clearBrowserStorage, onForgetPerson } from '../../../src/lib/browser-storage';
import { clearPersonTables, createDb, db, type TamboraDb } from '../../../src/lib/db';
import { isPublicCopy, removePrivateMedia } from '../../../src/lib/media-cache';
import { makeSong } from '../helpers/fake-api';
import { memoryCaches } from '../helpers/memory-caches';

const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-cache';

function copy(cacheControl: string | null): Response {
  return new Response('bytes', {
    headers: cacheControl ? { 'cache-control': cacheControl } : {},
  });
}

let caches: ReturnType<typeof memoryCaches>;

beforeEach(async () => {
  caches = memoryCaches();
  vi.stubGlobal('caches', caches.api);
  const audio = await caches.api.open(AUDIO_CACHE);
  await audio.put('/media/audios/publica.m4a', copy(PUBLIC));
  await audio.put('/media/audios/privada.m4a', copy(PRIVATE));
  // Saved before copies carried the server's word: treated as private.
  await audio.put('/media/audios/antigua.wav', copy(null));
  const images = await caches.api.open(IMAGE_CACHE);
  await images.put('/media/images/portada-publica.webp', copy(PUBLIC));
  await images.put('/media/images/portada-privada.webp', copy(PRIVATE));
  await (await caches.api.open(API_CACHE)).put('/api/v1/songs', copy(null));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isPublicCopy', () => {
  it("reads the server's cache-control, and anything unmarked is private", () => {
    expect(isPublicCopy(copy(PUBLIC))).toBe(true);
    expect(isPublicCopy(copy('max-age=60, public'))).toBe(true);
    expect(isPublicCopy(copy(PRIVATE))).toBe(false);
    expect(isPublicCopy(copy('no-cache, publicity'))).toBe(false);
    expect(isPublicCopy(copy(null))).toBe(false);
  });
});

describe('removePrivateMedia', () => {
  it('removes every saved audio file and cover that is not public, and keeps the public ones', async () => {
    expect(await removePrivateMedia(caches.api)).toBe(3);
    expect(caches.urls(AUDIO_CACHE)).toEqual(['/media/audios/publica.m4a']);
    expect(caches.urls(IMAGE_CACHE)).toEqual(['/media/images/portada-publica.webp']);
  });

  it("keeps the device's theme, which is no person's", async () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    localStorage.setItem('user', '{}');
    await clearBrowserStorage();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });
});

describe('clearBrowserStorage (sign-out and the 401 rule)', () => {
  it("runs every loaded feature's forget step, then wipes tables, API copies and private media", async () => {
    const forgetPlayer = vi.fn();
    onForgetPerson(forgetPlayer);
    localStorage.setItem('user', '{}');
    await db.playerState.put({
      key: 'current',
      playing: false,
      currentSongId: 1,
      songList: [makeSong(1)],
      playlistId: null,
      hidden: false,
      volume: 80,
      positionSeconds: 3,
    });
    await db.offlineSongs.put({
      song_id: 1,
      song: makeSong(1, { audio: '/media/audios/privada.m4a' }),
      pinned: 1,
      sizeBytes: 5,
      cachedAt: 1,
      lastPlayedAt: 1,
    });
    await clearBrowserStorage();
    expect(forgetPlayer).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(await db.playerState.count()).toBe(0);
    expect(await db.offlineSongs.count()).toBe(0);
    expect(await caches.api.has(API_CACHE)).toBe(false);
    expect(caches.urls(AUDIO_CACHE)).toEqual(['/media/audios/publica.m4a']);
    expect(caches.urls(IMAGE_CACHE)).toEqual(['/media/images/portada-publica.webp']);
  });

  it("keeps the device's theme, which is no person's", async () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    localStorage.setItem('user', '{}');
    await clearBrowserStorage();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });
});

describe("the player's saved state after a sign-out", () => {
  it('is deleted, not rewritten, when the player holds nothing', async () => {
    const database = createDb(`player-${Math.random()}`);
    await savePlayer(
      { ...INITIAL_PLAYER_STATE, current: makeSong(1), list: [makeSong(1)] },
      database,
    );
    expect(await database.playerState.count()).toBe(1);
    await savePlayer(INITIAL_PLAYER_STATE, database);
    expect(await database.playerState.count()).toBe(0);
  });
});

describe('unsent changes at sign-out', () => {
  let database: TamboraDb;
  beforeEach(() => {
    database = createDb(`held-${Math.random()}`);
  });

  it("keeps each person's changes for them only, and drops changes nobody owns", async () => {
    await enqueue(database, { kind: 'like', song: makeSong(1) }, 7);
    await enqueue(database, { kind: 'like', song: makeSong(2) }, 7);
    await enqueue(database, { kind: 'like', song: makeSong(3) }, 9);
    await database.offlineQueue.add({
      createdAt: 1,
      kind: 'like',
      payload: { kind: 'like', song: makeSong(4) },
      status: 'pending',
    });
    await database.librarySongs.put({ song_id: 1, song: makeSong(1), addedAt: 1 });
    await clearPersonTables(database);
    expect(await database.librarySongs.count()).toBe(0);
    expect(await pendingCount(database, 7)).toBe(2);
    expect(await pendingCount(database, 9)).toBe(1);
    expect(await database.offlineQueue.count()).toBe(3);
  });

  it("'Descartar' drops only that person's changes", async () => {
    await enqueue(database, { kind: 'like', song: makeSong(1) }, 7);
    await enqueue(database, { kind: 'like', song: makeSong(3) }, 9);
    await discardPending(database, 7);
    expect(await pendingCount(database, 7)).toBe(0);
    expect(await pendingCount(database, 9)).toBe(1);
  });
});
