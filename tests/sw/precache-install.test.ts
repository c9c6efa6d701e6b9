/**
 * The shell's install (sw/precache-install.ts): the files the cache lacks, under Workbox's keys,
 * a group at a time, each group after a song's start has had its way; a file the server refuses
 * fails the install.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_START_HOLD_MS } from '../../domain/worker-messages';
import type * as InstallHold from '../../sw/install-hold';
import type * as PrecacheInstall from '../../sw/precache-install';
import { PRECACHE_GROUP, type ShellList } from '../../sw/precache-install';

let holdInstall: typeof InstallHold.holdInstall;
let precacheShell: typeof PrecacheInstall.precacheShell;

// The hold is install-hold.ts's own state, and the pure files share one registry (vitest.config.ts,
// isolate: false): each test gets both modules fresh, so no other file's hold reaches it.
beforeEach(async () => {
  vi.resetModules();
  ({ holdInstall } = await import('../../sw/install-hold'));
  ({ precacheShell } = await import('../../sw/precache-install'));
});

const ORIGIN = 'http://localhost';

/** A cache that keeps the requests each addAll was given; `refuse` makes one of them fail. */
function memoryCache(held: string[] = [], refuse?: string) {
  const keys = new Set(held);
  const groups: Array<Array<{ url: string; cache: RequestCache; at: number }>> = [];
  const cache = {
    keys: async () => [...keys].map((url) => new Request(url)),
    addAll: async (requests: Request[]) => {
      groups.push(requests.map((r) => ({ url: r.url, cache: r.cache, at: Date.now() })));
      if (refuse && requests.some((r) => r.url.startsWith(refuse))) throw new TypeError('404');
      for (const request of requests) keys.add(request.url);
    },
  };
  const names: string[] = [];
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      names.push(name);
      return cache;
    },
  });
  return { groups, keys, names };
}

const CACHE_NAME = 'workbox-precache-v2-http://localhost/';

/**
 * Workbox's list as its controller keeps it (PrecacheController.addToCacheList): a file named by
 * its hash under its own URL, any other with its revision in `__WB_REVISION__`. Workbox itself
 * needs a worker's globals to load; the app's offline browser tests use the real one.
 */
function shellOf(files: Array<{ url: string; revision: string | null }>): ShellList {
  const keys = new Map<string, string>();
  for (const { url, revision } of files) {
    const absolute = new URL(url, ORIGIN);
    const key = new URL(absolute);
    if (revision) key.searchParams.set('__WB_REVISION__', revision);
    keys.set(absolute.href, key.href);
  }
  return { getURLsToCacheKeys: () => keys, strategy: { cacheName: CACHE_NAME } };
}

const hashed = (n: number) => ({ url: `/assets/chunk-${n}-Ab12.js`, revision: null });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shell is downloaded at install', () => {
  it("fetches only what the cache lacks, under Workbox's keys, from the server for a revision", async () => {
    const shell = shellOf([{ url: '/index.html', revision: 'r1' }, hashed(1), hashed(2)]);
    const store = memoryCache([`${ORIGIN}/assets/chunk-1-Ab12.js`]);
    await precacheShell(shell);
    expect(store.names).toEqual([CACHE_NAME]);
    expect(store.groups.flat().map(({ url, cache }) => ({ url, cache }))).toEqual([
      { url: `${ORIGIN}/index.html?__WB_REVISION__=r1`, cache: 'reload' },
      { url: `${ORIGIN}/assets/chunk-2-Ab12.js`, cache: 'default' },
    ]);
    expect(store.keys.size).toBe(3);
  });

  it('asks for a group at a time, and a song that starts holds the next group', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const start = Date.now();
    const files = Array.from({ length: PRECACHE_GROUP * 2 + 1 }, (_, n) => hashed(n));
    const store = memoryCache();
    holdInstall(PLAYBACK_START_HOLD_MS);
    const installed = precacheShell(shellOf(files));
    await vi.advanceTimersByTimeAsync(PLAYBACK_START_HOLD_MS);
    await installed;
    expect(store.groups.map((group) => group.length)).toEqual([PRECACHE_GROUP, PRECACHE_GROUP, 1]);
    expect(store.groups[0]?.[0]?.at).toBe(start + PLAYBACK_START_HOLD_MS);
    expect(store.keys.size).toBe(files.length);
  });

  it('fails when the server refuses a file, so the browser installs again later', async () => {
    memoryCache([], `${ORIGIN}/assets/chunk-1-`);
    await expect(precacheShell(shellOf([hashed(0), hashed(1)]))).rejects.toThrow();
  });
});
