/**
 * Saved media of one person must not outlive their session on a shared phone. The server marks
 * what anyone may see (`cache-control: public, …`) and what only the owner and admins may see
 * (`private, no-cache`: server/storage/media-routes.ts); every copy kept in Cache Storage carries that
 * header (the page's downloads and the service worker's fills copy it), so a sign-out can tell
 * them apart without asking the server, offline too.
 */

import { AUDIO_CACHE, IMAGE_CACHE } from '../../domain/cache-names';
import { FORGET_AUDIO_FILLS } from '../../domain/worker-messages';

/** True for a copy everyone may see; a copy without the marker counts as private. */
export function isPublicCopy(response: Response): boolean {
  return /(^|,)\s*public\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
}

/** Deletes every saved audio file and cover that is not public; how many went. */
export async function removePrivateMedia(cacheStorage: CacheStorage = caches): Promise<number> {
  let removed = 0;
  for (const name of [AUDIO_CACHE, IMAGE_CACHE]) {
    if (!(await cacheStorage.has(name))) continue;
    const cache = await cacheStorage.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request);
      if (copy && isPublicCopy(copy)) continue;
      await cache.delete(request);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Asks the service worker to abandon the audio it is saving while it plays (sw/audio-fill.ts), so
 * a download that finishes after the sign-out cannot put the last person's song back.
 */
export async function forgetAudioFills(timeoutMs = 2000): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, timeoutMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: FORGET_AUDIO_FILLS }, [channel.port2]);
  });
}
