/**
 * Creators and profiles, end to end in Chromium against the real server and the demo catalogue:
 * a composer edits their profile and changes the avatar (a non-image and a banner over 5 MB are
 * refused in Spanish, the old banner stays); another person sees the new avatar, enlarges it,
 * cannot change it; /artists shows 3 then 6; a listener sees only the public songs of a composer's
 * repertoire; the settings logout with its toast on a phone. Every screen is checked with axe.
 * People sign in through the API (helpers.ts `signIn`): the form is auth-flows.spec.ts's.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { Page as ApiPage } from '../../domain/api';
import type { Composer } from '../../domain/profiles';
import { API_CALL } from './api-call';
import { apiGet, expectAxeClean, signIn, signOut } from './helpers';
import { readLastCode } from './mailbox';

const LISTENER_EMAIL = 'oyente@tambora.app';
const KILO_EMAIL = 'esteban.rosario@tambora.app';
const MARISOL_EMAIL = 'marisol.guzman@tambora.app';

async function composerId(request: APIRequestContext, displayName: string): Promise<number> {
  const composers = await apiGet<ApiPage<Composer>>(request, '/composers?limit=100');
  const found = composers.items.find((composer) => composer.display_name === displayName);
  if (!found) throw new Error(`no composer named ${displayName}`);
  return found.user_id;
}

async function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('a composer edits the profile and changes the avatar; others enlarge it but cannot change it', async ({
  page,
  request,
}) => {
  const kiloId = await composerId(request, 'El Kilo');
  const nickname = `El Kilo ${Date.now() % 100_000}`;
  await signIn(page, KILO_EMAIL);

  // 'Editar Perfil' in the avatar menu leads to the composer editor.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Editar Perfil' }).click();
  await expect(page).toHaveURL(new RegExp(`/EditPerfil/${kiloId}$`));
  const form = page.getByRole('form', { name: 'Editar perfil' });
  await expect(form.getByLabel('Usuario/Apodo')).toHaveValue('El Kilo');
  await expectAxeClean(page, { allRules: true });

  await form.getByLabel('Usuario/Apodo').fill(nickname);
  await form.getByLabel('Biografía').fill('Productor de Los Mina.\n<b>Dembow</b> con tambora.');
  await form.getByRole('button', { name: 'Agregar red social' }).click();
  const rows = await form.getByRole('combobox', { name: /^Red social \d+$/ }).count();
  await form.getByRole('combobox', { name: `Red social ${rows}` }).click();
  await page.getByRole('option', { name: 'Youtube' }).click();
  // `javascript:` is refused before anything is sent.
  await form.getByLabel(`Enlace ${rows}`).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText('El enlace debe ser una URL http(s) válida')).toBeVisible();
  await form.getByLabel(`Enlace ${rows}`).fill('https://www.youtube.com/@elkilo');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(new RegExp(`/ComposerPerfil/${kiloId}$`));
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
  await expect(page.getByText('<b>Dembow</b> con tambora.')).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contacto' });
  await expect(contact.getByRole('link', { name: /^Youtube/ }).last()).toHaveAttribute(
    'href',
    'https://www.youtube.com/@elkilo',
  );

  // A non-image and a banner over the 5 MB cap are refused in Spanish; the old banner stays.
  const banner = page.getByRole('button', { name: 'Cambiar portada' }).locator('img');
  const bannerBefore = await banner.getAttribute('src');
  await chooseFile(page, 'Cambiar portada', {
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>no soy una imagen</html>'),
  });
  await expect(
    page.getByText('Tipo de archivo no admitido. Suba una imagen JPEG, PNG o WEBP.'),
  ).toBeVisible();
  await chooseFile(page, 'Cambiar portada', {
    name: 'banner-enorme.png',
    mimeType: 'image/png',
    // Just over the cap: a bigger file tells nothing more and takes seconds to hand to the page.
    buffer: Buffer.concat([await png(1200, 300, '#002D62'), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(page.getByText('El archivo supera el tamaño máximo de 5 MB')).toBeVisible();
  await expect(banner).toHaveAttribute('src', bannerBefore ?? '');

  // The avatar changes in place (from the drawn demo one), and the avatar menu follows.
  const avatar = page.getByAltText(`Foto de perfil de ${nickname}`);
  const avatarBefore = (await avatar.getAttribute('src')) ?? '';
  await chooseFile(page, 'Cambiar foto de perfil', {
    name: 'yo.png',
    mimeType: 'image/png',
    buffer: await png(400, 400, '#CE1126'),
  });
  await expect(avatar).not.toHaveAttribute('src', avatarBefore);
  await expect(avatar).toHaveAttribute('src', /^\/media\/images\/.*_yo-/);
  const avatarUrl = (await avatar.getAttribute('src')) ?? '';
  await expect(
    page.getByRole('button', { name: 'Menú de usuario' }).locator('img'),
  ).toHaveAttribute('src', avatarUrl);
  await expectAxeClean(page, { allRules: true });
  await signOut(page);

  // Another person: the new avatar, enlarged in a modal, and no way to change it.
  await signIn(page, LISTENER_EMAIL, { at: `/ComposerPerfil/${kiloId}` });
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
  await expect(page.getByAltText(`Foto de perfil de ${nickname}`)).toHaveAttribute(
    'src',
    avatarUrl,
  );
  await expect(page.getByRole('button', { name: 'Cambiar foto de perfil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cambiar portada' })).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  // The email of the account is not shown to others.
  await expect(page.getByText(KILO_EMAIL)).toHaveCount(0);
  await page.getByRole('button', { name: 'Ampliar foto de perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto de perfil' });
  await expect(dialog.getByRole('img', { name: /^Foto de perfil de/ })).toHaveAttribute(
    'src',
    avatarUrl,
  );
  await expect
    .poll(() =>
      dialog
        .getByRole('img', { name: /^Foto de perfil de/ })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(400);
  await expectAxeClean(page, { allRules: true });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  // The demo creator's drawn banner, enlarged the same way.
  await page.getByRole('button', { name: 'Ampliar portada' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Portada' })
      .getByRole('img', { name: `Portada de ${nickname}` }),
  ).toHaveAttribute('src', /^\/media\/images\/.+\.png$/);
  // Changing it anyway through the API is refused.
  const forged = await page.request.put(`/api/v1/users/${kiloId}`, {
    ...API_CALL,
    data: { userImageUrl: null },
  });
  expect(forged.status()).toBe(403);
});

/** A sixth composer, registered with the mailed code and turned composer by their own choice. */
async function registerComposer(request: APIRequestContext) {
  const email = `creador-${Date.now()}@example.com`;
  const asked = await request.post('/api/v1/request_validate_email_with_code', {
    ...API_CALL,
    data: { email },
  });
  const { validationToken } = await asked.json();
  const code = await readLastCode(email);
  await request.post('/api/v1/validate_email_code', {
    ...API_CALL,
    data: { token: validationToken, code },
  });
  const registered = await request.post('/api/v1/register', {
    ...API_CALL,
    data: { email, password: 'Creador2026', validationToken },
  });
  const { credentials_id: id } = await registered.json();
  const roles = await request.put(`/api/v1/credentials/${id}`, {
    ...API_CALL,
    data: { roles: ['composer'] },
  });
  expect(roles.status()).toBe(200);
  const named = await request.put(`/api/v1/users/${id}`, {
    ...API_CALL,
    data: { name: 'Zacarías', lastName: 'Nuevo' },
  });
  expect(named.status()).toBe(200);
}

