import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import { expectAxeClean, installServiceWorkerNow, recentSongs, signIn } from './helpers';
import { playerBar } from './pages/player-bar';
import {
  playingCount,
  recordPlayingEvents,
  savedPlayer,
  waitForPlaying,
  waitForSavedAudio,
} from './player-helpers';

/**
 * The global player with real audio in Chromium. Every 'playing' event of any media
 * element is recorded by a capturing listener installed before the app runs, so a test waits for
 * the event itself rather than polling the element.
 */
test.beforeEach(({ page }) => recordPlayingEvents(page));

/** The one media element that is playing now. */
async function playingAudio(page: Page) {
  return page.evaluate(() => {
    const audio = Array.from(document.querySelectorAll('audio')).find((a) => !a.paused);
    return audio ? { src: audio.currentSrc, time: audio.currentTime } : null;
  });
}

const recentRow = (page: Page) => page.getByRole('region', { name: 'Subidas recientemente' });

/** Presses a song's play in the row and waits until it sounds. */
async function pressInRecentRow(page: Page, song: Song) {
  const before = await playingCount(page);
  await recentRow(page)
    .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
    .click();
  await waitForPlaying(page, song, before);
}

/**
 * Presses a song's play in the row and waits until it sounds and the player has it (its button
 * says 'Pausar'): a first press sounds before the player's code has loaded, and the player only
 * counts and records a song it has taken.
 */
async function playFromRecentRow(page: Page, song: Song) {
  await pressInRecentRow(page, song);
  await expect(
    recentRow(page).getByRole('button', { name: `Pausar ${song.title}`, exact: true }),
  ).toBeVisible();
}

