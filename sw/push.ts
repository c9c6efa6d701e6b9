/**
 * Push notices in the service worker (docs/product.md "Seguir y Novedades", Avisos en este
 * dispositivo): a followed creator's new song is shown as a notification, even with Tambora
 * closed, and recorded in the bell so it is there offline; a tap opens the song, in a Tambora
 * window already open if there is one.
 */
import { IMAGE_CACHE } from '../domain/cache-names';
import { PUSH_TEXTS } from '../domain/push-texts';
import { tellRelease } from '../src/features/follows/release-notice';
import { db } from '../src/lib/db';
import { asDataUrl, coverImage, type ImageSources } from './notice-images';

declare const self: ServiceWorkerGlobalScope;

interface ReleasePush {
  kind: 'release';
  song_id: number;
  title: string;
  creator: string;
  cover: string;
  published_at: string;
}

/** The message as the server sends it (domain/push.ts), checked by hand: zod stays out of here. */
export function readReleasePush(data: unknown): ReleasePush | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  const ok =
    message.kind === 'release' &&
    Number.isInteger(message.song_id) &&
    typeof message.title === 'string' &&
    typeof message.creator === 'string' &&
    typeof message.cover === 'string' &&
    typeof message.published_at === 'string';
  return ok ? (message as unknown as ReleasePush) : null;
}

export const songPath = (songId: number) => `/Artist/${songId}`;

const APP_ICON = '/icons/icon-192.png';

const imageSources: ImageSources = {
  kept: (url) => caches.open(IMAGE_CACHE).then((cache) => cache.match(url)),
  network: (url, signal) => fetch(url, { signal }),
};

/** A file of the shell the worker keeps (sw.ts: workbox's precache). */
type ShellFile = (url: string) => Promise<Response | undefined>;

/** The cover, or else the app's icon from the shell; the badge is always the app's icon. */
async function releaseImages(
  cover: string,
  shellFile: ShellFile,
): Promise<{ icon?: string; badge?: string }> {
  const [fromCover, appIcon] = await Promise.all([
    coverImage(cover, imageSources),
    shellFile(APP_ICON)
      .then((response) => (response ? asDataUrl(response) : undefined))
      .catch(() => undefined),
  ]);
  return { icon: fromCover ?? appIcon, badge: appIcon };
}

async function showReleaseNotice(release: ReleasePush, shellFile: ShellFile): Promise<void> {
  const images = await releaseImages(release.cover, shellFile);
  await self.registration
    .showNotification(PUSH_TEXTS.releaseTitle(release.creator), {
      body: release.title,
      ...images,
      // One notification per song, even if the push came twice.
      tag: `release-${release.song_id}`,
      lang: 'es',
      data: { url: songPath(release.song_id) },
    })
    .catch((error: unknown) => {
      // The bell still gets it (below); the worker's console says why the system did not show it.
      console.error('Tambora: el aviso no se pudo mostrar', error);
      throw error;
    });
}

async function showRelease(release: ReleasePush, shellFile: ShellFile): Promise<void> {
  await Promise.all([
    showReleaseNotice(release, shellFile),
    tellRelease(db, {
      title: release.title,
      by: release.creator,
      publishedAt: release.published_at,
    }).catch(() => undefined),
  ]);
}

export function registerPush(shellFile: ShellFile): void {
  self.addEventListener('push', (event: PushEvent) => {
    let data: unknown = null;
    try {
      data = event.data?.json();
    } catch {
      data = null;
    }
    const release = readReleasePush(data);
    if (release) event.waitUntil(showRelease(release, shellFile));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
    event.waitUntil(openInTambora(new URL(url, self.location.origin).href));
  });
}

async function openInTambora(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(self.location.origin));
  if (open) {
    // Navigate first: a browser may refuse the focus (it allows it only shortly after the tap),
    // and the song should open in the window all the same.
    await open.navigate(href);
    await open.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(href);
}