test('/artists shows 3 creators, then 6 after "Mostrar más"', async ({ page, request }) => {
  const all = await apiGet<ApiPage<Composer>>(request, '/composers?limit=100');
  if (all.total < 6) await registerComposer(request);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Artistas' }).click();
  await expect(page).toHaveURL(/\/artists$/);
  const creators = page.getByRole('list', { name: 'Creadores' }).getByRole('listitem');
  await expect(creators).toHaveCount(3);
  await expectAxeClean(page, { allRules: true });
  await page.getByRole('button', { name: 'Mostrar más' }).click();
  await expect(creators).toHaveCount(6);
  // The first new creator has the focus; each creator leads to their profile.
  await expect(creators.nth(3).getByRole('link')).toBeFocused();
  await creators.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ComposerPerfil\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a listener sees only the public songs of a composer's repertoire; the owner sees all", async ({
  page,
  request,
}) => {
  const marisolId = await composerId(request, 'Marisol Guzmán');
  const PRIVATE = 'Borrador de Medianoche';
  // Cards cut titles at 16 characters; the whole title is in the card's title attribute.
  const privateCard = (scope: Locator) => scope.locator(`[title="${PRIVATE}"]`);

  // 'Mi Repertorio' is the composer's own: a listener is sent home.
  await signIn(page, LISTENER_EMAIL, { at: `/repertoire/${marisolId}` });
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/RepertoireSongs/${marisolId}`);
  const list = page.getByRole('list', { name: 'Composiciones de Marisol Guzmán' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const publicCount = await list.getByRole('listitem').count();
  await expect(privateCard(list)).toHaveCount(0);
  await expectAxeClean(page, { allRules: true });
  await page.goto(`/ComposerPerfil/${marisolId}`);
  const compositions = page.getByRole('list', { name: 'Composiciones' });
  await expect(compositions.getByRole('listitem')).toHaveCount(publicCount);
  await expect(privateCard(compositions)).toHaveCount(0);
  await signOut(page);

  await signIn(page, MARISOL_EMAIL);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Mi Repertorio' }).click();
  await expect(page).toHaveURL(new RegExp(`/repertoire/${marisolId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Repertorio' })).toBeVisible();
  const own = page.getByRole('list', { name: 'Mis composiciones' });
  await expect(own.getByRole('listitem')).toHaveCount(publicCount + 1);
  await expect(privateCard(own)).toBeVisible();
  await expectAxeClean(page, { allRules: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("settings: 'Salir' asks first, logs out, and 'Sesión cerrada' hides after 3 s", async ({
    page,
  }) => {
    await signIn(page, LISTENER_EMAIL);
    await page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('link', {
        name: 'Perfil',
      })
      .click();
    await expect(page).toHaveURL(/\/UserSettings$/);
    await expect(page.getByRole('tab', { name: 'Mi Perfil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Luisma' })).toBeVisible();
    await expectAxeClean(page, { allRules: true });

    await page.getByRole('tab', { name: 'Editar' }).click();
    await expect(page.getByRole('form', { name: 'Editar perfil' })).toBeVisible();
    await expectAxeClean(page, { allRules: true });

    await page.getByRole('tab', { name: 'Salir' }).click();
    await expect(page.getByText('¿Estás seguro?')).toBeVisible();
    await expectAxeClean(page, { allRules: true });
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    const toast = page.getByText('Sesión cerrada');
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }),
    ).toBeVisible();
  });
});
