import { songDetailCacheKey } from '../../../../domain/cache-keys';
import type { SongDetail } from '../../../../domain/songs';
import { responseOf } from '../../../lib/api-errors';
import { appDb } from '../../../lib/lazy-db';
import { isUnreachable, readPersisted, usePersistedQuery } from '../../../lib/persisted-query';
import { songKeys } from '../api';

/**
 * Offline with no copy of this page: the song as the device holds it (saved, played, liked), with
 * its composers unlinked (the links come from the server).
 */
async function fromDevice(songId: number): Promise<SongDetail | null> {
  if (await readPersisted(songDetailCacheKey(songId))) return null;
  const { songOnDevice } = await import('../../offline/song-on-device');
  const song = await songOnDevice(songId);
  return song ? { ...song, composer_links: [] } : null;
}

async function fetchAndForgetMissing(songId: number): Promise<SongDetail> {
  try {
    // The HTTP client (axios) loads with the first request rather than with the page: a song page
    // opened from a link usually draws from the answer the server sent with it (first-data.ts).
    const { fetchSongDetail } = await import('../song-api');
    return await fetchSongDetail(songId);
  } catch (error) {
    // Deleted, or made private by its owner: the copy on this device must go too.
    if (responseOf(error)?.status === 404) {
      await (await appDb()).apiCache.delete(songDetailCacheKey(songId)).catch(() => undefined);
    }
    if (isUnreachable(error)) {
      const onDevice = await fromDevice(songId);
      if (onDevice) return onDevice;
    }
    throw error;
  }
}

/**
 * One song with its composer links. Kept in IndexedDB like the home rows, so a song seen online
 * opens offline; a 404 (missing, or private to someone else) is a real answer and is shown.
 */
export function useSongDetail(songId: number) {
  return usePersistedQuery({
    queryKey: songKeys.detail(songId),
    cacheKey: songDetailCacheKey(songId),
    fetcher: () => fetchAndForgetMissing(songId),
  });
}
