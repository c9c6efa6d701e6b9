/**
 * End to end: a creator publishes and is told so with a link to the song;
 * a filled form asks before it is thrown away; Mi Repertorio's 'Más opciones' of the creator's own
 * song edits it (saving says so) and deletes it after asking.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, PHONE, signInByApi } from './helpers';

const CREATOR = 'rafael.almonte@tambora.app';
const AUDIO = 'tests/fixtures/audio/tono-3s.mp3';

async function myId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').credentials_id);
}

const viewport = PHONE;
test(`a creator is told what happened, and edits and deletes from Mi Repertorio, at ${viewport.name} size`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await signInByApi(page, CREATOR);
  const title = `Aviso ${viewport.name.slice(0, 3)} ${String(Date.now()).slice(-5)}`;

  // A filled form asks before 'Cancelar' throws it away.
  await page.goto('/uploadSong');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('link', { name: 'Cancelar' }).click();
  const ask = page.getByRole('dialog', { name: '¿Descartar lo que has escrito?' });
  await expect(ask).toBeVisible();
  await expectAxeClean(page);
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/uploadSong$/);
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);

  // Publishing says so, with a link to the song.
  await page.getByRole('combobox', { name: 'Género' }).selectOption('BACHATA');
  await page.getByRole('textbox', { name: 'Compositor 1' }).fill('Rafael Almonte');
  await page.getByLabel(/^Audio/).setInputFiles(AUDIO);
  await expect(page.getByText('Duración: 0:03')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar canción' }).click();
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('alert').filter({ hasText: `Canción publicada: «${title}».` });
  await toast.getByRole('link', { name: 'Ver canción' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Mi Repertorio: 'Más opciones' of the new song edits it…
  await page.goto(`/repertoire/${await myId(page)}`);
  const more = page.getByRole('button', { name: `Más opciones de ${title}` }).first();
  await more.click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/EditSongRepertorie\/\d+$/);
  const renamed = `${title} bis`;
  await page.getByRole('textbox', { name: 'Título' }).fill(renamed);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Cambios guardados en «${renamed}».` }),
  ).toBeVisible();

  // …and deletes it after asking.
  await page.goto(`/repertoire/${await myId(page)}`);
  await page
    .getByRole('button', { name: `Más opciones de ${renamed}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: `Eliminar «${renamed}»` });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Canción eliminada: «${renamed}».` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Más opciones de ${renamed}` })).toHaveCount(0);
});
