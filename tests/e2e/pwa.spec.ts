import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SETTLED_MARK } from '../../domain/performance-marks';
import { API_CALL } from './api-call';
import { cardText, recentSongs, waitForServiceWorkerControl } from './helpers';

test('the manifest is installable and the service worker controls the page', async ({
  page,
  request,
}) => {
  // When the page asks for its worker ("The first visit": once the first screen has settled).
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      Object.assign(window, { __registeredAt: performance.now() });
      return register(...args);
    };
  });
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestResponse = await request.get(new URL(href ?? '', page.url()).pathname, API_CALL);
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
    const res = await request.get(new URL(icon.src, page.url()).pathname, API_CALL);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toMatch(/image\//);
  }
  // A complete manifest, and everything it names is there.
  expect(manifest).toMatchObject({
    id: '/',
    display_override: ['window-controls-overlay', 'standalone'],
    launch_handler: { client_mode: 'navigate-existing' },
    categories: ['music'],
  });
  expect(
    manifest.shortcuts.map((shortcut: { name: string; url: string }) => [
      shortcut.name,
      shortcut.url,
    ]),
  ).toEqual([
    ['Buscar', '/search'],
    ['Mi biblioteca', '/Library'],
    ['Descargas', '/Descargas'],
  ]);
  const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[];
  expect(screenshots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
    ['narrow', '390x844'],
    ['wide', '1366x768'],
  ]);
  const named = [
    ...screenshots.map((shot) => ({ src: shot.src, sizes: shot.sizes })),
    ...manifest.shortcuts.flatMap(
      (shortcut: { icons: { src: string; sizes: string }[] }) => shortcut.icons,
    ),
  ];
  for (const image of named) {
    const res = await request.get(new URL(image.src, page.url()).pathname, API_CALL);
    expect(res.ok(), image.src).toBe(true);
    expect(res.headers()['content-type']).toMatch(/^image\//);
    // The size the manifest says is the size the image has.
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${bitmap.width}x${bitmap.height}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(appleIcon ?? '', API_CALL)).ok()).toBe(true);
  // iOS home-screen apps: full screen, named, status bar over the blue bar.
  const appleMeta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
  expect(await appleMeta('apple-mobile-web-app-capable')).toBe('yes');
  expect(await appleMeta('apple-mobile-web-app-title')).toBe('Tambora');
  expect(await appleMeta('apple-mobile-web-app-status-bar-style')).toBe('black-translucent');

  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const [registeredAt, settledAt] = await page.evaluate(
    (mark) => [
      (window as unknown as { __registeredAt: number }).__registeredAt,
      performance.getEntriesByName(mark)[0]?.startTime,
    ],
    SETTLED_MARK,
  );
  expect(settledAt).toBeDefined();
  expect(registeredAt).toBeGreaterThan(settledAt ?? Number.POSITIVE_INFINITY);
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

test('offline, a song seen only in a home row opens from what the device knows', async ({
  page,
  context,
  request,
}) => {
  const recent = (await recentSongs(request)).items;
  const song = recent[3];
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(cardText(song.title)).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/Artist/${song.song_id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await expect(
    page.getByText('Sin conexión: esto es lo que este dispositivo guardó'),
  ).toBeVisible();
  await expect(page.getByText('Error al obtener la canción')).toHaveCount(0);
  // Never played, so not saved: its play button says it cannot play without a connection.
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Reproducir ${song.title} (no disponible sin conexión)` })
      .first(),
  ).toBeVisible();
  await context.setOffline(false);
});

test.describe('a new version', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is said once, above the player bar, and once in the notifications however often it is found', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Reproducir / })
      .first()
      .click();
    const bar = page.getByRole('region', { name: 'Reproductor' });
    await expect(bar).toBeVisible();
    // A new build: the same worker with one more line, on disk where the server reads it (the
    // browser's own update check is out of page.route's reach). Put back whatever happens.
    const worker = join(process.cwd(), 'dist', 'sw.js');
    const built = ['', '.br', '.gz'].map((suffix) => ({
      path: `${worker}${suffix}`,
      bytes: readFileSync(`${worker}${suffix}`),
    }));
    const check = () =>
      page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
    try {
      writeFileSync(worker, `${built[0]?.bytes.toString()}\n// v2\n`);
      for (const copy of built.slice(1)) rmSync(copy.path);
      await check();
      const banner = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
      await expect(banner).toBeVisible();
      const bannerBox = await banner.boundingBox();
      const barBox = await bar.boundingBox();
      expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

      // Found again by a later check and by a reload: still one banner, one notification.
      await check();
      await page.reload();
      await expect(banner).toBeVisible();
      await expect(banner).toHaveCount(1);
      const updates = await page.evaluate(async () => {
        const request = indexedDB.open('tambora');
        const db = await new Promise<IDBDatabase>((resolve) => {
          request.onsuccess = () => resolve(request.result);
        });
        const all = db.transaction('notifications').objectStore('notifications').getAll();
        const entries = await new Promise<{ type: string }[]>((resolve) => {
          all.onsuccess = () => resolve(all.result);
        });
        return entries.filter((entry) => entry.type === 'update').length;
      });
      expect(updates).toBe(1);
    } finally {
      for (const copy of built) writeFileSync(copy.path, copy.bytes);
    }
  });
});
