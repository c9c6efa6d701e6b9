/**
 * Following a creator end to end at the phone's size (docs/product.md "Seguir y Novedades"): a
 * listener follows a new creator from the profile; the creator's next song, then album, reach the
 * listener's 'Novedades' row and the bell at the next start; offline, /Novedades opens from the
 * device.
 */
import { expect, type Page, test } from '@playwright/test';
import { creator, publish } from './accounts';
import { API_CALL } from './api-call';
import { expectAxeClean, installServiceWorkerNow, PHONE, signIn } from './helpers';

test.use({ viewport: PHONE });

/** The titles (songs) and names (albums) of the first page of 'Novedades' the device keeps. */
function storedFeedTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('tambora');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    type Entry = { title?: string; name?: string };
    const entry = await new Promise<{ data?: { items?: Entry[] } } | undefined>((resolve) => {
      const request = database
        .transaction('apiCache')
        .objectStore('apiCache')
        .get('GET /novedades?offset=0');
      request.onsuccess = () => resolve(request.result);
    });
    database.close();
    return (entry?.data?.items ?? []).map((one) => one.title ?? one.name ?? '');
  });
}

/** The setting where a device keeps how far its bell has read (release-notice.ts). */
const FOLLOW_CURSOR_KEY = 'followNoticesRead';

/** Whether the device has set where its bell's follow notices start. */
function hasFollowCursor(page: Page): Promise<boolean> {
  return page.evaluate(async (key) => {
    const open = indexedDB.open('tambora');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const found = await new Promise<boolean>((resolve) => {
      const request = database.transaction('settings').objectStore('settings').get(key);
      request.onsuccess = () => resolve(request.result !== undefined);
      request.onerror = () => resolve(false);
    });
    database.close();
    return found;
  }, FOLLOW_CURSOR_KEY);
}

test("a listener follows a creator, whose next song and album reach 'Novedades' and the bell, offline too", async ({
  page,
  context,
  baseURL,
}) => {
  const person = await creator(baseURL ?? '', 'sigue', 'Seguida', 'La Seguida');
  // Later tests play the newest songs: these go with their creator, whatever happens here (a
  // retry would otherwise meet this attempt's song twice).
  try {
    await signIn(page, 'oyente@tambora.app', { at: `/ComposerPerfil/${person.id}` });
    await page.getByRole('button', { name: 'Seguir a La Seguida' }).click();
    const following = page.getByRole('button', { name: 'Dejar de seguir a La Seguida' });
    await expect(following).toHaveText('Siguiendo');
    await expect(page.getByText('1 seguidor', { exact: true })).toBeVisible();
    await expectAxeClean(page);

    // The device's first read of the feed sets where its bell starts (follow-notices.ts): only
    // what comes out after that is news.
    await page.goto('/');
    await installServiceWorkerNow(page);
    await expect.poll(() => hasFollowCursor(page), { timeout: 10_000 }).toBe(true);

    const song = await publish(person.api, 'Estreno seguido', ['La Seguida']);
    await page.reload();
    const row = page.getByRole('region', { name: 'Novedades', exact: true });
    await expect(row.getByRole('link', { name: /Estreno seguido/ }).first()).toBeVisible();
    // The device keeps the feed once the browser is idle (lib/stored-answers.ts).
    await expect
      .poll(() => storedFeedTitles(page), { timeout: 10_000 })
      .toContain('Estreno seguido');
    await page.goto('/NotificationsView');
    await expect(
      page.getByRole('listitem', { name: 'Nueva canción: Estreno seguido' }),
    ).toBeVisible();

    // An album made of it comes out too: in the row, in the bell, and it opens the album.
    const album = await person.api.post('/api/v1/playlists', {
      ...API_CALL,
      data: { name: 'Álbum seguido', isFromRepertoire: true, song_ids: [song.song_id] },
    });
    expect(album.status()).toBe(201);
    await page.goto('/');
    const albumCard = row.getByRole('link', { name: /Álbum seguido, Álbum de La Seguida/ });
    await expect(albumCard).toBeVisible();
    await page.goto('/NotificationsView');
    await expect(page.getByRole('listitem', { name: 'Nuevo álbum: Álbum seguido' })).toBeVisible();
    await page.goto('/');
    await expect(albumCard).toBeVisible();
    // Kept once the browser is idle: a navigation before that (a loaded CI machine) keeps the last.
    await expect.poll(() => storedFeedTitles(page), { timeout: 10_000 }).toContain('Álbum seguido');
    await albumCard.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Álbum seguido' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/Novedades');
    await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible();
    await expect(page.getByText('Estreno seguido').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Álbum seguido/ })).toBeVisible();
    await context.setOffline(false);
    expect(song.song_id).toBeGreaterThan(0);
  } finally {
    expect((await person.api.delete(`/api/v1/users/${person.id}`, API_CALL)).status()).toBe(204);
    await person.api.dispose();
  }
});
