/**
 * Accounts, end to end in Chromium against the real server: password reset with the code
 * read from the captured mail, a demo listener signing in and out, the signed-in guard's alert,
 * and axe checks of the account screens. Which drawer entries each role gets is a web test
 * (tests/web/auth/auth-session.test.tsx); laptop-screens.spec.ts opens an admin's screens.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_CALL } from './api-call';
import { expectAxeClean, signOut, VIEWPORTS } from './helpers';
import { countMailsTo, readLastCode } from './mailbox';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';

const LISTENER_EMAIL = 'oyente@tambora.app';
const MUST_REGISTER = 'Debe registrarse para acceder a esta sección.';

function newEmail(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, { ...API_CALL, data });
  if (!response.ok()) throw new Error(`POST ${path} → ${response.status()}`);
  return response.json();
}

/** A fresh account made through the API, its email proven with the code from the mail. */
async function createAccount(request: APIRequestContext, email: string, password: string) {
  const { validationToken } = await post(request, '/request_validate_email_with_code', { email });
  const code = await readLastCode(email);
  await post(request, '/validate_email_code', { token: validationToken, code });
  await post(request, '/register', { email, password, validationToken });
}

/** Fills the login form and sends it; what follows is each test's to check. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const login = new LoginPage(page);
  await login.open();
  await login.submit(email, password);
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).click();
  await page.keyboard.type(code);
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

test('password reset end to end: generic message, code from the mail, new password works', async ({
  page,
  request,
}) => {
  const email = newEmail('reset');
  await createAccount(request, email, 'Antigua2026');
  const mailsBefore = countMailsTo(email);

  await page.goto('/LoginPageV1');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/FormPasswordForgotten$/);
  // The address changes before the new screen is drawn: until its heading shows, the login
  // form (whose field has the same name) is still the one on screen.
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(
      'Si el correo electrónico está registrado, recibirás instrucciones para restablecer tu contraseña a tu correo.',
    ),
  ).toBeVisible();
  // Spec section 4: after 2 s, the code entry.
  await expect(page).toHaveURL(/\/FormOTPInput\?token=/);

  const code = await readLastCode(email, { after: mailsBefore });
  await typeCode(page, wrongCode(code));
  await expect(page.getByText('El código no coincide')).toBeVisible();
  await expect(page).toHaveURL(/\/FormOTPInput\?token=/);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/FormRestorePassword$/);

  await page.getByLabel('Nueva contraseña').fill('Nueva2026');
  await page.getByLabel('Confirmar contraseña').fill('Nueva2026');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/LoginPageV1$/);

  // The old password no longer opens the account; the new one does.
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Antigua2026');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill('Nueva2026');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
});

test('an unknown email gets the same generic reset answer', async ({ page }) => {
  await page.goto('/FormPasswordForgotten');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(newEmail('nadie'));
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/Si el correo electrónico está registrado/)).toBeVisible();
});

test('a demo listener signs in, stays signed in after a reload, and signs out', async ({
  page,
}) => {
  await signIn(page, LISTENER_EMAIL);
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'SUBIR' })).toHaveCount(0);

  await page.reload();
  await expect(banner.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  // Signed in, the login page sends home.
  await page.goto('/LoginPageV1');
  await expect(page).toHaveURL(/\/$/);

  await banner.getByRole('button', { name: 'Notificaciones' }).click();
  await expect(page.getByText('Aun no hay notificaciones')).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  const session = await page.evaluate(async () => (await fetch('/api/v1/session')).status);
  expect(session).toBe(401);
});

test('a wrong password says so and keeps the person on the login page', async ({ page }) => {
  await signIn(page, LISTENER_EMAIL, 'equivocada');
  await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/LoginPageV1$/);
});

test('a visitor opening /Library gets the alert and lands on the registration page', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/Library');
  await expect(page).toHaveURL(/\/RegisterPageV1$/);
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  expect(dialogs).toEqual([MUST_REGISTER]);
});

for (const viewport of VIEWPORTS) {
  test(`account screens pass axe checks at ${viewport.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [path, heading] of [
      ['/LoginPageV1', 'Iniciar Sesión'],
      ['/RegisterPageV1', 'Registrarse'],
      [
        '/FormOTPInputValidateEmail?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
        'Verifica tu correo electrónico',
      ],
      ['/FormPasswordForgotten', '¿Olvidaste tu contraseña?'],
      ['/FormOTPInput?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'Ingresa el código'],
      ['/FormRestorePassword', 'Restablecer contraseña'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAxeClean(page);
    }
    // With the validation messages showing.
    await page.goto('/LoginPageV1');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectAxeClean(page);
  });

  test.describe(() => {
    // The page's own requests, each one held or let through by the test, not the worker's cache.
    test.use({ serviceWorkers: 'block' });
    test(`signed-in top bar and menus pass axe checks at ${viewport.name} size`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The bell and the avatar come in a chunk of their own; held here, the bar draws the place
      // they will take, which must be their exact size (docs/architecture.md "The first visit").
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/SignedInActions-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const actionsWidth = () =>
        page.locator('header > :last-child').evaluate((end) => end.getBoundingClientRect().width);
      await signIn(page, LISTENER_EMAIL);
      await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menú de usuario' })).toHaveCount(0);
      const placeholderWidth = await actionsWidth();
      release();
      await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
      expect(await actionsWidth()).toBe(placeholderWidth);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await expect(page.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Notificaciones' }).click();
      await expect(page.getByText('Aun no hay notificaciones')).toBeVisible();
      await expectAxeClean(page);
    });
  });
}
