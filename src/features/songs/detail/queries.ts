import { isAxiosError } from 'axios';
import { db } from '../../../lib/db';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { songKeys } from '../api';
import { fetchSongDetail } from '../song-api';

/** '12' → 12; anything that is not a song id → null (the page says the song was not found). */
export function parseSongId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function songDetailCacheKey(songId: number): string {
  return `GET /songs/${songId}`;
}

async function fetchAndForgetMissing(songId: number) {
  try {
    return await fetchSongDetail(songId);
  } catch (error) {
    // Deleted, or made private by its owner: the copy on this device must go too.
    if (isAxiosError(error) && error.response?.status === 404) {
      await db.apiCache.delete(songDetailCacheKey(songId)).catch(() => undefined);
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
