/**
 * Long downloads on a slow link: one 6½-minute song (its rendition ~6 MB of AAC), uploaded once
 * for the file, reaches the phone through a 1 MB/s link.
 *
 * - A download cut for good resumes where it stopped: the app is closed once 2 MB have arrived
 *   (a train going into a tunnel, the phone put away). Opened again and pinned again, only the
 *   rest crosses the network, from a Range request, and the saved copy is exactly the server's
 *   file.
 * - Seeking ahead of what has downloaded: the listener presses play and at once moves 'Posición'
 *   to three quarters. The music must go on from there (within 2 s of it, playing for 5 s more),
 *   not stop or skip to the next song, and the saved copy must still complete for offline.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { API_CALL } from './api-call';
import { DEMO_PASSWORD, installServiceWorkerNow, launchPersistent, signInByApi } from './helpers';
import { createLongSong, LONG_SONG_COMPOSER } from './long-song';
import { playerBar } from './pages/player-bar';
import { waitForSavedAudio } from './player-helpers';
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

let composer: APIRequestContext;
let song: Song;

// Its renditions take the server half a minute: made once, for both tests.
test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  testInfo.setTimeout(120_000);
  composer = await playwright.request.newContext({ baseURL });
  const login = await composer.post('/api/v1/login', {
    data: { email: LONG_SONG_COMPOSER, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  song = await createLongSong(composer, testInfo);
});

// The other files take the newest songs: a 6½-minute one would change what they meet.
test.afterAll(async () => {
  if (song) await composer.delete(`/api/v1/songs/${song.song_id}`);
  await composer?.dispose();
});

test('a pinned download cut by closing the app resumes from where it stopped after a relaunch', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const file = await page.request.get(song.audio, API_CALL);
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
    await installServiceWorkerNow(phone);
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
    await installServiceWorkerNow(phone);
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
  }
});

test('a seek far past what has downloaded plays on from there, and the copy completes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, LONG_SONG_COMPOSER);

  const proxy = await startThrottleProxy(baseURL ?? '', 1_000_000);
  try {
    await page.goto(`${proxy.origin}/Artist/${song.song_id}`);
    await installServiceWorkerNow(page);
    await page.reload();
    await page
      .getByRole('button', { name: `Reproducir ${song.title}` })
      .first()
      .click();
    const bar = playerBar(page);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('audio')).some((a) => !a.paused && a.currentTime > 0),
    );
    const slider = await bar.position.boundingBox();
    const target = Math.round(song.duration_seconds * 0.75);
    // A native range maps its width less the thumb (14 px) onto min..max.
    const x = (slider?.x ?? 0) + 7 + ((slider?.width ?? 0) - 14) * 0.75;
    await page.mouse.click(x, (slider?.y ?? 0) + (slider?.height ?? 0) / 2);

    const landed = await page.waitForFunction(
      (to) =>
        Array.from(document.querySelectorAll('audio')).find(
          (a) => !a.paused && Math.abs(a.currentTime - to) <= 2,
        )?.currentTime ?? null,
      target,
      { timeout: 15_000 },
    );
    const landedAt = Number(await landed.jsonValue());
    // Sounding again from there within a few seconds (the part comes at 1 MB/s).
    const resumed = await page.waitForFunction(
      (at) =>
        Array.from(document.querySelectorAll('audio')).find(
          (a) => !a.paused && a.readyState >= 3 && a.currentTime > at + 0.3,
        )?.currentTime ?? null,
      landedAt,
      { timeout: 6000 },
    );
    const from = Number(await resumed.jsonValue());
    await page.waitForTimeout(5000);
    const now = await page.evaluate(() =>
      Array.from(document.querySelectorAll('audio'))
        .filter((a) => !a.paused)
        .map((a) => ({ src: a.currentSrc, time: a.currentTime })),
    );
    expect(now).toHaveLength(1);
    expect(now[0]?.src.endsWith(song.audio)).toBe(true);
    expect(now[0]?.time ?? 0).toBeGreaterThanOrEqual(from + 4);
    await expect(bar.title).toHaveText(song.title);

    // The whole file still lands in the audio cache, for offline listening.
    await waitForSavedAudio(page, song.audio);
  } finally {
    await proxy.close();
  }
});
