/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';
import { waitOutInstallHold } from './install-hold';

/**
 * Files asked for at once. Each group is one `cache.addAll`; between groups the install waits out
 * a song's start (install-hold.ts), so a song never waits behind more than one group.
 */
export const PRECACHE_GROUP = 10;

/** What the install needs of Workbox's controller: its cache, and each file's URL and key. */
export type ShellList = Pick<PrecacheController, 'getURLsToCacheKeys'> & {
  strategy: { cacheName: string };
};

/**
 * The shell's download at install: the files the cache does not hold yet (a new version fetches
 * only what changed), a group at a time, each stored under Workbox's key for it (its URL, with
 * `__WB_REVISION__` for a file not named by its hash), so Workbox's controller answers from it
 * and drops at activation what a new version no longer lists. Workbox's own install fetches,
 * clones and stores one file at a time: about 4 s of the browser's CPU on a first visit beyond
 * the page's own, against about 2.4 s this way (docs/performance-log.md "The shell's install").
 * A file the server refuses (not 2xx) fails the install, which the browser tries again at the
 * next visit, as Workbox's does.
 */
export async function precacheShell(controller: ShellList): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...controller.getURLsToCacheKeys()].filter(([, key]) => !held.has(key));
  for (let start = 0; start < missing.length; start += PRECACHE_GROUP) {
    await waitOutInstallHold();
    await cache.addAll(
      missing.slice(start, start + PRECACHE_GROUP).map(
        ([url, key]) =>
          // A file named by its revision is asked of the server, never of the browser's HTTP
          // cache, as Workbox asks for it; the server ignores the revision in the address.
          new Request(key, {
            cache: key === url ? 'default' : 'reload',
            credentials: 'same-origin',
          }),
      ),
    );
  }
}
