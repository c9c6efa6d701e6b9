/**
 * A play's copy that completes after the person signed out is not recorded for the next person
 * (their Descargas would show the song by title): the file may stay if public, the record not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_CACHE } from '../../../domain/cache-names';
import { AUDIO_SAVED } from '../../../domain/worker-messages';
import { keepRecentlyPlayed } from '../../../src/features/offline/audio-cache';
import { clearBrowserStorage } from '../../../src/lib/browser-storage';
import { clearAllTables, db } from '../../../src/lib/db';
import { makeSong } from '../helpers/fake-api';
import { memoryCaches } from '../helpers/memory-caches';

let caches: ReturnType<typeof memoryCaches>;

beforeEach(async () => {
  await clearAllTables(db);
  caches = memoryCaches();
  vi.stubGlobal('caches', caches.api);
});

afterEach(() => vi.unstubAllGlobals());

/** A worker in control that says when a file was saved, as sw/audio-fill.ts does. */
function fakeWorker() {
  const target = new EventTarget();
  return {
    worker: Object.assign(target, { controller: {} }) as unknown as ServiceWorkerContainer,
    saved: (url: string) =>
      target.dispatchEvent(
        new MessageEvent('message', {
          data: { type: AUDIO_SAVED, url: new URL(url, location.href).href, sizeBytes: 1 },
        }),
      ),
  };
}

describe('keepRecentlyPlayed', () => {
  it('records a played song once its file is saved', async () => {
    const song = makeSong(5, { audio: '/media/audios/5.m4a' });
    const { worker, saved } = fakeWorker();
    const keeping = keepRecentlyPlayed(song, worker);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await (await caches.api.open(AUDIO_CACHE)).put(
      song.audio,
      new Response('x', { headers: { 'cache-control': 'public', 'content-length': '1' } }),
    );
    saved(song.audio);
    await keeping;
    expect(await db.offlineSongs.get(5)).toBeDefined();
  });

  it('records nothing when the person signed out before the file was complete', async () => {
    const song = makeSong(6, { audio: '/media/audios/6.m4a' });
    const { worker, saved } = fakeWorker();
    const keeping = keepRecentlyPlayed(song, worker);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await clearBrowserStorage();
    await (await caches.api.open(AUDIO_CACHE)).put(
      song.audio,
      new Response('x', { headers: { 'cache-control': 'public', 'content-length': '1' } }),
    );
    saved(song.audio);
    await keeping;
    expect(await db.offlineSongs.get(6)).toBeUndefined();
  });
});
