/**
 * A new person's first visit, measured as the bench and CI measure it
 * (bytes on the wire as Chromium received them), and the first frames the server sends: painted
 * before any script runs, exactly where the app then draws the same screen.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  measureFirstVisitWire,
  wireBudgetFailures,
  wireTotals,
} from '../../scripts/bench/first-visit-wire';
import { AFTER_FIRST_FRAME_ID } from '../../server/html/after-first-frame';
import { apiGet } from './helpers';

test('a first visit to / on a phone stays within its bytes on the wire, all compressed', async ({
  browser,
  baseURL,
}) => {
  const result = await measureFirstVisitWire(baseURL ?? '', browser);
  expect(wireBudgetFailures(result)).toEqual([]);
  const text = result.page.filter((file) => ['document', 'js', 'css'].includes(file.kind));
  expect(text.length).toBeGreaterThan(2);
  for (const file of text) expect(file.contentEncoding, file.url).toMatch(/^(br|gzip)$/);
  // Slides the carousel has not come near are not downloaded.
  expect(result.page.map((file) => file.url).filter((url) => /slide-[34]/.test(url))).toEqual([]);
  test.info().annotations.push({
    type: 'bytes',
    description: JSON.stringify(wireTotals(result)),
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxesOf(page: Page, selectors: string[]): Promise<(Box | null)[]> {
  return Promise.all(
    selectors.map(async (selector) => {
      const box = await page.locator(selector).first().boundingBox();
      return box && { x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} the first frames land where the app draws the same screen`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const [song] = (
      await apiGet<{ items: { song_id: number; title: string }[] }>(
        request,
        '/songs?sort=top&limit=1',
      )
    ).items;
    const screens = [
      { path: '/', text: 'Bienvenido a Tambora', selectors: ['main img', 'main h2'] },
      { path: '/search', text: 'Encuentra a nuevos Creadores', selectors: ['main h1', 'main p'] },
      {
        path: `/Artist/${song.song_id}`,
        text: song.title,
        selectors: ['main img', 'main h1', 'main dl'],
        // Drawn from code that arrives after the page's: measured once it is there.
        lastButton: /Disponible sin conexión/,
      },
    ];
    for (const screen of screens) {
      // No script: what a phone shows while the app is still on its way.
      const bare = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const framePage = await bare.newPage();
      await framePage.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await framePage.goto(`${baseURL}${screen.path}`);
      await expect(framePage.getByText(screen.text).first()).toBeVisible();
      const frame = await boxesOf(framePage, screen.selectors);
      await bare.close();

      const full = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const appPage = await full.newPage();
      await appPage.goto(`${baseURL}${screen.path}`);
      // The app has taken over: its own controls are there.
      await expect(appPage.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
      await expect(appPage.getByText(screen.text).first()).toBeVisible();
      if ('lastButton' in screen) {
        await expect(appPage.getByRole('button', { name: screen.lastButton })).toBeVisible();
      }
      const app = await boxesOf(appPage, screen.selectors);
      await full.close();

      for (const [i, selector] of screen.selectors.entries()) {
        const label = `${screen.path} ${selector}`;
        expect(frame[i], label).not.toBeNull();
        expect(app[i], label).not.toBeNull();
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs((frame[i]?.[side] ?? 0) - (app[i]?.[side] ?? 0)),
            `${label} ${side}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    }
  });
}

test('a song page opened from a link draws from the answer that came with it, not a second request', async ({
  page,
  request,
}) => {
  const [song] = (
    await apiGet<{ items: { song_id: number; title: string }[] }>(
      request,
      '/songs?sort=top&limit=1',
    )
  ).items;
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/v1/songs/${song.song_id}`) asked.push(sent.url());
  });
  await page.goto(`/Artist/${song.song_id}`);
  await expect(
    page.getByRole('button', { name: `Reproducir ${song.title}` }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The screen's chunks, held back while the first frame was painted, were let go by the page's
  // own script (which the CSP allows by its hash): none is left waiting.
  expect(
    await page.evaluate(
      (id) =>
        (document.getElementById(id) as HTMLTemplateElement | null)?.content.childNodes.length,
      AFTER_FIRST_FRAME_ID,
    ),
  ).toBe(0);
});
