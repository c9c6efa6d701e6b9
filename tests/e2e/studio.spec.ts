/**
 * End to end: the creator studio's numbers after known plays (one in the browser
 * from the song's page, one made offline two days ago and synced now), a like and a playlist add;
 * the table view, one song's view and the CSV say the same.
 */

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { creator, publish } from './accounts';
import { API_CALL } from './api-call';
import { expectAxeClean, PHONE, signIn } from './helpers';
import { recordPlayingEvents } from './player-helpers';

const CREATOR_PASSWORD = 'Merengue2026';
/** The Dominican Republic's day, as the studio counts them (UTC-4). */
const dayOf = (time: number) => new Date(time - 4 * 3_600_000).toISOString().slice(0, 10);

const viewport = PHONE;
test(`the studio counts known plays, a like and a playlist add, at ${viewport.name} size`, async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await recordPlayingEvents(page);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const lastName = `Estudio${Math.random().toString(36).slice(2, 6)}`;
  const person = await creator(baseURL ?? '', `estudio-${viewport.name}`, lastName, null);
  const title = `Estudio ${viewport.name} ${lastName}`;
  const song = await publish(person.api, title, [`Ana ${lastName}`]);

  // A visitor plays it to the end from its page: counted from 'the song's link', past half.
  await page.goto(`/Artist/${song.song_id}`);
  const posted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/plays') && response.request().method() === 'POST',
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: `Reproducir ${title}`, exact: true })
    .first()
    .click();
  expect((await posted).request().postDataJSON()).toMatchObject({
    song_id: song.song_id,
    source: 'song',
    past_half: true,
  });
  // A listen made offline two days ago from a search, reaching the server only now.
  const twoDaysAgo = Date.now() - 2 * 86_400_000;
  const offline = await request.post('/api/v1/plays', {
    ...API_CALL,
    data: {
      song_id: song.song_id,
      listen_id: randomUUID(),
      source: 'search',
      played_at: new Date(twoDaysAgo).toISOString(),
      past_half: false,
    },
  });
  expect(offline.status()).toBe(200);
  // A like and a playlist add.
  expect(
    (
      await person.api.post('/api/v1/song_libraries', {
        ...API_CALL,
        data: { song_id: song.song_id },
      })
    ).ok(),
  ).toBe(true);
  const playlist = await person.api.post('/api/v1/playlists', {
    ...API_CALL,
    data: { name: `Lista ${lastName}` },
  });
  const { playlist_id: playlistId } = await playlist.json();
  expect(
    (
      await person.api.post('/api/v1/song_playlists', {
        ...API_CALL,
        data: { playlist_id: playlistId, song_id: song.song_id },
      })
    ).ok(),
  ).toBe(true);

  await signIn(page, person.email, { password: CREATOR_PASSWORD });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page).toHaveURL(/\/MisEstadisticas$/);
  // The 30 days' chart fills its panel, and no day's label is cut at either end.
  const chart = page.getByRole('img', { name: /^Reproducciones por día/ });
  const fit = await chart.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const panel = (svg.closest('section') ?? svg).getBoundingClientRect();
    const labels = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
    return {
      share: box.width / panel.width,
      outside: labels.filter(
        (label) => label.left < box.left - 0.5 || label.right > box.right + 0.5,
      ).length,
      labels: labels.length,
    };
  });
  expect(fit.share).toBeGreaterThan(0.85);
  expect(fit.labels).toBeGreaterThan(4);
  expect(fit.outside).toBe(0);
  await page.getByText('7 días', { exact: true }).click();
  await expect(page).toHaveURL(/dias=7/);
  const cards = page.getByRole('list', { name: 'Estadísticas' });
  await expect(cards).toContainText('Reproducciones2');
  await expect(cards).toContainText('Me gusta1');
  await expect(cards).toContainText('Añadida a playlists1');
  await expect(cards).toContainText('Escuchadas más de la mitad50 %');
  const sources = page.getByRole('region', { name: 'De dónde empiezan' });
  await expect(sources).toContainText('Enlace de la canción50 % · 1');
  await expect(sources).toContainText('Búsqueda50 % · 1');
  await expectAxeClean(page);

  // Each day in the table: the offline play on its own day.
  await page.getByText('Tabla', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Por día: Tabla' });
  await expect(table.getByRole('row')).toHaveCount(8);
  const offlineRow = table.getByRole('row').filter({
    has: page.locator(`time[datetime="${dayOf(twoDaysAgo)}"]`),
  });
  await expect(offlineRow.getByRole('cell').first()).toHaveText('1');

  // The CSV says the same.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('estadisticas-7-dias.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${dayOf(twoDaysAgo)},1,0,0,0,0,1`);
  expect(csv).toContain(`${dayOf(Date.now())},1,0,1,1,1,1`);

  // One song's view.
  await page.getByRole('link', { name: `Ver las estadísticas de «${title}»` }).click();
  await expect(page.getByText(`De «${title}»`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Estadísticas' })).toContainText('Reproducciones2');

  // Later tests play the newest songs: this one goes.
  expect((await person.api.delete(`/api/v1/songs/${song.song_id}`, API_CALL)).status()).toBe(204);
  await person.api.dispose();
});