test("a second press while the player's code is still on its way plays the second song", async ({
  page,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await expect(
    recentRow(page)
      .getByRole('button', { name: /^Reproducir / })
      .first(),
  ).toBeVisible();
  // A slow first visit: the player's code (store.ts's chunk) arrives 3 s late. The first sound
  // needs none of it.
  let held = 0;
  await page.route(/\/assets\/store-[\w-]+\.js$/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await pressInRecentRow(page, songs[3]);
  await pressInRecentRow(page, songs[0]);
  await expect(
    recentRow(page).getByRole('button', { name: `Pausar ${songs[0].title}`, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  expect(held).toBeGreaterThan(0);
  // Once the player has taken over, the first song does not come back in its place.
  await page.waitForTimeout(1000);
  expect(await playingAudio(page)).toEqual(
    expect.objectContaining({ src: expect.stringContaining(songs[0].audio) }),
  );
  await expect(playerBar(page).button('Pausar', { exact: true })).toBeVisible();
});

test('plays a song, wraps next/previous, keeps playing across screens, fills the media session', async ({
  page,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await playFromRecentRow(page, songs[0]);
  await expect(playerBar(page).title).toHaveText(songs[0].title);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(songs[0].title);

  // Previous from the first song wraps to the last of the row; next from there wraps back.
  let before = await playingCount(page);
  await playerBar(page).button('Anterior').click();
  const last = songs[songs.length - 1];
  await waitForPlaying(page, last, before);
  await expect(playerBar(page).title).toHaveText(last.title);
  before = await playingCount(page);
  await playerBar(page).button('Siguiente').click();
  await waitForPlaying(page, songs[0], before);

  // Another screen: the same element keeps playing.
  await page.getByRole('link', { name: 'Ver más: Subidas recientemente' }).click();
  await expect(page).toHaveURL(/RecentlyUploaded/);
  const audio = await playingAudio(page);
  expect(audio?.src).toContain(songs[0].audio);

  // Pause from the bar, then Space resumes when focus is not in a field.
  await playerBar(page).button('Pausar').click();
  expect(await playingAudio(page)).toBeNull();
  before = await playingCount(page);
  await page.locator('main').focus();
  await page.keyboard.press('Space');
  await waitForPlaying(page, songs[0], before);

  // Close stops and hides.
  await playerBar(page).button('Cerrar reproductor').click();
  await expect(playerBar(page).root).toBeHidden();
  expect(await playingAudio(page)).toBeNull();
});

test('a reload restores the queue paused at the same position', async ({ page, request }) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await playFromRecentRow(page, songs[1]);
  await playerBar(page).position.focus();
  // Seek to 0:05 with the keyboard (one step a second).
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  const currentTime = () =>
    page.evaluate(() => {
      const audio = Array.from(document.querySelectorAll('audio')).find((a) => a.currentTime > 0);
      return audio?.currentTime ?? 0;
    });
  // Each press asks the element to seek; it gets there once it can (a loaded CI machine: later).
  await expect.poll(currentTime).toBeGreaterThanOrEqual(4);
  await playerBar(page).button('Pausar').click();
  const position = await currentTime();
  expect(position).toBeGreaterThanOrEqual(4);
  // The position is saved when the page goes away.
  await page.reload();
  await expect(playerBar(page).title).toHaveText(songs[1].title);
  await expect(playerBar(page).button('Reproducir')).toBeVisible();
  const slider = playerBar(page).position;
  const restored = Number(await slider.inputValue());
  expect(Math.abs(restored - position)).toBeLessThanOrEqual(1.5);
  const before = await playingCount(page);
  await playerBar(page).button('Reproducir').click();
  await waitForPlaying(page, songs[1], before);
  const audio = await playingAudio(page);
  expect(audio?.time ?? 0).toBeGreaterThanOrEqual(restored - 1);
});

test('offline: a played song plays again and seeks; a never played one says it cannot play', async ({
  page,
  context,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await installServiceWorkerNow(page);
  await playFromRecentRow(page, songs[2]);
  // The whole file is saved once playing starts.
  await waitForSavedAudio(page, songs[2].audio);
  await playerBar(page).button('Pausar').click();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  let before = await playingCount(page);
  await playerBar(page).button('Reproducir').click();
  await waitForPlaying(page, songs[2], before);
  // Seek to the middle: answered from the cache with a 206.
  const middle = Math.floor(songs[2].duration_seconds / 2);
  before = await playingCount(page);
  await page.evaluate((to) => {
    const audio = Array.from(document.querySelectorAll('audio')).find((a) => !a.paused);
    if (audio) audio.currentTime = to;
  }, middle);
  await page.waitForFunction((to) => {
    const audio = Array.from(document.querySelectorAll('audio')).find((a) => !a.paused);
    return Boolean(audio && audio.currentTime >= to && audio.readyState >= 3);
  }, middle);

  // A song never played: the row marks it and the player says so in Spanish.
  const never = songs[songs.length - 2];
  const button = recentRow(page).getByRole('button', {
    name: `Reproducir ${never.title} (no disponible sin conexión)`,
  });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByText(`«${never.title}» no está disponible sin conexión.`)).toBeVisible();
  // The saved song goes on playing on the bar.
  await expect(playerBar(page).title).toHaveText(songs[2].title);
  await expect(playerBar(page).button('Pausar')).toBeVisible();
  expect((await playingAudio(page))?.src.endsWith(songs[2].audio)).toBe(true);
  await context.setOffline(false);
});

test('a list pinned online plays song after song offline', async ({ page, context, request }) => {
  const songs = (await recentSongs(request)).items.slice(0, 10);
  await page.goto('/');
  await installServiceWorkerNow(page);
  await playFromRecentRow(page, songs[0]);
  await playerBar(page).button('Pausar').click();
  await playerBar(page).button('Música sin conexión').click();
  const dialog = page.getByRole('dialog', { name: 'Música sin conexión' });
  await dialog.getByRole('button', { name: 'Disponible sin conexión: toda la lista' }).click();
  await expect(
    dialog.getByRole('button', { name: 'Disponible sin conexión: toda la lista' }),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(dialog.getByTestId('offline-usage')).toContainText(`${songs.length} canciones`);
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.reload();
  for (const song of songs) {
    await expect(
      recentRow(page).getByRole('button', { name: `Reproducir ${song.title}`, exact: true }),
    ).toBeVisible();
  }
  let before = await playingCount(page);
  await playerBar(page).button('Reproducir').click();
  await waitForPlaying(page, songs[0], before);
  for (const song of [...songs.slice(1), songs[0]]) {
    before = await playingCount(page);
    await playerBar(page).button('Siguiente').click();
    await waitForPlaying(page, song, before);
  }
  await context.setOffline(false);
});

test("offline, Descargas plays what is saved: 'Reproducir todo' in order, and each song's own button", async ({
  page,
  context,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await installServiceWorkerNow(page);
  // Two plays save two songs; Descargas lists the latest first.
  for (const song of [songs[0], songs[1]]) {
    await playFromRecentRow(page, song);
    await waitForSavedAudio(page, song.audio);
  }
  await playerBar(page).button('Pausar').click();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const request = indexedDB.open('tambora');
        const db = await new Promise<IDBDatabase>((resolve) => {
          request.onsuccess = () => resolve(request.result);
        });
        const count = db.transaction('offlineSongs').objectStore('offlineSongs').count();
        return new Promise<number>((resolve) => {
          count.onsuccess = () => resolve(count.result);
        });
      }),
    )
    .toBe(2);

  await context.setOffline(true);
  await page.goto('/Descargas');
  let before = await playingCount(page);
  await page.getByRole('button', { name: 'Reproducir todo' }).click();
  await waitForPlaying(page, songs[1], before);
  before = await playingCount(page);
  await playerBar(page).button('Siguiente').click();
  await waitForPlaying(page, songs[0], before);
  before = await playingCount(page);
  await page
    .getByRole('list', { name: 'Canciones guardadas' })
    .getByRole('button', { name: `Reproducir ${songs[1].title}`, exact: true })
    .click();
  await waitForPlaying(page, songs[1], before);
  await context.setOffline(false);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`the player bar at ${viewport.width}×${viewport.height} is labelled in Spanish and axe-clean; listeners see 'Escuchado recientemente'`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const songs = (await recentSongs(request)).items;
    await signIn(page, 'oyente@tambora.app');
    await expect(page).toHaveURL(/\/$/);
    await playFromRecentRow(page, songs[3]);
    await playFromRecentRow(page, songs[0]);
    const player = playerBar(page).root;
    for (const name of ['Pausar', 'Siguiente', 'Anterior', 'Cerrar reproductor', 'Silenciar']) {
      await expect(player.getByRole('button', { name, exact: true })).toBeVisible();
    }
    if (viewport.width > 768) {
      await expect(player.getByRole('slider', { name: 'Volumen' })).toBeVisible();
      await expect(player.getByTestId('player-title')).toHaveText(songs[0].title);
    } else {
      // Spec section 9: title 13 characters on small screens.
      const shown = await player.getByTestId('player-title').textContent();
      expect(Array.from(shown ?? '').length).toBeLessThanOrEqual(16);
    }
    const recent = page.getByRole('region', { name: 'Escuchado recientemente' });
    // The row's play buttons (hearts and menus sit beside them), newest first, each song once;
    // it follows IndexedDB through a live query, so it is asked until it holds.
    const playButtons = recent.getByRole('button', { name: /^(Pausar|Reproducir) / });
    await expect
      .poll(async () =>
        (
          await playButtons.evaluateAll((buttons) =>
            buttons.map((button) => button.getAttribute('aria-label')),
          )
        ).slice(0, 2),
      )
      .toEqual([`Pausar ${songs[0].title}`, `Reproducir ${songs[3].title}`]);
    await player.screenshot({ path: `/tmp/player-bar-${viewport.width}.png` });
    await page.screenshot({ path: `/tmp/player-page-${viewport.width}.png` });
    await expectAxeClean(page, { include: 'section[aria-label="Reproductor"]' });
  });
}

/** Contrast between a button's icon and what is under it (its square over the player bar). */
function iconContrast(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const rgba = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
    const bar = rgba(
      getComputedStyle(element.closest('[aria-label="Reproductor"]') ?? document.body)
        .backgroundColor,
    );
    const [r, g, b, a = 1] = rgba(getComputedStyle(element).backgroundColor);
    const under = [r, g, b].map((channel, i) => channel * a + bar[i] * (1 - a));
    const icon = rgba(getComputedStyle(element.querySelector('svg') ?? element).color);
    const luminance = (rgb: number[]) => {
      const [lr, lg, lb] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(under), luminance(icon)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

test("'Repetir' one plays the song again when it ends; 'Aleatorio' is pressed and saved", async ({
  page,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await playFromRecentRow(page, songs[2]);
  const repeat = playerBar(page).button(/^Repetir/);
  await expect(repeat).toHaveAccessibleName('Repetir: toda la lista');
  await repeat.click();
  await expect(repeat).toHaveAccessibleName('Repetir: esta canción');
  await expect(repeat).toHaveAttribute('aria-pressed', 'true');
  // A pressed toggle's icon stands out from its square (WCAG 1.4.11, 3:1) in both themes and at
  // both sizes: the dark theme once drew a white icon on a white square.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      const where = `${colorScheme} ${size.width}`;
      await expect.poll(() => iconContrast(repeat), where).toBeGreaterThanOrEqual(3);
    }
  }

  // To the end of the song: it starts again instead of the next one.
  const before = await playingCount(page);
  await playerBar(page).position.focus();
  await page.keyboard.press('End');
  await waitForPlaying(page, songs[2], before);
  await expect(playerBar(page).title).toHaveText(songs[2].title);

  const shuffle = playerBar(page).button('Aleatorio');
  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  await expect(playerBar(page).title).toHaveText(songs[2].title);
  // Saved with the player: a reload keeps both.
  await expect.poll(() => savedPlayer(page)).toMatchObject({ shuffle: true, repeat: 'one' });
  await page.reload();
  await expect(playerBar(page).button('Aleatorio')).toHaveAttribute('aria-pressed', 'true');
  await expect(playerBar(page).button('Repetir: esta canción')).toBeVisible();
});

test('keyboard: arrows seek, Shift+→ skips, ↓ lowers the volume, M mutes, ? lists the shortcuts', async ({
  page,
  request,
}) => {
  const songs = (await recentSongs(request)).items;
  await page.goto('/');
  await playFromRecentRow(page, songs[0]);
  await playerBar(page).button('Pausar').click();
  await page.locator('main').focus();

  const position = playerBar(page).position;
  const at = async () => Number(await position.inputValue());
  const start = await at();
  await page.keyboard.press('ArrowRight');
  await expect.poll(at).toBeGreaterThanOrEqual(start + 4.5);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(at).toBeLessThan(start + 1);

  const volume = playerBar(page).volume;
  const level = Number(await volume.inputValue());
  await page.keyboard.press('ArrowDown');
  await expect(volume).toHaveValue(String(level - 10));

  await page.keyboard.press('m');
  await expect(playerBar(page).button('Activar sonido')).toBeVisible();
  await page.keyboard.press('M');
  await expect(playerBar(page).button('Silenciar')).toBeVisible();

  const before = await playingCount(page);
  await page.keyboard.press('Shift+ArrowRight');
  await waitForPlaying(page, songs[1], before);
  await expect(playerBar(page).title).toHaveText(songs[1].title);

  await page.locator('main').focus();
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row')).toHaveCount(8);
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bar's seek row fits the screen: 'Posición' and the duration are on it", async ({
    page,
    request,
  }) => {
    const songs = (await recentSongs(request)).items;
    await page.goto('/');
    await playFromRecentRow(page, songs[0]);
    const bar = playerBar(page);
    const slider = await bar.position.boundingBox();
    const duration = await bar.root
      .getByText(/^Duración:/)
      .locator('..')
      .boundingBox();
    expect(slider?.width ?? 0).toBeGreaterThan(40);
    expect((slider?.x ?? 0) + (slider?.width ?? 0)).toBeLessThanOrEqual(390);
    expect((duration?.x ?? 0) + (duration?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
