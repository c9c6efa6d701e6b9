/**
 * 'Aplicaciones externas' (docs/product.md "Aplicaciones externas"), on the running app at the
 * phone's size: a listener makes an app password in Configuración, a Subsonic player signs in with
 * it (the account's password refused), and once revoked it signs nobody in.
 */
import { expect, test } from '@playwright/test';
import { APP_PASSWORD_TEXTS } from '../../domain/app-passwords';
import { API_CALL } from './api-call';
import { DEMO_PASSWORD, expectAxeClean, PHONE, signIn } from './helpers';

test.use({ viewport: PHONE });

const EMAIL = 'oyente@tambora.app';

test('an app password made in Configuración lets a player in until it is revoked', async ({
  page,
  request,
}) => {
  await signIn(page, EMAIL, { at: '/UserSettings' });
  const section = page.getByRole('heading', { name: APP_PASSWORD_TEXTS.section });
  await section.scrollIntoViewIfNeeded();
  const name = `Symfonium ${Date.now()}`;
  await page.getByLabel(APP_PASSWORD_TEXTS.name).fill(name);
  await page.getByRole('button', { name: APP_PASSWORD_TEXTS.create }).click();
  const shown = page.getByRole('status').filter({ hasText: APP_PASSWORD_TEXTS.shownOnce });
  const password = (await shown.getByLabel(`Contraseña de ${name}`).textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThan(20);
  await expectAxeClean(page);

  const ping = async (secret: string) =>
    (
      await (
        await request.get('/rest/ping.view', {
          ...API_CALL,
          params: { u: EMAIL, p: secret, v: '1.16.1', c: 'e2e', f: 'json' },
        })
      ).json()
    )['subsonic-response'];
  expect(await ping(password)).toMatchObject({ status: 'ok', type: 'tambora' });
  expect((await ping(DEMO_PASSWORD)).error.code).toBe(42);

  await page.getByRole('button', { name: APP_PASSWORD_TEXTS.revokeOf(name) }).click();
  await expect(page.getByText(APP_PASSWORD_TEXTS.revoked(name))).toBeVisible();
  expect((await ping(password)).error.code).toBe(40);
});
