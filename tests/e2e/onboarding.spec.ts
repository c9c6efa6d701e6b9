/**
 * Accounts, end to end in Chromium: a new person registers (the code read from the captured
 * mail), chooses 'artista' or 'usuario' and walks the onboarding to where the spec says it ends.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { Profile } from '../../domain/auth';
import { TERMS_SERVER_TEXTS } from '../../domain/terms-texts';
import { API_CALL } from './api-call';
import { PHONE } from './helpers';
import { readLastCode } from './mailbox';
import { LoginPage } from './pages/login-page';

const PASSWORD = 'Merengue2026';
/** Check digit right (Luhn), and wrong: DECISIONS "Cédula". */
const VALID_CEDULA = '00113918536';
const INVALID_CEDULA = '00113918538';

function newEmail(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** /RegisterPageV1 → code from the mail → /FormRegisterValidated → /ChooseRegister. */
async function register(page: Page, email: string): Promise<void> {
  await page.goto('/RegisterPageV1');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page).toHaveURL(/\/FormOTPInputValidateEmail\?token=/);
  const code = await readLastCode(email);
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/FormRegisterValidated/);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/ChooseRegister$/);
}

async function fillGeneralInfo(page: Page, name: string, lastName: string, instrument: string) {
  await expect(page.getByRole('heading', { name: 'Información general' })).toBeVisible();
  // The required fields first say so.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Campo es requerido')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Apellido' }).fill(lastName);
  await page.getByRole('combobox', { name: 'Instrumentos' }).click();
  await page.getByRole('option', { name: instrument, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

async function typeCedula(page: Page, digits: string) {
  const cedula = page.getByRole('textbox', { name: 'Cédula' });
  await cedula.fill('');
  await cedula.pressSequentially(digits);
  // Formatted as typed: 001-0000000-1.
  await expect(cedula).toHaveValue(
    `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`,
  );
}

async function acceptTerms(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Términos y condiciones', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Debes aceptar los términos y condiciones para continuar.' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Has aceptado los términos y condiciones.' }),
  ).toBeVisible();
}

async function storedUser(page: Page): Promise<{ credentials_id: number; roles: string[] }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
}

async function profileOf(page: Page, userId: number): Promise<Profile> {
  const response = await page.request.get(`/api/v1/users/${userId}`, API_CALL);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Profile;
}

test("a new 'artista' registers, onboards with an invalid then a valid cédula, and comes back to /FormFirstSong", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = newEmail('artista');
  await register(page, email);

  await page.getByRole('button', { name: 'artista', exact: true }).click();
  await expect(page).toHaveURL(/\/FormGeneralInfo$/);
  const progress = page.getByRole('list', { name: 'Progreso del registro' });
  await expect(progress.getByRole('listitem')).toHaveCount(3);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Información general');
  const user = await storedUser(page);
  expect(user.roles).toEqual(['composer']);

  await fillGeneralInfo(page, 'Fefita', 'La Grande', 'Acordeón');
  await expect(page).toHaveURL(/\/FormPersonalInfo$/);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Información personal');
  await expect(page.getByRole('combobox', { name: 'País' })).toHaveValue('Dominican Republic');

  // An invalid cédula: the message shows, the data is saved, the flow goes on.
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('809-555-0101');
  await typeCedula(page, INVALID_CEDULA);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cédula o documento inválido' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/FormTermsCon$/);
  const saved = await profileOf(page, user.credentials_id);
  expect(saved).toMatchObject({ name: 'Fefita', lastName: 'La Grande', instruments: ['Acordeón'] });
  expect(saved.phone).toBe('809-555-0101');
  expect(saved.dni?.replace(/-/g, '')).toBe(INVALID_CEDULA);
  expect(saved.nationality).not.toBe('Dominicano/a');

  // Back to correct it: a valid cédula goes straight on and makes the nationality Dominican.
  await page.goBack();
  await expect(page).toHaveURL(/\/FormPersonalInfo$/);
  await typeCedula(page, VALID_CEDULA);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/FormTermsCon$/);
  await expect(page.getByText('Cédula o documento inválido')).toHaveCount(0);
  const corrected = await profileOf(page, user.credentials_id);
  expect(corrected.dni?.replace(/-/g, '')).toBe(VALID_CEDULA);
  expect(corrected.nationality).toBe('Dominicano/a');

  await expect(progress.locator('[aria-current="step"]')).toContainText('Términos y condiciones');
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/FormFirstSong$/);
  await expect(page.getByRole('heading', { name: 'Sube tu primera canción' })).toBeVisible();

  // Sign out, sign in again: no song yet, so back to /FormFirstSong.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toBeNull();
  const login = new LoginPage(page);
  await login.open();
  await login.submit(email, PASSWORD);
  await expect(page).toHaveURL(/\/FormFirstSong$/);
  await expect(page.getByRole('heading', { name: 'Sube tu primera canción' })).toBeVisible();
});

