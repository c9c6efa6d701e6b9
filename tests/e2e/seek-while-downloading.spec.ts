/**
 * Seeking ahead of what has downloaded (issue 28 point 1): a 6½-minute song reaches the phone at
 * 1 MB/s; the listener presses play and at once moves 'Posición' to three quarters. The music
 * must go on from there (within 2 s of it, playing for 5 s more), not stop or skip to the next
 * song, and the saved copy must still complete for offline.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { signIn, waitForServiceWorkerControl } from './helpers';
import { playerBar } from './pages/player-bar';
import { waitForSavedAudio } from './player-helpers';
import { startThrottleProxy } from './throttle-proxy';

const COMPOSER = 'yokasta.mejia@tambora.app';
const SECONDS = 390;

/** A long, light WAV (8 kHz mono): the server's rendition of it is ~6 MB of AAC. */
function longWav(path: string): Buffer {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${SECONDS}:sample_rate=8000`,
    '-ac',
    '1',
    path,
  ]);
  return readFileSync(path);
}

test('a seek far past what has downloaded plays on from there, and the copy completes', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, COMPOSER);
  const upload = await page.request.post('/api/v1/storage/audios', {
    multipart: {
      file: {
        name: 'larga.wav',
        mimeType: 'audio/wav',
        buffer: longWav(testInfo.outputPath('larga.wav')),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const created = await page.request.post('/api/v1/songs', {
    data: {
      title: `Larga ${String(Date.now()).slice(-6)}`,
      gender: 'BACHATA',
      composers: ['Yokasta Mejía Reyes'],
      audio: ((await upload.json()) as { url: string }).url,
    },
  });
  expect(created.status()).toBe(201);
  let song = (await created.json()) as Song;
  await expect
    .poll(
      async () => {
        song = (await (await page.request.get(`/api/v1/songs/${song.song_id}`)).json()) as Song;
        return song.audio_status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('ready');

  const proxy = await startThrottleProxy(baseURL ?? '', 1_000_000);
  try {
    await page.goto(`${proxy.origin}/Artist/${song.song_id}`);
    await waitForServiceWorkerControl(page);
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
