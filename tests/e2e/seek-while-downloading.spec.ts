/**
 * Seeking ahead of what has downloaded: a 6½-minute song reaches the phone at
 * 1 MB/s; the listener presses play and at once moves 'Posición' to three quarters. The music
 * must go on from there (within 2 s of it, playing for 5 s more), not stop or skip to the next
 * song, and the saved copy must still complete for offline.
 */
import { expect, test } from '@playwright/test';
import { signIn, waitForServiceWorkerControl } from './helpers';
import { createLongSong, LONG_SONG_COMPOSER } from './long-song';
import { playerBar } from './pages/player-bar';
import { waitForSavedAudio } from './player-helpers';
import { startThrottleProxy } from './throttle-proxy';

test('a seek far past what has downloaded plays on from there, and the copy completes', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, LONG_SONG_COMPOSER);
  const song = await createLongSong(page.request, testInfo);

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
    // The other tests take the newest songs: a 6½-minute one would change what they meet.
    await page.request.delete(`/api/v1/songs/${song.song_id}`);
  }
});
