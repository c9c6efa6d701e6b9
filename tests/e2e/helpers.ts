import type { APIRequestContext, Page } from '@playwright/test';
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
