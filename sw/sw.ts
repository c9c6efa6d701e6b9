/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { answerAudio, isMediaAudio } from './audio-range';
import { API_CACHE, AUDIO_CACHE, IMAGE_CACHE, STATIC_CACHE } from './cache-names';
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

// The shell: every built file, so the app opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
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

// Songs the page saved whole (src/features/offline/audio-cache.ts): Range answers from the cache,
// so saved songs play and seek offline. Anything else goes to the network untouched.
registerRoute(
  ({ url }) => isSameOrigin(url, self.location.origin) && isMediaAudio(url),
  async ({ request }) => answerAudio(request, await caches.open(AUDIO_CACHE)),
);

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
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
