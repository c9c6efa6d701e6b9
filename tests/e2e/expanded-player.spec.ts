import { expect, type Page, test } from '@playwright/test';
import type { FullSong, Song } from '../../domain/api';
import { apiGet, expectAxeClean, recentSongs } from './helpers';
import { playerBar } from './pages/player-bar';
import { playingCount, recordPlayingEvents, waitForPlaying } from './player-helpers';

/**
 * The expanded player and 'Aleatorio' with real audio (point 2): the bar opens
 * a full view of the current song with cover, waveform, credits and lyrics, which follows the
 * player; shuffled, every song of the list plays once before any comes back.
 */
test.beforeEach(({ page }) => recordPlayingEvents(page));

const recentRow = (page: Page) => page.getByRole('region', { name: 'Subidas recientemente' });

async function playFromRecent(page: Page, song: Song) {
  const before = await playingCount(page);
  await recentRow(page)
    .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
    .click();
  await waitForPlaying(page, song, before);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}: the bar opens the song's cover, waveform, credits and lyrics`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const songs = (await recentSongs(request)).items;
    const song = await apiGet<FullSong>(request, `/songs/${songs[0].song_id}`);
    await page.goto('/');
    await playFromRecent(page, songs[0]);

    const open = playerBar(page).root.getByRole('button', {
      name: `Abrir el reproductor de ${song.title}`,
    });
    await open.click();
    const view = page.getByRole('dialog', { name: song.title });
    await expect(view).toBeVisible();
    await expect(view.getByRole('img', { name: `Portada de ${song.title}` })).toBeVisible();
    if (song.waveform) {
      await expect(view.getByRole('slider', { name: `Posición en ${song.title}` })).toBeVisible();
    }
    const credits = view.getByRole('region', { name: 'Créditos' });
    await expect(credits).toContainText('Compositores');
    await expect(credits).toContainText(song.composers[0]);
    const lyrics = view.getByRole('region', { name: 'Letra' });
    if (song.letter) {
      await expect(lyrics.getByRole('textbox', { name: 'Letra' })).toHaveValue(song.letter);
    } else {
      await expect(lyrics).toContainText('Esta canción no tiene letra registrada.');
    }
    await expectAxeClean(page);

    // It follows the player: 'Siguiente' shows the next song.
    const before = await playingCount(page);
    await view.getByRole('button', { name: 'Siguiente' }).click();
    await waitForPlaying(page, songs[1], before);
    await expect(page.getByRole('dialog', { name: songs[1].title })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(
      playerBar(page).root.getByRole('button', {
        name: `Abrir el reproductor de ${songs[1].title}`,
      }),
    ).toBeFocused();
  });
}

test("'Aleatorio' plays every song of the list once before any comes back", async ({
  page,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await playFromRecent(page, songs[0]);
  await playerBar(page).button('Aleatorio').click();
  const played = [songs[0].title];
  for (let i = 1; i < songs.length; i++) {
    const before = await playingCount(page);
    await playerBar(page).position.focus();
    await page.keyboard.press('End');
    await page.waitForFunction(
      (count) => (window as unknown as { __playing: string[] }).__playing.length > count,
      before,
    );
    await expect(playerBar(page).title).not.toHaveAttribute('title', played.at(-1) ?? '');
    played.push((await playerBar(page).title.getAttribute('title')) ?? '');
  }
  expect(new Set(played).size).toBe(songs.length);
  expect([...played].sort()).toEqual(songs.map((song) => song.title).sort());
});