test("a new 'usuario' registers, onboards and lands on /", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, newEmail('oyente'));

  await page.getByRole('button', { name: 'usuario', exact: true }).click();
  await expect(page).toHaveURL(/\/FormGeneralInfoUser$/);
  expect((await storedUser(page)).roles).toEqual(['user']);
  // Listeners have no progress indicator.
  await expect(page.getByRole('list', { name: 'Progreso del registro' })).toHaveCount(0);

  await fillGeneralInfo(page, 'Ana', 'Pérez', 'Ninguno');
  await expect(page).toHaveURL(/\/FormPersonalInfoUser$/);
  await typeCedula(page, VALID_CEDULA);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/FormTermsCon$/);

  await acceptTerms(page);
  await expect(page).toHaveURL(/\/$/);
  const user = await storedUser(page);
  const profile = await profileOf(page, user.credentials_id);
  expect(profile).toMatchObject({
    name: 'Ana',
    lastName: 'Pérez',
    instruments: ['Ninguno'],
    nationality: 'Dominicano/a',
    roles: ['user'],
  });
});

// The terms bind. The spec's 'Atrás' led past them to /FormFirstSong and a song
// published with the box never ticked; now the server refuses until it has recorded acceptance.
const viewport = PHONE;
test(`a new 'artista' cannot publish before accepting the terms, at ${viewport.name} size`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await register(page, newEmail(`terminos-${viewport.name}`));
  await page.getByRole('button', { name: 'artista', exact: true }).click();
  await fillGeneralInfo(page, 'Rosa', 'Arredondo', 'Güira');
  await typeCedula(page, VALID_CEDULA);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/FormTermsCon$/);
  // No 'SUBIR' before the onboarding ends.
  await expect(page.getByRole('link', { name: 'SUBIR' })).toHaveCount(0);

  // 'Atrás' goes to the step before, not on to publishing.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(/\/FormPersonalInfo$/);
  // Typing the upload page's address leads back to the terms.
  await page.goto('/FormFirstSong');
  await expect(page).toHaveURL(/\/FormTermsCon$/);
  await page.goto('/uploadSong');
  await expect(page).toHaveURL(/\/FormTermsCon$/);

  // Asking the server by hand: refused, with the way back to the terms.
  const upload = await page.request.post('/api/v1/storage/audios', {
    ...API_CALL,
    multipart: {
      file: {
        name: 'tono.mp3',
        mimeType: 'audio/mpeg',
        buffer: await readFile('tests/fixtures/audio/tono-3s.mp3'),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const song = {
    title: `Sin términos ${viewport.name}`,
    gender: 'MERENGUE',
    composers: ['Rosa Arredondo'],
    audio: ((await upload.json()) as { url: string }).url,
  };
  const refused = await page.request.post('/api/v1/songs', { ...API_CALL, data: song });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(TERMS_SERVER_TEXTS.required);

  await acceptTerms(page);
  await expect(page).toHaveURL(/\/FormFirstSong$/);
  await expect(page.getByRole('link', { name: 'SUBIR' })).toBeVisible();
  const published = await page.request.post('/api/v1/songs', { ...API_CALL, data: song });
  expect(published.status()).toBe(201);
  // The song goes again: later tests play the newest songs, which must stay theirs.
  const { song_id } = (await published.json()) as { song_id: number };
  expect((await page.request.delete(`/api/v1/songs/${song_id}`, API_CALL)).status()).toBe(204);
});
