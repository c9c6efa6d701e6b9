import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { API_CALL } from './api-call';
import { expectAxeClean, installServiceWorkerNow, recentSongs, signIn } from './helpers';
import { playerBar } from './pages/player-bar';
import {
  offlineSongEntries,
  playingCount,
  recordPlayingEvents,
  waitForPlaying,
  waitForSavedAudio,
} from './player-helpers';

/**
 * A playlist pinned for offline follows its playlist (a song added
 * later, from another device, is downloaded at the next sync; one removed is no longer pinned),
 * and Descargas plays it offline.
 */

const LISTENER_EMAIL = 'oyente@tambora.app';

/** The songs the device keeps pinned. */
const pinnedSongIds = async (page: Page) =>
  (await offlineSongEntries(page))
    .filter((entry) => entry.pinned === 1)
    .map((entry) => entry.song_id)
    .sort((a, b) => a - b);

test('a pinned playlist downloads a song added from another device, lets go of one removed, and plays offline from Descargas', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await recordPlayingEvents(page);
  const [first, second, added] = (await recentSongs(request)).items.slice(1, 4) as Song[];
  if (!first || !second || !added) throw new Error('The demo has fewer than 4 recent songs');
  await signIn(page, LISTENER_EMAIL);
  await installServiceWorkerNow(page);
  const name = `Para el camino ${String(Date.now()).slice(-6)}`;
  const created = await page.request.post('/api/v1/playlists', {
    ...API_CALL,
    data: { name, isFromRepertoire: false, song_ids: [first.song_id, second.song_id] },
  });
  expect(created.status()).toBe(201);
  const playlistId = ((await created.json()) as { playlist_id: number }).playlist_id;

  try {
    await page.goto(`/PlaylistSongsCard/${playlistId}`);
    const pin = page.getByRole('button', { name: 'Disponible sin conexión: la playlist' });
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    const both = [first.song_id, second.song_id].sort((a, b) => a - b);
    expect(await pinnedSongIds(page)).toEqual(expect.arrayContaining(both));

    // From another device: one song added, the first removed.
    expect(
      (
        await page.request.post('/api/v1/song_playlists', {
          ...API_CALL,
          data: { playlist_id: playlistId, song_id: added.song_id },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.delete(`/api/v1/song_playlists/${playlistId}/${first.song_id}`, API_CALL)
      ).ok(),
    ).toBe(true);

    // The phone's next sync: the app opened again.
    await page.goto('/');
    await waitForSavedAudio(page, added.audio);
    await expect
      .poll(() => pinnedSongIds(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([second.song_id, added.song_id]));
    expect(await pinnedSongIds(page)).not.toContain(first.song_id);

    await page.goto('/Descargas');
    const pinned = page.getByRole('list', { name: 'Playlists disponibles sin conexión' });
    await expect(pinned.getByRole('link', { name })).toBeVisible();
    await expect(pinned.getByText(/^2 de 2 canciones guardadas · /)).toBeVisible();
    await expectAxeClean(page);

    // No connection: Descargas plays the playlist's saved songs, in its order.
    await context.setOffline(true);
    const before = await playingCount(page);
    await pinned.getByRole('button', { name: `Reproducir ${name}` }).click();
    await waitForPlaying(page, second, before);
    await expect(playerBar(page).title).toHaveText(second.title);
    await playerBar(page).button('Pausar').click();
    await context.setOffline(false);
  } finally {
    await page.request.delete(`/api/v1/playlists/${playlistId}`, API_CALL);
  }
});
