import { expect, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { apiGet, recentSongs, signIn } from './helpers';
import { recordPlayingEvents, waitForPlaying } from './player-helpers';

/**
 * Play counts with real audio: a visitor's listen is sent once it passes half
 * of a short song, counted once, and the song page shows the new figure; a composer sees the
 * plays of each song in 'Mi Repertorio'.
 */
test.beforeEach(({ page }) => recordPlayingEvents(page));

test('a visitor listening past half of a song counts one play, shown on its page', async ({
  page,
  request,
}) => {
  const song = (await recentSongs(request)).items[0];
  const before = (await apiGet<Song>(request, `/songs/${song.song_id}`)).plays;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Artist/${song.song_id}`);
  await expect(page.getByTestId('song-plays')).toHaveText(String(before));

  const posted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/plays') && response.request().method() === 'POST',
    { timeout: (song.duration_seconds / 2 + 15) * 1000 },
  );
  const started = Date.now();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
    .first()
    .click();
  await waitForPlaying(page, song, 0);
  const answer = await posted;
  // Not before half the song had played.
  expect(Date.now() - started).toBeGreaterThanOrEqual((song.duration_seconds / 2) * 1000 - 500);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ counted: true, plays: before + 1 });
  expect((await apiGet<Song>(request, `/songs/${song.song_id}`)).plays).toBe(before + 1);

  await page.reload();
  await expect(page.getByTestId('song-plays')).toHaveText(String(before + 1));
});

test("a composer sees each song's plays in 'Mi Repertorio'", async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'marisol.guzman@tambora.app');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Mi Repertorio' }).click();
  await expect(page).toHaveURL(/\/repertoire\/\d+$/);
  const plays = page.getByTestId('song-plays').first();
  await expect(plays).toHaveText(/^\d[\d,]* reproducci(ón|ones)$/);
});
