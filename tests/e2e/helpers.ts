import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Page as ApiPage, CreatorStats, Playlist, Song } from '../../domain/api';

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  if (!response.ok()) throw new Error(`GET ${path} → ${response.status()}`);
  return (await response.json()) as T;
}

export const recentSongs = (request: APIRequestContext) =>
  apiGet<ApiPage<Song>>(request, '/songs?sort=recent&limit=10');
export const suggestedCreators = (request: APIRequestContext) =>
  apiGet<ApiPage<CreatorStats>>(request, '/creator_statistics?limit=5');
export const seasonalPlaylists = (request: APIRequestContext) =>
  apiGet<ApiPage<Playlist>>(request, '/playlistsFromRepertoireByAdmin?limit=10');

/** Waits until the service worker controls the page (the first visit claims it). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** Cards cut titles at 16 characters (spec section 9): match on what a card can show. */
export function cardText(title: string): string {
  return Array.from(title).slice(0, 16).join('');
}

/** The password of every demo account (admin, listener, creators). */
export const DEMO_PASSWORD = 'Tambora2026!';

/** Signs in through the login form and waits for the landing on home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/LoginPageV1');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
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

/** No WCAG 2.1 A/AA violation on the page as it is now, each listed with its elements. */
export async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
