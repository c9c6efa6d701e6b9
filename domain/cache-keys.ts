/**
 * Keys under which the app keeps API answers in IndexedDB (src/lib/persisted-query.ts). The
 * server sends a screen's first answers with its page under the same keys
 * (server/html/page-shell.ts), so the app finds them where it would look anyway.
 */
export function songDetailCacheKey(songId: number): string {
  return `GET /songs/${songId}`;
}
