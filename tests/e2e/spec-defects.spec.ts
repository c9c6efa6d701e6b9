/**
 * The defects found walking every screen, each seen again in Chromium
 * against the real server at phone size, with axe on the screens that changed.
 */
import { expect, type Page, test } from '@playwright/test';
import type { PlaylistDetail } from '../../domain/playlists';
import { apiGet, expectAxeClean, PHONE, seasonalPlaylists, signIn, signInByApi } from './helpers';
import { playerBar } from './pages/player-bar';

const CODE_REQUEST_MISSING =
  'Falta la solicitud del código o ya no es válida. Vuelve a pedir uno nuevo.';
const LISTENER = 'oyente@tambora.app';

async function atSize(page: Page, PHONE: { width: number; height: number }) {
  await page.setViewportSize(PHONE);
}

test.describe(`at phone size`, () => {
  test('a cut or altered code link shows the Spanish "code request missing" screen', async ({
    page,
  }) => {
    await atSize(page, PHONE);
    for (const path of ['/FormOTPInputValidateEmail?token=abc', '/FormOTPInput?token=12']) {
      await page.goto(path);
      await expect(page.getByText(CODE_REQUEST_MISSING)).toBeVisible();
      await expect(page.getByText(/Demasiado|token:/)).toHaveCount(0);
    }
    await expectAxeClean(page);
  });

  test('a visitor on /RepertoirePlaylistCardList stays and is told where to look', async ({
    page,
  }) => {
    await atSize(page, PHONE);
    await page.goto('/RepertoirePlaylistCardList');
    await expect(page.getByText(/Abre el perfil de un creador/)).toBeVisible();
    await expect(page).toHaveURL(/\/RepertoirePlaylistCardList$/);
    await expectAxeClean(page);
  });

  test('/repertoire says first that a visitor or listener cannot upload', async ({ page }) => {
    await atSize(page, PHONE);
    for (const who of ['visitor', 'listener'] as const) {
      if (who === 'listener') await signInByApi(page, LISTENER);
      await page.goto('/repertoire');
      const notice = page.getByRole('note');
      await expect(notice).toBeVisible();
      const title = page.getByLabel('Título', { exact: false }).first();
      const noticeTop = (await notice.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      const fieldTop = (await title.boundingBox())?.y ?? 0;
      expect(noticeTop).toBeLessThan(fieldTop);
    }
  });

  test('closing a menu by tapping outside does not press what is underneath', async ({ page }) => {
    await atSize(page, PHONE);
    await signIn(page, LISTENER, { at: '/artists' });
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Tambora|Inicio/ })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(/\/artists$/);
  });

  test('a personal-info failure shows the server message; saving a profile confirms it', async ({
    page,
  }) => {
    await atSize(page, PHONE);
    const userId = await signInByApi(page, LISTENER);
    await page.goto(`/EditPerfilUser/${userId}`);
    await page
      .getByRole('button', { name: /Guardar/ })
      .first()
      .click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar notificación' }).first()).toBeVisible();

    await page.route('**/api/v1/users/*/personal_info', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'La cédula ya está registrada en otra cuenta.', errors: [] },
      }),
    );
    await page.goto('/FormPersonalInfoUser');
    // Typed at once: the saved profile, however late it comes, fills only the other fields.
    await page.getByRole('textbox', { name: 'Cédula' }).fill('00100000009');
    await expect(page.getByRole('textbox', { name: 'Teléfono' })).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Cédula' })).toHaveValue('001-0000000-9');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('La cédula ya está registrada en otra cuenta.')).toBeVisible();
  });
});

test('a wide table shows whole titles; cards keep the 16-character cut', async ({ page }) => {
  const seasonal = (await seasonalPlaylists(page.request)).items[0];
  const detail = await apiGet<PlaylistDetail>(page.request, `/playlists/${seasonal.playlist_id}`);
  const long = detail.Song_Playlists.map((link) => link.Song).find(
    (song) => Array.from(song.title).length > 16,
  );
  expect(long, 'the demo seasonal playlist has a title longer than 16 characters').toBeDefined();
  const title = long?.title ?? '';
  await page.goto(`/PlaylistSongsCard/${seasonal.playlist_id}`);
  await expect(page.getByRole('cell', { name: title, exact: true }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByText(`${Array.from(title).slice(0, 16).join('')}...`).first(),
  ).toBeVisible();
});

test('the player: a low volume is not drawn muted, mute says what it does, closing clears the lock screen', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Subidas recientemente' })
    .getByRole('button', { name: /^Reproducir / })
    .first()
    .click();
  const bar = playerBar(page);
  await expect(bar.root).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null))
    .not.toBeNull();

  const slider = bar.volume;
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  await expect(bar.button('Silenciar')).toHaveAttribute('data-level', 'low');
  await expect(bar.root.locator('.tabler-icon-volume-3')).toHaveCount(0);

  await bar.button('Silenciar').click();
  await expect(bar.button('Activar sonido')).toHaveAttribute('data-level', 'off');
  await bar.button('Activar sonido').click();
  await expect(bar.button('Silenciar')).toBeVisible();

  await bar.button('Cerrar reproductor').click();
  await expect(bar.root).toBeHidden();
  expect(await page.evaluate(() => navigator.mediaSession.metadata)).toBeNull();
});
