import { AUDIO_CACHE } from '../../../domain/cache-names';
import { db, type TamboraDb } from '../../lib/db';

/**
 * Audio files on this device that no saved song of the person signed in names: public songs a
 * previous session saved (a sign-out keeps public files for whoever listens next, and forgets
 * which songs they were: that list is the previous person's). They take room, so Descargas
 * counts them and lets anyone clear them; a play of one of them adopts its
 * file again (audio-cache.ts keepRecentlyPlayed).
 */
export interface UnlistedAudio {
  urls: string[];
  bytes: number;
}

export async function unlistedAudio(database: TamboraDb = db): Promise<UnlistedAudio> {
  // Taken once: the count runs across awaits, and a page (or a test) may lose it meanwhile.
  const storage = globalThis.caches;
  if (storage === undefined) return { urls: [], bytes: 0 };
  // Compared by path: media are same-origin, and the page names them by path.
  const pathOf = (url: string) => {
    const parsed = new URL(url, location.href);
    return `${parsed.pathname}${parsed.search}`;
  };
  const listed = new Set(
    (await database.offlineSongs.toArray()).map((entry) => pathOf(entry.song.audio)),
  );
  const cache = await storage.open(AUDIO_CACHE);
  const urls: string[] = [];
  let bytes = 0;
  for (const request of await cache.keys()) {
    if (listed.has(pathOf(request.url))) continue;
    urls.push(request.url);
    const copy = await cache.match(request);
    bytes += Number(copy?.headers.get('content-length')) || 0;
  }
  return { urls, bytes };
}

/** Removes every audio file no saved song names. */
export async function clearUnlistedAudio(database: TamboraDb = db): Promise<void> {
  const storage = globalThis.caches;
  const { urls } = await unlistedAudio(database);
  if (urls.length === 0 || storage === undefined) return;
  const cache = await storage.open(AUDIO_CACHE);
  for (const url of urls) await cache.delete(url);
}
