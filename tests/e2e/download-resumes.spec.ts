/**
 * A download cut for good resumes where it stopped: a 6½-minute song pinned
 * through a 1 MB/s link; the app is closed once 2 MB have arrived (a train going into a tunnel,
 * the phone put away). Opened again and pinned again, only the rest crosses the network, from a
 * Range request, and the saved copy is exactly the server's file.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { launchPersistent, signIn, waitForServiceWorkerControl } from './helpers';
import { createLongSong, LONG_SONG_COMPOSER } from './long-song';
import { startThrottleProxy } from './throttle-proxy';

const PARTIAL_CACHE = 'tambora-audio-partial';
const MB = 1024 * 1024;

/** Bytes of `audio` kept by cut downloads (the worker's parts). */
const keptBytes = (page: Page, audio: string) =>
  page.evaluate(
    async ({ cacheName, path }) => {
      const cache = await caches.open(cacheName);
      let total = 0;
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== path) continue;
        total += Number((await cache.match(request))?.headers.get('content-length') ?? 0);
      }
      return total;
    },
    { cacheName: PARTIAL_CACHE, path: audio },
  );

/** SHA-256 of the saved copy of `audio` in the audio cache, or null. */
const savedHash = (page: Page, audio: string) =>
  page.evaluate(async (path) => {
    const copy = await (await caches.open('tambora-audio')).match(path);
    if (!copy) return null;
    const digest = await crypto.subtle.digest('SHA-256', await copy.arrayBuffer());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  }, audio);

test('a pinned download cut by closing the app resumes from where it stopped after a relaunch', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, LONG_SONG_COMPOSER);
  const song = await createLongSong(page.request, testInfo);
  const file = await page.request.get(song.audio);
  const size = (await file.body()).length;
  const serverHash = createHash('sha256')
    .update(await file.body())
    .digest('hex');
  expect(size).toBeGreaterThan(4 * MB);

  const proxy = await startThrottleProxy(baseURL ?? '', 1_000_000);
  const dir = await mkdtemp(join(tmpdir(), 'tambora-perfil-'));
  try {
    let context = await launchPersistent(dir, proxy.origin);
    let phone = context.pages()[0] ?? (await context.newPage());
    await phone.goto(`/Artist/${song.song_id}`);
    await waitForServiceWorkerControl(phone);
    const pin = () => phone.getByRole('button', { name: 'Disponible sin conexión: esta canción' });
    await pin().click();
    await expect
      .poll(() => keptBytes(phone, song.audio), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2 * MB);
    const keptAtClose = await keptBytes(phone, song.audio);
    await context.close();

    // Opened again later: the same pin, and only the rest comes over the network.
    proxy.audioRequests.length = 0;
    context = await launchPersistent(dir, proxy.origin);
    phone = context.pages()[0] ?? (await context.newPage());
    await phone.goto(`/Artist/${song.song_id}`);
    await waitForServiceWorkerControl(phone);
    await pin().click();
    await expect(pin()).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    expect(await savedHash(phone, song.audio)).toBe(serverHash);

    // The pin asks the size first (HEAD); the bytes come in GETs.
    const forSong = proxy.audioRequests.filter(
      (request) => request.path === song.audio && request.method === 'GET',
    );
    expect(forSong.length).toBeGreaterThan(0);
    const from = Number(/^bytes=(\d+)-$/.exec(forSong[0]?.range ?? '')?.[1]);
    expect(from).toBeGreaterThanOrEqual(keptAtClose);
    const sent = forSong.reduce((sum, request) => sum + request.bytes, 0);
    expect(sent).toBeLessThanOrEqual(size - keptAtClose);
    // Whole in the audio cache: no part is kept any more.
    await expect.poll(() => keptBytes(phone, song.audio)).toBe(0);
    await context.close();
  } finally {
    await proxy.close();
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    // The other tests take the newest songs: a 6½-minute one would change what they meet.
    await page.request.delete(`/api/v1/songs/${song.song_id}`);
  }
});
