/**
 * Which requests the service worker answers and how. Pure functions of the URL so they can be
 * tested without a worker.
 */

export const API_PREFIX = '/api/v1/';

/** Navigations to these paths belong to the server, never to the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api(\/|$)/, /^\/media(\/|$)/];

/**
 * API calls that must never be answered from a cache: anything about the session (a cached
 * "signed in" answer after logout would be wrong), and health checks that report live state.
 */
const UNCACHED_API: RegExp[] = [/^\/api\/v1\/auth(\/|$)/, /^\/api\/v1\/health$/];

export function isSameOrigin(url: URL, origin: string): boolean {
  return url.origin === origin;
}

/** The app shell answers every navigation except the server's own paths. */
export function isShellNavigation(url: URL): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(url.pathname));
}

/** GET /api/v1/* worth a network-first copy (the second line behind IndexedDB). */
export function isCacheableApi(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  if (!url.pathname.startsWith(API_PREFIX)) return false;
  return !UNCACHED_API.some((pattern) => pattern.test(url.pathname));
}

/** Song covers, avatars and banners uploaded to the server: unique names, never change. */
export function isMediaImage(url: URL): boolean {
  return url.pathname.startsWith('/media/images/');
}

/** The app's own pictures (default covers, slides, icons). */
export function isStaticImage(url: URL): boolean {
  return url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/');
}
