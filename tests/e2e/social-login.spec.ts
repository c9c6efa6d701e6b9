/**
 * Social sign-in end to end: Chromium goes from 'Continuar con Google'
 * to a real OpenID provider (started by scripts/e2e-server.mjs), signs in there, and comes back
 * signed in: a new account to /ChooseRegister with the provider's picture as avatar and the
 * welcome mail, an existing account linked, an unverified email refused. Phone size, and desktop for the linked account.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiGet, expectAxeClean, PHONE, signOut } from './helpers';
import { countMailsTo } from './mailbox';
import { LoginPage } from './pages/login-page';

function newLogin(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@prueba.test`;
}

/** At the provider's own sign-in page (the package's development form): any login, any password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function continueWithGoogle(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
}

test('a new person signs up with Google at phone size: /ChooseRegister, avatar, welcome mail', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const login = newLogin('nueva');
  await page.goto('/RegisterPageV1');
  await expect(page.getByRole('link', { name: 'Continuar con Google' })).toBeVisible();
  await expectAxeClean(page);
  await continueWithGoogle(page);
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/ChooseRegister$/);
  await expect(page.getByRole('heading', { name: '¿Cómo quieres usar Tambora?' })).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: login, roles: ['user'] });
  const profile = await apiGet<{ userImageUrl: string | null }>(
    page.request,
    `/users/${user.credentials_id}`,
  );
  expect(profile.userImageUrl).toMatch(/^\/media\/images\//);
  await expect.poll(() => countMailsTo(login)).toBe(1);

  // Choosing 'artista' makes a composer who has not reached the terms: the next social sign-in
  // goes to them first, since publishing needs them.
  await page.getByRole('button', { name: /artista/ }).click();
  await expect(page).toHaveURL(/\/FormGeneralInfo$/);
  await signOut(page);
  await page.goto('/LoginPageV1');
  // Still signed in at the provider (its own session): it sends the browser straight back.
  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await expect(page).toHaveURL(/\/FormTermsCon$/);
  expect(countMailsTo(login)).toBe(1);
});

// An account with a password is never entered by email match alone.
test('an existing account with a password is not entered through the provider (desktop)', async ({
  page,
}) => {
  await page.goto('/LoginPageV1');
  await expectAxeClean(page);
  await continueWithGoogle(page);
  await signInAtProvider(page, 'oyente@tambora.app');
  await expect(page).toHaveURL(/\/LoginPageV1\?oidcError=accountExists$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Ya hay una cuenta con tu correo de Google. Inicia sesión con tu correo y tu contraseña.',
  );
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toHaveCount(0);
  await expectAxeClean(page);
  // Its password is the way in.
  await new LoginPage(page).signIn('oyente@tambora.app');
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
});

test(`an unverified email is refused with a Spanish message (phone)`, async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/LoginPageV1');
  await continueWithGoogle(page);
  await signInAtProvider(page, newLogin('sinverificar'));
  await expect(page).toHaveURL(/\/LoginPageV1\?oidcError=unverified$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Tu correo en Google no está verificado. Verifícalo allí, o regístrate con tu correo y un código.',
  );
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toHaveCount(0);
  await expectAxeClean(page);
});

test('without a configured provider the button is not offered', async ({ page }) => {
  // The server this suite runs has one; answer GET /oidc as a server without OIDC_* does.
  await page.route('**/api/v1/oidc', (route) =>
    route.fulfill({ json: { enabled: false, name: null } }),
  );
  await page.goto('/LoginPageV1');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText('Continuar con')).toHaveCount(0);
});
