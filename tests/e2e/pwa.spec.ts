import { expect, test } from '@playwright/test';
import { cardText, recentSongs, waitForServiceWorkerControl } from './helpers';

test('the manifest is installable and the service worker controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestResponse = await request.get(new URL(href ?? '', page.url()).pathname);
  expect(manifestResponse.ok()).toBe(true);
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    name: 'Tambora',
    lang: 'es',
    display: 'standalone',
    start_url: '/',
  });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose?.includes('maskable'))).toBe(
    true,
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await request.get(new URL(icon.src, page.url()).pathname);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toMatch(/image\//);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(appleIcon ?? '')).ok()).toBe(true);
  // iOS home-screen apps (issue 27 point 3): full screen, named, status bar over the blue bar.
  const appleMeta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
  expect(await appleMeta('apple-mobile-web-app-capable')).toBe('yes');
  expect(await appleMeta('apple-mobile-web-app-title')).toBe('Tambora');
  expect(await appleMeta('apple-mobile-web-app-status-bar-style')).toBe('black-translucent');

  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

test('after one visit the shell and the home content work offline', async ({
  page,
  context,
  request,
}) => {
  const recent = await recentSongs(request);
  const title = cardText(recent.items[0].title);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(title).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Subidas recientemente' })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  // A screen never visited is still served by the shell offline (Spanish not-found page).
  await page.goto('/otra-ruta-sin-conexion');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  await context.setOffline(false);
});
