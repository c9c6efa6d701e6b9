import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../domain/api';
import { AUDIO_CACHE } from '../../domain/cache-names';
import { refreshSavedSongs } from '../../src/features/offline/refresh-saved';
import { createDb, type TamboraDb } from '../../src/lib/db';
import { makeSong } from './helpers/fake-api';
import { memoryCaches } from './helpers/memory-caches';

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

const edited = async (id: number): Promise<Song> => makeSong(id, { audio: NEW });

describe('saved songs follow the server when the connection returns', () => {
  it('downloads the new file of an edited song, keeps it pinned and drops the old copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nuevo', { status: 200, headers: { 'content-length': '5' } })),
    );
    expect(await refreshSavedSongs(edited, database)).toBe(1);
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
    await refreshSavedSongs(async () => {
      throw new Error('Network Error');
    }, database);
    expect((await database.offlineSongs.get(7))?.song.audio).toBe(OLD);
    expect(cache.urls(AUDIO_CACHE)).toEqual([OLD]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
