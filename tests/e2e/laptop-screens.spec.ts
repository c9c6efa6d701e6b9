/**
 * The laptop's layout of the screens whose flows run once, at the phone's size (helpers.ts,
 * PHONE): at 1366×768 each screen draws its heading, nothing overflows sideways, the wide
 * layouts (tables) are the ones drawn, and axe passes. What a person does on them is the flows'.
 */
import { expect, type Page, test } from '@playwright/test';
import { creator, publish } from './accounts';
import { API_CALL } from './api-call';
import { expectAxeClean, recentSongs, signInByApi, VIEWPORTS } from './helpers';

const LAPTOP = VIEWPORTS[1];

test.use({ viewport: { width: LAPTOP.width, height: LAPTOP.height } });

/** The screen at `path` (or the one open) is drawn whole at the laptop's width, and passes axe. */
async function expectLaptopScreen(page: Page, path?: string): Promise<void> {
  if (path) await page.goto(path);
  await expect(page.locator('main h1').first(), path).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${path ?? page.url()}: nada se sale por el lado`,
  ).toBeLessThanOrEqual(LAPTOP.width);
  await expectAxeClean(page);
}

test("an admin's screens: people, songs and 'Registro' as tables, the song editor, statistics", async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, 'admin@tambora.app');
  // 'Registro' draws its table once it holds an action: a suspension and its undoing.
  const person = await creator(baseURL ?? '', 'registro-portatil', 'Registrada', null);
  const suspension = `/api/v1/users/${person.id}/suspension`;
  expect(
    (await page.request.post(suspension, { ...API_CALL, data: { reason: 'Prueba' } })).ok(),
  ).toBe(true);
  expect((await page.request.delete(suspension, API_CALL)).ok()).toBe(true);
  await expectLaptopScreen(page, '/AdminPage');
  await expect(page.getByRole('table').first()).toBeVisible();
  for (const tab of ['Canciones Subidas', 'Registro']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectLaptopScreen(page);
  }
  const [song] = (await recentSongs(page.request)).items;
  await expectLaptopScreen(page, `/EditSongAdmin/${song.song_id}`);
  await expectLaptopScreen(page, '/AdminStadisticPage');
  expect((await page.request.delete(`/api/v1/users/${person.id}`, API_CALL)).status()).toBe(204);
  await person.api.dispose();
});

test("a creator's screens: upload form, Mi Repertorio, the song editor, the studio", async ({
  page,
  baseURL,
}) => {
  const lastName = `Portatil${Math.random().toString(36).slice(2, 6)}`;
  const person = await creator(baseURL ?? '', 'portatil', lastName, null);
  const song = await publish(person.api, `Portátil ${lastName}`, [`Ana ${lastName}`]);
  await signInByApi(page, person.email, person.password);
  await expectLaptopScreen(page, '/uploadSong');
  await expectLaptopScreen(page, `/repertoire/${person.id}`);
  await expectLaptopScreen(page, `/EditSongRepertorie/${song.song_id}`);
  await expectLaptopScreen(page, '/MisEstadisticas');
  // Later tests play the newest songs: this one goes with its creator.
  expect((await person.api.delete(`/api/v1/users/${person.id}`, API_CALL)).status()).toBe(204);
  await person.api.dispose();
});

test("a listener's screens: 'Para ti', 'Novedades', a creator to follow, Descargas, Configuración, a song with its credits", async ({
  page,
}) => {
  await signInByApi(page, 'oyente@tambora.app');
  await expectLaptopScreen(page, '/ParaTi');
  await expectLaptopScreen(page, '/Novedades');
  await expectLaptopScreen(page, '/ComposerPerfil/3');
  await expect(page.getByRole('button', { name: /^(Seguir|Dejar de seguir) a / })).toBeVisible();
  await expectLaptopScreen(page, '/Descargas');
  await expectLaptopScreen(page, '/UserSettings');
  const [song] = (await recentSongs(page.request)).items;
  await expectLaptopScreen(page, `/Artist/${song.song_id}`);
});
