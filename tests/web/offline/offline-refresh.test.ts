import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import { AUDIO_CACHE } from '../../../domain/cache-names';
import {
  followCatalogue,
  type LookupSongs,
  refreshSavedSongs,
  removedSongsText,
} from '../../../src/features/offline/refresh-saved';
import { createDb, type TamboraDb } from '../../../src/lib/db';
import { makeSong } from '../helpers/fake-api';
import { memoryCaches } from '../helpers/memory-caches';

const OLD = '/media/audios/viejo.wav';
const NEW = '/media/audios/nuevo.wav';
let database: TamboraDb;
let cache: ReturnType<typeof memoryCaches>;

beforeEach(async () => {
  database = createDb(`refresh-${Math.random()}`);
  cache = memoryCaches();
  vi.stubGlobal('caches', cache.api);
  await (await cache.api.open(AUDIO_CACHE)).put(OLD, new Response('viejo'));
  await database.offlineSongs.put({
    song_id: 7,
    song: makeSong(7, { audio: OLD }),
    pinned: 1,
    sizeBytes: 5,
    cachedAt: 1,
    lastPlayedAt: 1,
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

/** The server's answer when every asked song is still there, edited (a new file). */
const edited: LookupSongs = async (ids) => ids.map((id): Song => makeSong(id, { audio: NEW }));

describe('saved songs follow the server when the connection returns', () => {
  it('downloads the new file of an edited song, keeps it pinned and drops the old copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nuevo', { status: 200, headers: { 'content-length': '5' } })),
    );
    expect(await refreshSavedSongs(edited, database)).toEqual({ changed: 1, removed: 0 });
    const entry = await database.offlineSongs.get(7);
    expect(entry?.song.audio).toBe(NEW);
    expect(entry?.pinned).toBe(1);
    expect(cache.urls(AUDIO_CACHE)).toEqual([NEW]);
  });

  it('keeps the old copy when the new file cannot be downloaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await refreshSavedSongs(edited, database);
    expect((await database.offlineSongs.get(7))?.song.audio).toBe(OLD);
    expect(cache.urls(AUDIO_CACHE)).toEqual([OLD]);
  });

  it('leaves a song alone when the server cannot be asked (or says it is gone)', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(
      await refreshSavedSongs(async () => {
        throw new Error('Network Error');
      }, database),
    ).toBeNull();
    expect((await database.offlineSongs.get(7))?.song.audio).toBe(OLD);
    expect(cache.urls(AUDIO_CACHE)).toEqual([OLD]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks once per 200 songs, and removes what was deleted or made private, saying so once', async () => {
    for (let id = 100; id < 350; id += 1) {
      await database.offlineSongs.put({
        song_id: id,
        song: makeSong(id, { audio: `/media/audios/${id}.m4a` }),
        pinned: 0,
        sizeBytes: 1,
        cachedAt: 1,
        lastPlayedAt: 1,
      });
      await (await cache.api.open(AUDIO_CACHE)).put(`/media/audios/${id}.m4a`, new Response('x'));
    }
    const asked: number[][] = [];
    // Songs 7 and 120 are gone (deleted, or private to someone else now).
    const lookup: LookupSongs = async (ids) => {
      asked.push(ids);
      return ids
        .filter((id) => id !== 7 && id !== 120)
        .map((id) => makeSong(id, { audio: id === 7 ? OLD : `/media/audios/${id}.m4a` }));
    };
    vi.stubGlobal('fetch', vi.fn());
    let clock = 1_000_000;
    await followCatalogue(lookup, database, () => clock);
    expect(asked.map((ids) => ids.length)).toEqual([200, 51]);
    expect(await database.offlineSongs.get(7)).toBeUndefined();
    expect(await database.offlineSongs.get(120)).toBeUndefined();
    expect(await database.offlineSongs.count()).toBe(249);
    expect(cache.urls(AUDIO_CACHE)).not.toContain(OLD);
    const told = await database.notifications.toArray();
    expect(told.map((entry) => entry.description)).toEqual([removedSongsText(2)]);

    // Within a minute nothing is asked again (a start right after a reconnection); after it, again.
    clock += 30 * 1000;
    await followCatalogue(lookup, database, () => clock);
    expect(asked).toHaveLength(2);
    clock += 31 * 1000;
    await followCatalogue(lookup, database, () => clock);
    expect(asked).toHaveLength(4);
    expect(await database.notifications.count()).toBe(1);
  });
});
