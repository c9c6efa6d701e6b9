import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { expectAxeClean, recentSongs } from './helpers';
import { playerBar } from './pages/player-bar';
import {
  playingCount,
  recordPlayingEvents,
  recordSongGaps,
  savedPlayer,
  songGaps,
  waitForPlaying,
} from './player-helpers';

/**
 * 'Cola' with real audio: the panel reorders by buttons and by dragging, the
 * song that plays next follows the new order, songs menus send songs to it, Q opens it.
 */
test.beforeEach(({ page }) => recordPlayingEvents(page));

const recentRow = (page: Page) => page.getByRole('region', { name: 'Subidas recientemente' });
const queuePanel = (page: Page) => page.getByRole('dialog', { name: 'Cola' });
const upNext = (page: Page) => queuePanel(page).getByRole('list', { name: 'A continuación' });

async function upcomingTitles(page: Page): Promise<string[]> {
  return upNext(page)
    .getByRole('button', { name: /^Reproducir / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Reproducir /, '')),
    );
}

/** To the end of the current song: the next in the queue starts. */
async function endCurrentSong(page: Page): Promise<void> {
  await playerBar(page).position.focus();
  await page.keyboard.press('End');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}: reorder by buttons and by dragging, and the next song follows the queue`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const songs = (await recentSongs(request)).items;
    await page.goto('/');
    const before = await playingCount(page);
    await recentRow(page)
      .getByRole('button', { name: `Reproducir ${songs[0].title}`, exact: true })
      .click();
    await waitForPlaying(page, songs[0], before);
    // Paused while the queue is edited: a short song (an earlier test's tone) must not end and
    // move the queue on under the edits.
    await playerBar(page).button('Pausar').click();

    await playerBar(page).button('Cola', { exact: true }).click();
    await expect(queuePanel(page)).toBeVisible();
    await expect(queuePanel(page).getByTestId('queue-current')).toContainText(songs[0].title);
    const rest = (await recentSongs(request)).items.slice(1).map((s) => s.title);
    await expect.poll(() => upcomingTitles(page)).toEqual(rest);
    await expectAxeClean(page);

    // Keyboard: songs[3] up twice becomes the first to come.
    const up = upNext(page).getByRole('button', { name: `Subir ${songs[3].title}`, exact: true });
    await up.click();
    await expect(up).toBeFocused();
    await up.click();
    const afterButtons = await upcomingTitles(page);
    expect(afterButtons.slice(0, 3)).toEqual([songs[3].title, songs[1].title, songs[2].title]);
    await expect(
      upNext(page).getByRole('button', { name: `Subir ${songs[3].title}`, exact: true }),
    ).toBeDisabled();

    // Dragging: the last song onto the first place.
    const row = (title: string) =>
      upNext(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: `Reproducir ${title}`, exact: true }) });
    await row(songs[4].title).dragTo(row(songs[3].title));
    await expect.poll(async () => (await upcomingTitles(page))[0]).toBe(songs[4].title);

    // Take one out; it is gone from what follows.
    await upNext(page)
      .getByRole('button', { name: `Quitar ${songs[1].title} de la cola`, exact: true })
      .click();
    await expect.poll(() => upcomingTitles(page)).not.toContain(songs[1].title);

    await page.keyboard.press('Escape');
    await expect(queuePanel(page)).toBeHidden();
    const beforeEnd = await playingCount(page);
    await playerBar(page).button('Reproducir', { exact: true }).click();
    await endCurrentSong(page);
    await waitForPlaying(page, songs[4], beforeEnd);
    // The bar cuts long titles on phones; its title attribute holds the whole one.
    await expect(playerBar(page).title).toHaveAttribute('title', songs[4].title);

    // The edited queue is saved: a reload shows the same order.
    await expect.poll(async () => (await savedPlayer(page))?.currentSongId).toBe(songs[4].song_id);
    await page.reload();
    await playerBar(page).button('Cola', { exact: true }).click();
    await expect(queuePanel(page).getByTestId('queue-current')).toContainText(songs[4].title);
    expect((await upcomingTitles(page))[0]).toBe(songs[3].title);

    await queuePanel(page).getByRole('button', { name: 'Vaciar cola' }).click();
    await expect(queuePanel(page).getByText('No hay más canciones en la cola.')).toBeVisible();
  });
}

test("a song's menu plays it next or adds it to the queue, and Q opens the queue", async ({
  page,
  request,
}) => {
  const songs: Song[] = (await recentSongs(request)).items;
  await page.goto('/');
  const before = await playingCount(page);
  await recentRow(page)
    .getByRole('button', { name: `Reproducir ${songs[0].title}`, exact: true })
    .click();
  await waitForPlaying(page, songs[0], before);
  // Paused, the song cannot end and move the queue on meanwhile: the newest songs may be earlier
  // tests' three-second tones.
  await playerBar(page).button('Pausar').click();

  const menuOf = (song: Song) =>
    recentRow(page).getByRole('button', { name: `Más opciones de ${song.title}`, exact: true });
  await menuOf(songs[3]).click();
  await page.getByRole('menuitem', { name: 'Añadir a la cola' }).click();
  await expect(page.getByText(`«${songs[3].title}» se añadió a la cola`)).toBeVisible();
  // The first menu fades out before the next opens (two would hold the same items meanwhile).
  await expect(page.getByRole('menu')).toHaveCount(0);
  await menuOf(songs[4]).click();
  await page.getByRole('menuitem', { name: 'Reproducir a continuación' }).click();
  await expect(page.getByText(`«${songs[4].title}» sonará a continuación`)).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // By keyboard: Enter opens the menu on its first item, Escape gives focus back to '…'.
  await menuOf(songs[2]).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Más opciones de ${songs[2].title}` });
  await expect(menu.getByRole('menuitem', { name: 'Compartir' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuOf(songs[2])).toBeFocused();

  await page.locator('main').focus();
  await page.keyboard.press('q');
  await expect(queuePanel(page)).toBeVisible();
  const titles = await upcomingTitles(page);
  expect(titles[0]).toBe(songs[4].title);
  expect(titles.at(-1)).toBe(songs[3].title);
  await page.keyboard.press('Escape');
  await expect(queuePanel(page)).toBeHidden();

  const beforeNext = await playingCount(page);
  await playerBar(page).button('Siguiente').click();
  await waitForPlaying(page, songs[4], beforeNext);
});

