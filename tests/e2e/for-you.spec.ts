/**
 * 'Para ti' as a listener meets it at 390×844 and 1366×768: 'Para ti' above 'Canciones
 * Recomendadas' on the home, each song saying why it is there, never one they already like,
 * 'Ver más' with the whole list, and the list still there offline.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Library } from '../../domain/library';
import type { ForYou } from '../../domain/recommendations';
import { API_CALL } from './api-call';
import {
  expectAxeClean,
  installServiceWorkerNow,
  PHONE,
  signInByApi,
  waitForAppDatabase,
} from './helpers';
import { playerBar } from './pages/player-bar';

const LISTENER = 'oyente@tambora.app';

/**
 * The server makes the first list within seconds of the first request; the home asks again
 * meanwhile, so the row appears on the page as it is, without a reload.
 */
async function openHomeWithList(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Para ti' })).toBeVisible({ timeout: 30_000 });
}

const viewport = PHONE;
test.describe(`${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport });

  test("'Para ti' on the home, with why, none already liked; 'Ver más'; offline too", async ({
    page,
  }) => {
    await signInByApi(page, LISTENER);
    await openHomeWithList(page);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Para ti')).toBeLessThan(headings.indexOf('Canciones Recomendadas'));
    const row = page.getByRole('list', { name: 'Para ti' });
    await expect(row.getByText(/^Porque te gusta /).first()).toBeVisible();

    const list = (await (
      await page.request.get('/api/v1/recommendations', API_CALL)
    ).json()) as ForYou;
    const library = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}');
      const response = await fetch(`/api/v1/libraries/${user.credentials_id}`);
      return (await response.json()) as Library;
    });
    const liked = new Set(library.Song_Libraries.map((entry) => entry.song_id));
    expect(liked.size).toBeGreaterThan(0);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.filter((item) => liked.has(item.song.song_id))).toEqual([]);
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Ver más: Para ti' }).click();
    await expect(page).toHaveURL(/\/ParaTi$/);
    await expect(page).toHaveTitle('Para ti · Tambora');
    const cards = page.getByRole('list', { name: 'Para ti' }).getByRole('listitem');
    await expect(cards).toHaveCount(list.items.length);
    await expectAxeClean(page);

    await installServiceWorkerNow(page);
    await page.context().setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Para ti' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Para ti' })
        .getByText(/^Porque te gusta /)
        .first(),
    ).toBeVisible();
    await page.context().setOffline(false);
  });
});

/** Jumps the playing song to its last second, so it ends by itself. */
async function nearTheEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('audio')).some((a) => !a.paused && a.duration > 2),
  );
  await page.evaluate(() => {
    const audio = Array.from(document.querySelectorAll('audio')).find((a) => !a.paused);
    if (audio) audio.currentTime = audio.duration - 0.5;
  });
}

test.describe(`Reproducción automática, ${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport });

  test('when the queue ends, similar songs follow, marked; the switch in Cola stops it', async ({
    page,
    request,
  }) => {
    const [song] = (
      (await (await request.get('/api/v1/songs?sort=top&limit=1', API_CALL)).json()) as {
        items: { song_id: number; title: string }[];
      }
    ).items;
    await page.goto(`/Artist/${song.song_id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Reproducir ${song.title}` })
      .first()
      .click();
    const bar = playerBar(page);
    // The bar cuts long titles on phones; the whole one is its title attribute.
    await expect(bar.title).toHaveAttribute('title', song.title);
    await nearTheEnd(page);
    await expect(bar.title).not.toHaveAttribute('title', song.title, { timeout: 15_000 });
    const next = (await bar.title.getAttribute('title')) ?? '';
    await bar.button('Cola').click();
    const queue = page.getByRole('dialog', { name: 'Cola' });
    await expect(queue.getByTestId('queue-current')).toContainText(next);
    await expect(queue.getByTestId('queue-current')).toContainText('Recomendadas');
    await expectAxeClean(page, { include: '[role="dialog"]' });

    // Off: the end of the queue is the end of the music again.
    const toggle = queue.getByRole('switch', { name: 'Reproducción automática' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    await queue.getByRole('button', { name: 'Vaciar cola' }).click();
    await page.keyboard.press('Escape');
    await nearTheEnd(page);
    await expect(bar.button('Reproducir', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(bar.title).toHaveAttribute('title', next);
    expect(await page.evaluate(() => localStorage.getItem('tambora-reproduccion-automatica'))).toBe(
      'off',
    );
  });
});

/** The connection the browser reports (Network Information API), as a phone would. */
async function emulateConnection(page: Page, type: 'wifi' | 'cellular'): Promise<void> {
  await page.addInitScript((kind) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({
        type: kind,
        saveData: false,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  }, type);
}

/** By keyboard, as the switch's own input is what takes it, wherever the page has scrolled. */
async function turnOnSmartDownloads(page: Page): Promise<void> {
  const toggle = page.getByRole('switch', { name: /Descargas inteligentes/ });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
}

test.describe(`Descargas inteligentes, ${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport });

  test("on mobile data nothing comes until 'Descargar ahora'", async ({ page }) => {
    await emulateConnection(page, 'cellular');
    await signInByApi(page, LISTENER);
    await openHomeWithList(page);
    const wanted = (
      (await (await page.request.get('/api/v1/recommendations', API_CALL)).json()) as ForYou
    ).items.length;
    await page.goto('/Descargas');
    await turnOnSmartDownloads(page);
    // 'Descargar ahora' shows the pass the switch started until it ends: on mobile data, with
    // nothing brought.
    const downloadNow = page.getByRole('button', { name: 'Descargar ahora' });
    await expect(downloadNow).toBeEnabled();
    await expect(
      page.getByRole('heading', { name: /^Descargas inteligentes \(0\)/ }),
    ).toBeVisible();
    await downloadNow.click();
    const group = page.getByRole('list', { name: 'Descargas inteligentes' });
    // Songs earlier tests left unplayable or too big may be skipped: some, not all, is enough.
    await expect(group.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    expect(await group.getByRole('listitem').count()).toBeLessThanOrEqual(wanted);
    await expectAxeClean(page);
  });

  test('they fill only free room, and are the first to go for a song the person pins', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await emulateConnection(page, 'wifi');
    await signInByApi(page, LISTENER);
    await openHomeWithList(page);
    const list = (await (
      await page.request.get('/api/v1/recommendations', API_CALL)
    ).json()) as ForYou;
    // A phone with room for about two demo songs (the smallest choice is 250 MB: set directly).
    await waitForAppDatabase(page);
    await page.evaluate(
      (preferences) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('tambora');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const put = open.result
              .transaction('settings', 'readwrite')
              .objectStore('settings')
              .put({ key: 'offlinePreferences', value: preferences });
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        }),
      {
        budgetBytes: 1_000_000,
        saveLiked: false,
        likedOnMobileData: false,
        smartDownloads: true,
        smartCount: 30,
      },
    );
    await installServiceWorkerNow(page);
    await page.goto('/Descargas');
    const group = page.getByRole('list', { name: 'Descargas inteligentes' });
    await expect(group.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    // The pass that brought it has ended (shown on 'Descargar ahora'): the room is as full as
    // smart downloads make it.
    await expect(page.getByRole('button', { name: 'Descargar ahora' })).toBeEnabled({
      timeout: 30_000,
    });
    const before = await group.getByRole('listitem').count();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(list.items.length);
    // Now the phone is full: its budget is what is saved.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('tambora');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['offlineSongs', 'settings'], 'readwrite');
            const all = tx.objectStore('offlineSongs').getAll();
            all.onsuccess = () => {
              const used = (all.result as { sizeBytes: number }[]).reduce(
                (sum, entry) => sum + entry.sizeBytes,
                0,
              );
              const settings = tx.objectStore('settings');
              const read = settings.get('offlinePreferences');
              read.onsuccess = () =>
                settings.put({
                  ...read.result,
                  value: { ...read.result.value, budgetBytes: used },
                });
            };
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );

    // A song the person pins ('Disponible sin conexión') is saved: a smart one makes room.
    const smartTitles = new Set(list.items.map((item) => item.song.title));
    const top = (await (
      await page.request.get('/api/v1/songs?sort=top&limit=20', API_CALL)
    ).json()) as {
      items: { song_id: number; title: string }[];
    };
    const other = top.items.find((song) => !smartTitles.has(song.title));
    expect(other).toBeDefined();
    await page.goto(`/Artist/${other?.song_id}`);
    const pin = page.getByRole('button', { name: 'Disponible sin conexión: esta canción' });
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await page.goto('/Descargas');
    await expect(page.getByRole('list', { name: 'Canciones guardadas' })).toContainText(
      other?.title ?? '',
      { timeout: 30_000 },
    );
    await expect.poll(() => group.getByRole('listitem').count()).toBeLessThan(before);
  });

  test('on Wi-Fi, turning it on fills it with Para ti, apart from the saved songs', async ({
    page,
  }) => {
    await emulateConnection(page, 'wifi');
    await signInByApi(page, LISTENER);
    await openHomeWithList(page);
    const list = (await (
      await page.request.get('/api/v1/recommendations', API_CALL)
    ).json()) as ForYou;
    await page.goto('/Descargas');
    await turnOnSmartDownloads(page);
    const group = page.getByRole('list', { name: 'Descargas inteligentes' });
    await expect(group.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    const titles = new Set(list.items.map((item) => item.song.title));
    for (const text of await group.getByRole('listitem').allTextContents()) {
      expect(
        [...titles].some((title) => text.includes(title)),
        text,
      ).toBe(true);
    }
    await expect(page.getByRole('list', { name: 'Canciones guardadas' })).toHaveCount(0);
  });
});
