// Search in Chromium against the real server and its demo catalogue: suggestions
// while typing without accents, the results page and searching again from it, the advanced search
// by composer, search without a connection, and axe on every search screen at both sizes.
import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import type { SearchPage, SearchResults, Suggestions } from '../../domain/search';
import {
  apiGet,
  expectAxeClean,
  installServiceWorkerNow,
  PHONE,
  VIEWPORTS,
  waitForAppDatabase,
} from './helpers';

const DEMO_TITLE = 'Café en la Mañana';

test('typing part of a title without its accent suggests the song, and picking it opens it', async ({
  page,
  request,
}) => {
  const suggestions = await apiGet<Suggestions>(request, '/search/suggestions?q=cafe');
  const song = suggestions.items.find((item) => item.label === DEMO_TITLE);
  expect(song, 'the demo song is suggested by the API').toBeDefined();

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.fill('cafe');
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  const option = list.getByRole('option', { name: new RegExp(DEMO_TITLE) });
  await expect(option).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
  // Suggestions never navigate by themselves.
  await expect(page).toHaveURL(/\/$/);
  await expectAxeClean(page);

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/Artist/${song?.id}$`));
  await expect(page.getByRole('heading', { name: DEMO_TITLE })).toBeVisible();
});

test('Enter searches; the results page searches again', async ({ page, request }) => {
  const expected = await apiGet<SearchResults>(request, '/search?q=nino&limit=12');
  expect(expected.songs.items.map((item) => item.title)).toContain('Niño del Cibao');

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.fill('  nino ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/SearchView\/nino$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Compositores',
    'Canciones',
    'Playlist',
  ]);
  const songs = main.getByRole('list', { name: 'Canciones' });
  await expect(songs.getByRole('link', { name: /Niño del Cibao/ })).toBeVisible();
  await expect(main.getByText('No hay Playlist relacionadas a tu busqueda')).toBeVisible();

  const again = main.getByRole('searchbox', { name: 'Nueva búsqueda' });
  await expect(again).toHaveValue('nino');
  await again.fill('luna sobre');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/SearchView\/luna\+sobre$/);
  await expect(
    main.getByRole('list', { name: 'Canciones' }).getByRole('link', { name: /Luna sobre el/ }),
  ).toBeVisible();
});

test('advanced search by composer finds the works of Juan Carlos Peña', async ({
  page,
  request,
}) => {
  const expected = await apiGet<SearchPage<Song>>(
    request,
    '/search/advanced?field1=compositor&value1=juan%20carlos%20pena',
  );
  expect(expected.items.length).toBeGreaterThan(0);

  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Encuentra a nuevos Creadores' })).toBeVisible();
  const field1 = page.getByRole('combobox', { name: 'Criterio 1' });
  const field2 = page.getByRole('combobox', { name: 'Criterio 2' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Por favor, ingrese al menos un criterio de búsqueda.',
  );
  // Row one takes Compositor, which row two had: the two swap.
  await field1.selectOption('compositor');
  await expect(field2).toHaveValue('titulo');
  await page.getByRole('textbox', { name: 'Texto del criterio 1' }).fill('juan carlos pena');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();

  const table = page.getByRole('table', { name: 'Obras encontradas' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Identificador',
    'Título',
    'Compositores',
    'Intérpretes',
    'Género',
  ]);
  await expect(table.getByRole('link')).toHaveText(expected.items.map((item) => item.title));
  await expect(table.getByText(expected.items[0].tambora_id)).toBeVisible();
  await expectAxeClean(page);
  await table.getByRole('link', { name: DEMO_TITLE }).click();
  await expect(page).toHaveURL(/\/Artist\/\d+$/);
});

test('on a phone the box opens from its icon and suggests', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Buscar' })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.fill('sueno');
  await expect(
    page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first(),
  ).toBeVisible();
  await expectAxeClean(page);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Buscar' })).toBeHidden();
});

for (const viewport of VIEWPORTS) {
  test(`the search screens pass axe checks at ${viewport.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/SearchView/cafe');
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Canciones' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
    await page.goto('/search?field1=titulo&value1=a');
    await expect(page.getByText(/obras?$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
  });
}

test('without a connection, search finds the music stored on the device and says so', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await installServiceWorkerNow(page);
  // The home page keeps its recommended and recent songs in IndexedDB.
  await expect(page.getByRole('heading', { name: 'Subidas recientemente' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Opened here only once the app has made it, and read until its rows have come.
  await waitForAppDatabase(page);
  let stored: string[] = [];
  await expect
    .poll(async () => {
      stored = await page.evaluate(async () => {
        const open = indexedDB.open('tambora');
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const read = (table: string) =>
          new Promise<unknown[]>((resolve) => {
            const request = database.transaction(table).objectStore(table).getAll();
            request.onsuccess = () => resolve(request.result);
          });
        const cached = (await read('apiCache')) as Array<{
          data: { items?: Array<{ title?: string }> };
        }>;
        const recommended = (await read('recommendations')) as Array<{
          songs: Array<{ title: string }>;
        }>;
        database.close();
        return [
          ...cached.flatMap((entry) => entry.data.items ?? []).map((item) => item.title),
          ...recommended.flatMap((entry) => entry.songs.map((song) => song.title)),
        ].filter((title): title is string => typeof title === 'string');
      });
      return stored.length;
    })
    .toBeGreaterThan(0);
  const title = stored[0];
  const word = title.split(' ').find((part) => part.length >= 4) ?? title;

  await context.setOffline(true);
  try {
    const box = page.getByRole('combobox', { name: 'Buscar' });
    await box.fill(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    await expect(page.getByText('Sin conexión: sugerencias de la música guardada.')).toBeVisible();
    await box.press('Enter');
    await expect(
      page.getByText(
        'Sin conexión: los resultados se limitan a la música guardada en este dispositivo.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Canciones' }).getByRole('listitem').first(),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

// What a query matches is the same at every size: run once, on a phone (the tests above type in
// the box at both sizes).
test('two letters match inside words, and punctuation does not break a search', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const songsOf = (main: ReturnType<Page['getByRole']>) =>
    main.getByRole('list', { name: 'Canciones' });
  // 'na' starts no word of 'Café en la Mañana' but is inside 'Mañana'.
  await page.goto('/SearchView/na');
  const main = page.getByRole('main');
  await expect(songsOf(main).getByRole('link', { name: /Café en la Ma/ })).toBeVisible();

  // A question mark typed at the end still finds the song.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.fill('café en la mañana?');
  await box.press('Enter');
  await expect(main.getByText('Para:')).toContainText('café en la mañana?');
  await expect(songsOf(main).getByRole('link', { name: /Café en la Ma/ })).toBeVisible();

  // A '+' typed in the query is itself, not a space.
  await page.getByRole('searchbox', { name: 'Nueva búsqueda' }).fill('a+b');
  await page.getByRole('searchbox', { name: 'Nueva búsqueda' }).press('Enter');
  await expect(main.getByText('Para:')).toContainText('a+b');
  await expectAxeClean(page);
});
