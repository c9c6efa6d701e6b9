import { expect, test } from '@playwright/test';
import { firstSeasonalPlaylist, installServiceWorkerNow } from './helpers';
import { playerBar } from './pages/player-bar';
import { playingCount, recordPlayingEvents, waitForPlaying } from './player-helpers';

/** A whole playlist pinned online ('Disponible sin conexión') plays song after song offline. */
test.beforeEach(({ page }) => recordPlayingEvents(page));

test('a playlist pinned from its page plays every song offline', async ({
  page,
  context,
  request,
}) => {
  const { playlistId, songs } = await firstSeasonalPlaylist(request);
  expect(songs.length).toBeGreaterThan(1);

  await page.goto(`/PlaylistSongsCard/${playlistId}`);
  await installServiceWorkerNow(page);
  const pin = page.getByRole('button', { name: 'Disponible sin conexión: la playlist' });
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

  // No connection from here on: every file must come from what was saved.
  await context.setOffline(true);
  const bar = playerBar(page);
  let before = await playingCount(page);
  await page.getByRole('button', { name: 'Reproducir', exact: true }).first().click();
  await waitForPlaying(page, songs[0], before);
  for (const song of songs.slice(1)) {
    before = await playingCount(page);
    await bar.button('Siguiente').click();
    await waitForPlaying(page, song, before);
  }
  await context.setOffline(false);
});
