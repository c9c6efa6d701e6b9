/**
 * The admin area end to end, at phone size (the laptop's table: laptop-screens.spec.ts): the demo admin opens Admin from the side
 * drawer, pages 'Canciones Subidas', opens a song's admin editor, moves it to Biblioteca and saves,
 * then deletes it after the confirmation. The song is this test's own (the database is shared by
 * every spec): it is created through the API first and deleted at the end.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { Song } from '../../domain/api';
import type { AudioUpload } from '../../domain/uploads';
import { API_CALL } from './api-call';
import { expectAxeClean, PHONE, signIn } from './helpers';

const ADMIN_EMAIL = 'admin@tambora.app';
const AUDIO = 'tests/fixtures/audio/tono-3s.mp3';

/** A song of the admin's own, through the same calls the upload form makes. */
async function createSong(page: Page, title: string): Promise<Song> {
  const upload = await page.request.post('/api/v1/storage/audios', {
    ...API_CALL,
    multipart: {
      file: { name: 'tono.mp3', mimeType: 'audio/mpeg', buffer: await readFile(AUDIO) },
    },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as AudioUpload;
  const created = await page.request.post('/api/v1/songs', {
    ...API_CALL,
    data: { title, gender: 'MERENGUE', composers: ['Prueba Admin'], audio: url },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Song;
}

const viewport = PHONE;
test(`an admin pages the songs, moves one to Biblioteca and deletes it at ${viewport.name} size`, async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await signIn(page, ADMIN_EMAIL);
  const title = `Admin ${viewport.name} ${String(Date.now()).slice(-6)}`;
  const song = await createSong(page, title);

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await expect(page).toHaveURL(/\/AdminPage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Estadísticas' })).toHaveAttribute(
    'href',
    '/AdminStadisticPage',
  );
  await expect(page.getByRole('tab', { name: 'Usuarios Creados' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: /^Editar / }).first()).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('tab', { name: 'Canciones Subidas' }).click();
  await expect(page).toHaveURL(/\/AdminPage\?tab=canciones$/);
  // Newest first: the song just created leads page 1.
  const edit = page.getByRole('link', { name: `Editar ${title}` });
  await expect(edit).toBeVisible();
  await expect(page.getByRole('link', { name: /^Editar / })).toHaveCount(4);
  // The file as uploaded, whatever the streaming version is by now.
  const download = page.getByRole('link', { name: `Descargar ${title}` });
  expect(song.audio_original).toMatch(/\.mp3$/);
  await expect(download).toHaveAttribute('href', song.audio_original ?? '');
  await expect(download).toHaveAttribute('download', `${title}.mp3`);
  await page.screenshot({ path: testInfo.outputPath(`admin-songs-${viewport.name}.png`) });
  await expectAxeClean(page);

  const pager = page.getByRole('navigation', { name: 'Páginas de canciones' });
  await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText('Página 2 de');
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Editar / })).toHaveCount(4);
  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(edit).toBeVisible();

  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/EditSongAdmin/${song.song_id}$`));
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  const location = page.getByRole('group', { name: 'Ubicación' });
  await expect(location.getByRole('radio', { name: 'Repertorio' })).toBeChecked();
  await location
    .locator('label')
    .filter({ hasText: /^Biblioteca$/ })
    .click();
  await expect(location.getByRole('radio', { name: 'Biblioteca' })).toBeChecked();
  await page.screenshot({
    path: testInfo.outputPath(`admin-editor-${viewport.name}.png`),
    fullPage: true,
  });
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(/\/AdminPage\?tab=canciones$/);

  const saved = await page.request.get(`/api/v1/songs/${song.song_id}`, API_CALL);
  expect(((await saved.json()) as Song).isFromRepertoire).toBe(false);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Biblioteca');

  await row.getByRole('button', { name: `Eliminar ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar canción' });
  await expect(dialog).toContainText('¿Estás seguro de que quieres eliminar esta canción?');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(edit).toHaveCount(0);
  expect((await page.request.get(`/api/v1/songs/${song.song_id}`, API_CALL)).status()).toBe(404);
});
