/**
 * End to end: the admin finds a person by part of their email and role;
 * deleting them names the account by email and nickname, says how many songs, albums and
 * playlists go with it, and deletes only once its email is typed.
 */
import { expect, test } from '@playwright/test';
import { creator, publish } from './accounts';
import { API_CALL } from './api-call';
import { expectAxeClean, PHONE, signIn } from './helpers';

const viewport = PHONE;
test(`the deletion dialog names the account and what goes with it, at ${viewport.name} size`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const lastName = `Borrable${Math.random().toString(36).slice(2, 6)}`;
  const nickname = `Bo ${viewport.name}`;
  const person = await creator(baseURL ?? '', `borrar-${viewport.name}`, lastName, nickname);
  await publish(person.api, `Se va ${viewport.name}`, [`Ana ${lastName}`]);
  await publish(person.api, `También ${viewport.name}`, [`Ana ${lastName}`]);

  await signIn(page, 'admin@tambora.app', { at: '/AdminPage' });
  // Found by part of the email, with the role filter; the list names people
  // by their full name (a table, or cards on a phone).
  await page.getByRole('searchbox', { name: 'Buscar personas' }).fill(person.email.split('@')[0]);
  await page.getByRole('combobox', { name: 'Rol' }).selectOption('composer');
  await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(1);
  await page.getByRole('button', { name: `Eliminar Ana ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar usuario' });
  await expect(dialog.getByText(person.email, { exact: false })).toBeVisible();
  await expect(dialog).toContainText(`@${nickname}`);
  await expect(dialog).toContainText('2 canciones');
  await expect(dialog).toContainText('0 álbumes');
  await expectAxeClean(page);
  const remove = dialog.getByRole('button', { name: 'Eliminar' });
  await expect(remove).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Escribe el correo de la cuenta para confirmar' })
    .fill(person.email);
  await remove.click();
  await expect(dialog).toHaveCount(0);
  const gone = await page.request.get(`/api/v1/users/${person.id}`, API_CALL);
  expect(gone.status()).toBe(404);
  await person.api.dispose();
});
