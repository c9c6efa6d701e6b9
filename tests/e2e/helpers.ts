import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  expect,
  type Page,
  test,
} from '@playwright/test';
import axe from 'axe-core';
import type { Page as ApiPage, CreatorStats, Playlist, Song } from '../../domain/api';
import { API_CALL } from './api-call';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';
import { waitInPage } from './wait-in-page';

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, API_CALL);
  if (!response.ok()) throw new Error(`GET ${path} → ${response.status()}`);
  return (await response.json()) as T;
}

export const recentSongs = (request: APIRequestContext) =>
  apiGet<ApiPage<Song>>(request, '/songs?sort=recent&limit=10');
export const suggestedCreators = (request: APIRequestContext) =>
  apiGet<ApiPage<CreatorStats>>(request, '/creator_statistics?limit=5');
export const seasonalPlaylists = (request: APIRequestContext) =>
  apiGet<ApiPage<Playlist>>(request, '/playlistsFromRepertoireByAdmin?limit=10');

/** The demo's first seasonal playlist and its songs, in order (each 20 s and more). */
export async function firstSeasonalPlaylist(request: APIRequestContext) {
  const seasonal = (await seasonalPlaylists(request)).items[0];
  const detail = await apiGet<{ Song_Playlists: { Song: Song }[] }>(
    request,
    `/playlists/${seasonal.playlist_id}`,
  );
  return { playlistId: seasonal.playlist_id, songs: detail.Song_Playlists.map((e) => e.Song) };
}

/**
 * Waits until the service worker the app registered controls the page (the first visit claims
 * it): the app registers it three seconds after the first screen has settled (docs/architecture.md
 * "The first visit"). pwa.spec goes this way; other tests use `installServiceWorkerNow`.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/**
 * Registers the app's own worker (same script, same scope) at once and waits until it controls
 * the page, for tests that need it but not the three seconds the app leaves the first screen
 * (that wait is pwa.spec's to check). The app's own registration later finds it in place.
 */
export async function installServiceWorkerNow(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  await waitForServiceWorkerControl(page);
}

/**
 * Waits until the app has made its IndexedDB database, for a test about to open it directly. On a
 * first visit the app makes it when the start is over (src/lib/lazy-db.ts): a test opening it
 * before would make an empty one, whose missing tables throw where no promise catches.
 */
export async function waitForAppDatabase(page: Page): Promise<void> {
  await waitInPage(
    page,
    async (name) => (await indexedDB.databases()).some((database) => database.name === name),
    'tambora',
  );
}

/** Cards cut titles at 16 characters (spec section 9): match on what a card can show. */
export function cardText(title: string): string {
  return Array.from(title).slice(0, 16).join('');
}

export { DEMO_PASSWORD } from './pages/login-page';

/**
 * Signs in the way the login form leaves a browser (the session cookie of POST /login and the
 * person stored under 'user', spec section 3) without typing in it and without opening the app:
 * the browser stays on a page of the origin that runs none, so the first screen the test opens is
 * the first the person sees, with nothing of an earlier screen (a library mirrored before the test
 * changed it through the API) in IndexedDB. Answers the person's id. The form itself is tested in
 * the tests of signing in (auth-flows, social-login, onboarding, shared-phone), which use
 * `signInThroughForm`.
 */
export async function signInByApi(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<number> {
  const answer = await page.request.post('/api/v1/login', {
    ...API_CALL,
    data: { email, password },
  });
  if (!answer.ok()) throw new Error(`POST /login como ${email} → ${answer.status()}`);
  const user = await answer.text();
  // localStorage belongs to the origin: set it from a page of the origin that runs no app.
  await page.goto('/api/v1/health');
  await page.evaluate((stored) => localStorage.setItem('user', stored), user);
  return (JSON.parse(user) as { credentials_id: number }).credentials_id;
}

/** `signInByApi`, then opens `at` (home unless told) and waits for the signed-in top bar. */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, at = '/' }: { password?: string; at?: string } = {},
): Promise<void> {
  await signInByApi(page, email, password);
  await page.goto(at);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
}

/** Signs in through the login form and waits for the landing on home. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/$/);
}

/** Signs out through the avatar menu and waits until the top bar offers 'Iniciar Sesión'. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }),
  ).toBeVisible();
}

/** Picks `label` in one of Configuración's choices ('Tema', 'Calidad de audio'…) and checks it. */
export async function chooseInSettings(page: Page, group: string, label: string): Promise<void> {
  await page.goto('/UserSettings');
  const choices = page.getByRole('group', { name: group });
  await choices.getByText(label, { exact: true }).click();
  await expect(choices.getByRole('radio', { name: label })).toBeChecked();
}

/** No WCAG 2.1 A/AA violation on the page as it is now, each listed with its elements. */
export interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only these rules, instead of the WCAG 2.1 A and AA ones. */
  rules?: string[];
  /** axe's whole default set: best practices (landmarks, headings, regions) and WCAG 2.2 too. */
  allRules?: boolean;
}

/** The one accessibility check of the suite: no axe violation, each listed with its elements. */
export async function expectAxeClean(page: Page, scope: AxeScope = {}): Promise<void> {
  // Mid fade-in (a dialog, a menu) colours are blended: judge them as they settle. Endless
  // animations (a loader, a skeleton's pulse) are judged as they are.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await injectAxe(page);
  const options: axe.RunOptions = scope.rules
    ? { runOnly: { type: 'rule', values: scope.rules } }
    : scope.allRules
      ? {}
      : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(include ? { include: [include] } : document, options);
      return results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { include: scope.include, options },
  );
  expect(violations).toEqual([]);
}

/**
 * axe-core into each frame of the page that does not hold it yet: once per document. A fresh copy
 * for every check, and a blank page to merge each check's results in (what @axe-core/playwright
 * does), took 1.3–3.8 s a check on CI's machine; the check itself, 0.2–0.8 s.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const holdsAxe = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!holdsAxe) await frame.evaluate(axe.source);
  }
}

/**
 * A phone's browser with a profile on disk in `dir`: closing it and launching it again on the
 * same `dir` is the app closed and opened again (its caches, IndexedDB and worker kept).
 */
export async function launchPersistent(dir: string, baseURL: string): Promise<BrowserContext> {
  const use = test.info().project.use;
  return chromium.launchPersistentContext(dir, {
    executablePath: use.launchOptions?.executablePath,
    args: use.launchOptions?.args,
    baseURL,
    locale: 'es-DO',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
}

/** The two sizes every screen is looked at (the brief): a phone and a laptop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/**
 * A flow (what a person does, step by step, where the size changes nothing but the layout) runs
 * once, at the phone's size, where most listeners are. The laptop's layout of the screens those
 * flows pass through is checked with axe by laptop-screens.spec.ts; a screen that behaves
 * differently by size (search box, queue, player panels, menus) runs its flow at both.
 */
export const PHONE = VIEWPORTS[0];
