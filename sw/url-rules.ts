/**
 * Which requests the service worker answers and how. Pure functions of the URL so they can be
 * tested without a worker.
 */

import { AUDIENCE_HEADER } from '../domain/api-base';

export const API_PREFIX = '/api/v1/';

/** Navigations to these paths belong to the server, never to the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/media(\/|$)/,
  // The embedded player (an iframe on other sites) and the Subsonic API are the server's pages.
  /^\/embed(\/|$)/,
  /^\/rest(\/|$)/,
  /^\/metrics$/,
];

/**
 * The only API answers the worker may keep: the public catalogue, the same for everyone. An
 * allow-list rather than a deny-list, so a new endpoint is private until someone decides otherwise:
 * a cached session, profile or library could outlive a logout or reach the next person on a
 * shared device, and auth answers (/session, /login, codes, resets) must always be live.
 * Add later public lists here.
 *
 * Search (/search, /search/suggestions, /search/advanced) is deliberately absent: its answers hold
 * the signed-in person's own private songs and playlists, and the worker cannot tell whose session
 * a request carried. Offline, search runs over IndexedDB instead (src/features/search).
 */
export const PUBLIC_CATALOGUE_API: readonly string[] = [
  '/api/v1/songs',
  '/api/v1/creator_statistics',
  '/api/v1/playlistsFromRepertoireByAdmin',
];

/**
 * Whether the server marked an API answer as the same for everyone (domain/api-base
 * AUDIENCE_HEADER). Only those are kept; offline, a signed-in person's lists come from IndexedDB,
 * which logout clears.
 */
export function isSharedAnswer(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(AUDIENCE_HEADER) === 'public';
}

export function isSameOrigin(url: URL, origin: string): boolean {
  return url.origin === origin;
}

/** The app shell answers every navigation except the server's own paths. */
export function isShellNavigation(url: URL): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(url.pathname));
}

/** Public catalogue GETs worth a network-first copy (the second line behind IndexedDB). */
export function isCacheableApi(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  // Exact paths: '/api/v1/songs/...' later may hold a private song for its owner.
  const path = url.pathname.replace(/\/+$/, '');
  return PUBLIC_CATALOGUE_API.includes(path);
}

/** Song covers, avatars and banners uploaded to the server: unique names, never change. */
export function isMediaImage(url: URL): boolean {
  return url.pathname.startsWith('/media/images/');
}

/** The app's own pictures (default covers, slides, icons). */
export function isStaticImage(url: URL): boolean {
  return url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/');
}
