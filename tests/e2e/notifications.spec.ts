/**
 * Local notifications end to end at phone size (390×844): a listener saves a song for offline
 * listening, which writes a notification; the bottom bar's 'Notificaciones' opens
 * /NotificationsView, where it shows unread, is marked read, and the bell stops counting it.
 */
import { expect, test } from '@playwright/test';
import type { Page as ApiPage, Song } from '../../domain/api';
import { apiGet, expectAxeClean, signIn, signInByApi } from './helpers';

const LISTENER = 'oyente@tambora.app';

test.use({ viewport: { width: 390, height: 844 } });

test('a song saved for offline shows in /NotificationsView, opened from the bottom bar, and is marked read', async ({
  page,
}) => {
  await signInByApi(page, LISTENER);
  const [song] = (await apiGet<ApiPage<Song>>(page.request, '/songs?sort=newest&limit=1')).items;
  await page.goto(`/Artist/${song.song_id}`);
  const pin = page.getByRole('button', { name: 'Disponible sin conexión: esta canción' });
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');

  const bell = page.getByRole('banner').getByRole('button', { name: 'Notificaciones' });
  const bellCount = bell.locator('xpath=ancestor::*[contains(@class,"mantine-Indicator-root")][1]');
  await expect(bellCount.locator('.mantine-Indicator-indicator')).toHaveText('1');

  await page
    .getByRole('navigation', { name: 'Navegación inferior' })
    .getByRole('link', { name: 'Notificaciones' })
    .click();
  await expect(page).toHaveURL(/\/NotificationsView$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Disponible sin conexión' });
  await expect(item).toContainText(`«${song.title}» se puede escuchar sin conexión.`);
  await expect(item).toContainText('No leída');
  await expectAxeClean(page);

  await item.getByRole('button', { name: 'Marcar como leída: Disponible sin conexión' }).click();
  await expect(item).not.toContainText('No leída');
  await expect(bellCount.locator('.mantine-Indicator-indicator')).toHaveCount(0);
  await page.getByRole('tab', { name: 'No leídas' }).click();
  await expect(page.getByText('No tienes notificaciones sin leer')).toBeVisible();
  await page.getByRole('tab', { name: 'Leídas', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Disponible sin conexión' })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
});

test('a message is drawn as a toast on the first screen, before Ajustes was ever opened', async ({
  page,
}) => {
  await signIn(page, LISTENER);
  // A row that is there from the start ('Para ti' comes in later for a signed-in person).
  const add = page
    .getByRole('region', { name: 'Canciones Recomendadas' })
    .getByRole('button', { name: /^Añadir .* a una playlist$/ });
  const name = `Estilo ${String(Date.now()).slice(-5)}`;
  page.once('dialog', (dialog) => void dialog.accept(name));
  await add.first().click();
  await page.getByRole('menuitem', { name: 'Nueva playlist' }).click();
  const message = page.getByText(`Playlist "${name}" creada`);
  await expect(message).toBeVisible();
  const look = await message.evaluate((node) => {
    const toast = node.closest('.mantine-Notification-root');
    const style = toast ? getComputedStyle(toast) : null;
    return {
      radius: style?.borderTopLeftRadius ?? '0px',
      shadow: style?.boxShadow ?? 'none',
      background: style?.backgroundColor ?? '',
    };
  });
  expect(look.radius).not.toBe('0px');
  expect(look.shadow).not.toBe('none');
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
});
