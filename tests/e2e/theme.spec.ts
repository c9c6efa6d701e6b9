/**
 * As a person meets it at 390×844 and 1366×768 (the flows of choosing one, at the phone's size):
 * the dark theme follows the system by default and the choice in Ajustes ('Tema'); the page, its
 * text, the first frame painted before any script and the phone's status bar (theme-color) all
 * follow it, and axe finds no contrast (or other WCAG) problem in either theme.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Page as ApiPage, CreatorStats } from '../../domain/api';
import { COLOR_SCHEME_KEY, THEME_COLORS } from '../../domain/color-scheme';
import {
  apiGet,
  chooseInSettings,
  expectAxeClean,
  PHONE,
  recentSongs,
  signIn,
  signInByApi,
  signOut,
  VIEWPORTS,
} from './helpers';

const LISTENER = 'oyente@tambora.app';
const DARK_PAGE = 'rgb(36, 36, 36)';
const LIGHT_PAGE = 'rgb(255, 255, 255)';

interface Painted {
  page: string;
  text: string;
  heading: string;
  themeColor: string | null;
}

async function painted(page: Page): Promise<Painted> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1, h1');
    return {
      page: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      heading: heading ? getComputedStyle(heading).color : '',
      themeColor:
        document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
    };
  });
}

/** Relative luminance of an rgb() colour (WCAG), to tell light text from dark. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function expectDark(page: Page, where: string): Promise<void> {
  await expect.poll(async () => (await painted(page)).page, where).toBe(DARK_PAGE);
  const colors = await painted(page);
  expect(luminance(colors.text), `${where}: text`).toBeGreaterThan(0.4);
  if (colors.heading) expect(luminance(colors.heading), `${where}: h1`).toBeGreaterThan(0.3);
  expect(colors.themeColor, `${where}: theme-color`).toBe(THEME_COLORS.dark);
}

async function expectLight(page: Page, where: string): Promise<void> {
  await expect.poll(async () => (await painted(page)).page, where).toBe(LIGHT_PAGE);
  const colors = await painted(page);
  expect(luminance(colors.text), `${where}: text`).toBeLessThan(0.05);
  if (colors.heading) expect(luminance(colors.heading), `${where}: h1`).toBeLessThan(0.1);
  expect(colors.themeColor, `${where}: theme-color`).toBe(THEME_COLORS.light);
}

const chooseTheme = (page: Page, label: 'Claro' | 'Oscuro' | 'Según el sistema') =>
  chooseInSettings(page, 'Tema', label);

// Every kind of page at both sizes: the layout and axe (helpers.ts, VIEWPORTS).
for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}, a system in dark mode`, () => {
    test.use({ viewport, colorScheme: 'dark' });

    test('every kind of page is dark by default, and passes axe', async ({ page, request }) => {
      const [song] = (await recentSongs(request)).items;
      const [creator] = (
        await apiGet<ApiPage<CreatorStats>>(request, '/creator_statistics?limit=1')
      ).items;
      for (const path of [
        '/',
        '/search',
        '/SearchView/Luna',
        `/Artist/${song.song_id}`,
        `/ComposerPerfil/${creator.user_id}`,
        '/Descargas',
        '/LoginPageV1',
      ]) {
        await page.goto(path);
        await expect(page.locator('main h1').first(), path).toBeVisible();
        await expectDark(page, path);
        await expectAxeClean(page);
      }
      await signInByApi(page, LISTENER);
      for (const path of ['/Library', '/UserSettings']) {
        await page.goto(path);
        await expect(page.locator('main h1').first(), path).toBeVisible();
        await expectDark(page, path);
        await expectAxeClean(page);
      }
    });
  });
}

// The flows of choosing a theme, once at the phone's size (helpers.ts, PHONE): the theme is the
// device's, whatever its width.
test.describe('a system in dark mode', () => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });

  test('the first frame, before any script runs, is already dark', async ({ page, request }) => {
    const [song] = (await recentSongs(request)).items;
    // Without the app's scripts only index.html paints: its boot script and inline styles
    // (a fresh page has no service worker yet, so the route sees every request).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/Artist/${song.song_id}`);
    await expect(page.locator('.boot-song h1')).toHaveText(song.title);
    const colors = await painted(page);
    expect(colors.page).toBe(DARK_PAGE);
    expect(luminance(colors.heading)).toBeGreaterThan(0.3);
    expect(colors.themeColor).toBe(THEME_COLORS.dark);
  });

  test("'Claro' in Ajustes wins over the system, and stays after sign-out", async ({ page }) => {
    await signIn(page, LISTENER);
    await chooseTheme(page, 'Claro');
    await expectLight(page, 'Ajustes');
    await expectAxeClean(page);
    await page.goto('/');
    await expectLight(page, 'home');
    // The theme is the device's: the next person on it keeps it, at the next start too.
    await signOut(page);
    await page.goto('/search');
    await expectLight(page, 'search after sign-out');
  });
});

test.describe('a system in light mode', () => {
  test.use({ viewport: PHONE, colorScheme: 'light' });

  test("a kept 'Oscuro' paints the first frame dark, before any script", async ({
    browser,
    baseURL,
    request,
  }) => {
    const [song] = (await recentSongs(request)).items;
    const context = await browser.newContext({
      viewport: PHONE,
      colorScheme: 'light',
      // No worker, so the route below sees every request: only index.html paints.
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: [
          { origin: baseURL ?? '', localStorage: [{ name: COLOR_SCHEME_KEY, value: 'dark' }] },
        ],
      },
    });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/Artist/${song.song_id}`);
    await expect(page.locator('.boot-song h1')).toHaveText(song.title);
    const colors = await painted(page);
    expect(colors.page).toBe(DARK_PAGE);
    expect(colors.themeColor).toBe(THEME_COLORS.dark);
    await context.close();
  });

  test("'Oscuro' in Ajustes turns the app dark at once and at the next start", async ({ page }) => {
    await signIn(page, LISTENER);
    await expectLight(page, 'home before');
    await chooseTheme(page, 'Oscuro');
    await expectDark(page, 'Ajustes');
    await expectAxeClean(page);
    await page.goto('/Library');
    await expectDark(page, 'library');
    await page.reload();
    await expectDark(page, 'library after reload');
    await chooseTheme(page, 'Según el sistema');
    await expectLight(page, 'Ajustes, following the light system again');
  });
});
