/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE_HEADER } from '../domain/api-base';
import { isLightRendition } from '../domain/audio-quality';
import {
  API_CACHE,
  AUDIO_CACHE,
  AUDIO_PARTIAL_CACHE,
  IMAGE_CACHE,
  STATIC_CACHE,
} from '../domain/cache-names';
import { FORGET_AUDIO_FILLS, isPlaybackStarting } from '../domain/worker-messages';
import { fillWhilePlaying, forgetFills } from './audio-fill';
import { answerAudio, isMediaAudio } from './audio-range';
import { holdInstall } from './install-hold';
import { cachePartialStore } from './partial-audio';
import { precacheShell } from './precache-install';
import { registerPush } from './push';
import {
  isCacheableApi,
  isMediaImage,
  isSameOrigin,
  isSharedAnswer,
  isStaticImage,
  NAVIGATION_DENYLIST,
} from './url-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_SECONDS = 24 * 60 * 60;

/** A copy answered because the server did not: marked so the page still knows it is offline. */
function markedFromCache(response: Response | null | undefined): Response | null {
  if (!response) return null;
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(response.body, { status: response.status, headers });
}

// The shell: every built file, so the app opens offline after one visit. Its download makes way
// for a song that starts meanwhile (precache-install.ts); Workbox's controller answers from it
// and, once a new version activates, drops the files it no longer lists.
const shell = new PrecacheController();
shell.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precacheShell(shell)));
self.addEventListener('activate', shell.activate);
registerRoute(new PrecacheRoute(shell));
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(shell.createHandlerBoundToURL('/index.html'), {
    denylist: NAVIGATION_DENYLIST,
  }),
);

registerRoute(
  ({ url, request }) =>
    isSameOrigin(url, self.location.origin) && isCacheableApi(url, request.method),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        cacheWillUpdate: async ({ response }) =>
          isSharedAnswer(response.headers) ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS }),
      { cachedResponseWillBeUsed: async ({ cachedResponse }) => markedFromCache(cachedResponse) },
    ],
  }),
);

registerRoute(
  ({ url }) => isSameOrigin(url, self.location.origin) && isMediaImage(url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      // 0: an opaque answer; the status of a cross-origin image cannot be read.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) => isSameOrigin(url, self.location.origin) && isStaticImage(url),
  new CacheFirst({
    cacheName: STATIC_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

const partialAudio = cachePartialStore(() => caches.open(AUDIO_PARTIAL_CACHE));

// Saved songs (src/features/offline/audio-cache.ts): Range answers from the whole file in the
// cache, so they play and seek offline. A song not saved yet is downloaded once, filling the
// cache while it plays (audio-fill.ts).
// The data saver's rendition is streamed, never kept: Descargas saves the normal one, and a
// copy nothing lists would only fill the phone.
registerRoute(
  ({ url }) => isSameOrigin(url, self.location.origin) && isMediaAudio(url),
  async ({ request }) => {
    const cache = await caches.open(AUDIO_CACHE);
    if (isLightRendition(new URL(request.url).pathname)) return answerAudio(request, cache);
    return answerAudio(request, cache, (missing) =>
      fillWhilePlaying(missing, {
        cache,
        network: (input, init) => fetch(input, init),
        notify: (message) => void tellPages(message),
        partial: partialAudio,
      }),
    );
  },
);

async function tellPages(message: unknown): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

// First install: nothing to replace, so take over at once and control the page that installed us.
// Later versions wait until the person presses 'Actualizar' (SKIP_WAITING), so a page never
// runs on a mix of old and new files.
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const type = data && typeof data === 'object' && 'type' in data ? data.type : null;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (isPlaybackStarting(data)) holdInstall(data.ms);
  if (type === FORGET_AUDIO_FILLS) {
    forgetFills();
    event.ports[0]?.postMessage('done');
  }
});

registerPush((request) => shell.matchPrecache(request));
