/**
 * End to end: an admin hides a creator's song with a reason and the creator's
 * bell says which and why; the admin suspends the creator (who then cannot sign in, and is told
 * why), reactivates them, changes their role, and reads all of it in 'Registro'.
 */
import { expect, type Page, test } from '@playwright/test';
import { MODERATION_TEXTS } from '../../domain/moderation-texts';
import { creator, publish } from './accounts';
import { API_CALL } from './api-call';
import { expectAxeClean, PHONE, signIn } from './helpers';
import { LoginPage } from './pages/login-page';

const CREATOR_PASSWORD = 'Merengue2026';

async function moderate(page: Page, name: string) {
  await page.getByRole('button', { name: `Moderar a ${name}` }).click();
  return page.getByRole('dialog', { name: `Moderar a ${name}` });
}

const viewport = PHONE;
test(`an admin hides a song, suspends, reactivates and changes a role, each in 'Registro', at ${viewport.name} size`, async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const lastName = `Moderada${Math.random().toString(36).slice(2, 6)}`;
  const name = `Ana ${lastName}`;
  const person = await creator(baseURL ?? '', `moderada-${viewport.name}`, lastName, null);
  const title = `Oculta ${viewport.name} ${lastName}`;
  const song = await publish(person.api, title, [name]);

  // The admin makes the song private, giving the reason.
  await signIn(page, 'admin@tambora.app', { at: `/EditSongAdmin/${song.song_id}` });
  await page.getByText('Privado', { exact: true }).click();
  await page.getByRole('combobox', { name: /Motivo/ }).selectOption('Infringe derechos de autor');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(/\/AdminPage\?tab=canciones/);

  // The creator's bell says which song and why.
  const creatorContext = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  const creatorPage = await creatorContext.newPage();
  await signIn(creatorPage, person.email, { password: CREATOR_PASSWORD });
  await creatorPage.getByRole('button', { name: 'Notificaciones' }).click();
  const notice = creatorPage.getByRole('menuitem', {
    name: /Un administrador ocultó tu canción/,
  });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`«${title}» ahora es privada.`);
  await creatorPage.keyboard.press('Escape');

  // Suspended: the creator's session ends and signing in again is refused with the reason.
  await page.goto('/AdminPage');
  await page.getByRole('searchbox', { name: 'Buscar personas' }).fill(person.email.split('@')[0]);
  await expect(page.getByRole('button', { name: /^Moderar a / })).toHaveCount(1);
  let dialog = await moderate(page, name);
  await expectAxeClean(page);
  await dialog
    .getByRole('textbox', { name: 'Motivo de la suspensión (opcional)' })
    .fill('Suplantación de identidad');
  await dialog.getByRole('button', { name: 'Suspender cuenta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Suspendida', { exact: true })).toBeVisible();

  expect((await creatorPage.request.get('/api/v1/session', API_CALL)).status()).toBe(401);
  // The creator's open page goes to the login page by itself at its next 401
  // (src/lib/api-errors.ts redirectToLogin). They try again from another device: a fresh context
  // shares nothing with that page's own navigation. A new tab beside it, opened while the old
  // one closed mid-redirect, once hung in its first navigation until the whole timeout on a
  // loaded machine, as a tab asked for while the last one closed had been refused before.
  await creatorContext.close();
  const retryContext = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  const retryPage = await retryContext.newPage();
  const login = new LoginPage(retryPage);
  await login.open();
  await login.submit(person.email, CREATOR_PASSWORD);
  await expect(retryPage.getByRole('alert')).toContainText(MODERATION_TEXTS.suspended);

  // Reactivated, then made a listener.
  dialog = await moderate(page, name);
  await dialog.getByRole('button', { name: 'Reactivar cuenta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  dialog = await moderate(page, name);
  await dialog.getByRole('combobox', { name: 'Rol de la cuenta' }).selectOption('user');
  await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${name} ahora es Oyente.`)).toBeVisible();
  await signIn(retryPage, person.email, { password: CREATOR_PASSWORD });

  // 'Registro': who did what to whom, newest first.
  await page.getByRole('tab', { name: 'Registro' }).click();
  const log = page.getByRole('list', {
    name: 'Registro de moderación',
  });
  await expect(log).toContainText('Compositor → Oyente');
  for (const [action, detail] of [
    ['Cambió el rol', 'Compositor → Oyente'],
    ['Reactivó la cuenta', ''],
    ['Suspendió la cuenta', 'Suplantación de identidad'],
    ['Ocultó una canción', `«${title}». Motivo: Infringe derechos de autor`],
  ]) {
    const entry = log
      .getByRole('listitem')
      .filter({ hasText: action })
      .filter({ hasText: name })
      .first();
    await expect(entry).toContainText('Admin Tambora');
    if (detail) await expect(entry).toContainText(detail);
  }
  await expectAxeClean(page);

  // Later tests play the newest songs: this one goes with its creator.
  expect((await page.request.delete(`/api/v1/users/${person.id}`, API_CALL)).status()).toBe(204);
  await person.api.dispose();
  await retryContext.close();
});