test.describe('between songs', () => {
  // Audio is answered a second late, as a slow phone network would: without the preload the next
  // song waits for it; with it, the file is already there. No service worker, so the delay applies.
  test.use({ serviceWorkers: 'block' });
  const AUDIO_LATENCY_MS = 1000;

  // docs/architecture.md "Playlists, the player, sharing, play counts" (`preloadNext`). Held here:
  // the order (the next file asked for while the song before still plays) and a gap shorter than
  // the network's delay, which only bytes already there allow. How short is the bench's to time
  // ("The seam between two songs" in docs/performance-log.md), not a shared machine's.
  test('the next song is fetched ahead: asked for before the end, playing sooner than the network could bring it', async ({
    page,
    request,
  }) => {
    await recordSongGaps(page);
    const firstAskedAt = new Map<string, number>();
    page.on('request', (asked) => {
      const path = new URL(asked.url()).pathname;
      if (!firstAskedAt.has(path)) firstAskedAt.set(path, Date.now());
    });
    await page.route('**/media/audios/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, AUDIO_LATENCY_MS));
      await route.continue();
    });
    const songs: Song[] = (await recentSongs(request)).items;
    await page.goto('/');
    const before = await playingCount(page);
    const play = recentRow(page).getByRole('button', {
      name: `Reproducir ${songs[0].title}`,
      exact: true,
    });
    // The pointer reaches the button a moment before the press, as a hand does: the player warms.
    await play.hover();
    await page.waitForTimeout(500);
    await play.click();
    await waitForPlaying(page, songs[0], before);
    for (const next of songs.slice(1, 4)) {
      // Time for the preload, as a listener gives it by listening.
      await page.waitForTimeout(2500);
      const count = await playingCount(page);
      const endPressedAt = Date.now();
      await endCurrentSong(page);
      await waitForPlaying(page, next, count);
      const askedAt = [...firstAskedAt].find(([path]) => path.endsWith(next.audio))?.[1];
      expect(askedAt, `'${next.title}' pedida antes del final de la anterior`).toBeLessThan(
        endPressedAt,
      );
    }
    const gaps = await songGaps(page);
    expect(gaps).toHaveLength(3);
    console.log(`Hueco entre canciones: ${gaps.map((g) => g.toFixed(0)).join(', ')} ms`);
    for (const gap of gaps) expect(gap).toBeLessThan(AUDIO_LATENCY_MS);
  });
});
