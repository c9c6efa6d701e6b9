/**
 * The song lists and the song page's data: the calls, their query keys, and the query options
 * every screen and route loader uses (one key per request, one stored copy per key).
 */
import type { Page, Song, SongSort } from '../../../domain/api';
import { songDetailCacheKey } from '../../../domain/cache-keys';
import { HOME_ROW_FETCH_LIMIT } from '../../../domain/row-sizes';
import { NO_SONG_DETAILS } from '../../../domain/song-details';
import type { SongDetail } from '../../../domain/songs';
import { responseOf } from '../../lib/api-errors';
import { getJson } from '../../lib/fetch-json';
import { existingAppDb } from '../../lib/lazy-db';
import {
  fetchPersisted,
  isUnreachable,
  persistedQueryOptions,
  readPersisted,
} from '../../lib/persisted-query';

export interface SongListParams {
  sort: SongSort;
  limit: number;
  offset?: number;
}

/** GET /songs: public songs, plus the signed-in person's own private ones. */
export async function fetchSongs(params: SongListParams): Promise<Page<Song>> {
  return getJson<Page<Song>>('/songs', {
    sort: params.sort,
    limit: params.limit,
    offset: params.offset ?? 0,
  });
}

/** The stored-answer key for a song list; the same request always maps to the same key. */
export function songListCacheKey(params: SongListParams): string {
  return `GET /songs?sort=${params.sort}&limit=${params.limit}&offset=${params.offset ?? 0}`;
}

export const songKeys = {
  all: ['songs'] as const,
  /** A home row: the songs only, as the row has always stored them. */
  row: (params: SongListParams) => ['songs', 'row', params] as const,
  /** A page of a whole list (/RecentlyUploaded). */
  list: (params: SongListParams) => ['songs', 'list', params] as const,
  recommended: (reading: string) => ['songs', 'recommended', reading] as const,
  detail: (songId: number) => ['songs', 'detail', songId] as const,
};

/** A home row of songs ('Subidas recientemente', 'Las mas votadas'), kept for offline. */
export function songRowQueryOptions(params: SongListParams) {
  return persistedQueryOptions({
    queryKey: songKeys.row(params),
    cacheKey: songListCacheKey(params),
    fetcher: async () => (await fetchSongs(params)).items,
  });
}

/**
 * A page of a song list, network first and stored; offline and never opened, the first page is
 * at least what the home row of the same list showed.
 */
export function songListQueryOptions(params: SongListParams) {
  const homeRow: SongListParams = { sort: params.sort, limit: HOME_ROW_FETCH_LIMIT };
  return {
    queryKey: songKeys.list(params),
    queryFn: async (): Promise<Page<Song>> => {
      try {
        return await fetchPersisted(songListCacheKey(params), () => fetchSongs(params));
      } catch (error) {
        const first = (params.offset ?? 0) === 0 && isUnreachable(error);
        const row = first ? await readPersisted<Song[]>(songListCacheKey(homeRow)) : undefined;
        if (row) return { items: row, total: row.length, limit: params.limit, offset: 0 };
        throw error;
      }
    },
    staleTime: 60_000,
  };
}

/** A song page drawn offline from what the device knew of the song, not from its own answer. */
export type SongPageData = SongDetail & { fromDevice?: true };

/**
 * Offline with no copy of this page: the song as the device holds it (saved, played, liked, or
 * seen in a list), with its composers unlinked (the links come from the server) and marked, so
 * the page says what needs a connection.
 */
async function songFromDevice(songId: number): Promise<SongPageData | null> {
  if (await readPersisted(songDetailCacheKey(songId))) return null;
  const { songOnDevice } = await import('../offline/song-on-device');
  const song = await songOnDevice(songId);
  return song
    ? { ...NO_SONG_DETAILS, ...song, composer_links: [], creator: null, fromDevice: true }
    : null;
}

async function fetchSongPage(songId: number): Promise<SongPageData> {
  try {
    // The HTTP client (axios) loads with the first request rather than with the page: a song page
    // opened from a link usually draws from the answer the server sent with it (first-data.ts).
    const { fetchSongDetail } = await import('./song-api');
    return await fetchSongDetail(songId);
  } catch (error) {
    // Deleted, or made private by its owner: the copy on this device must go too.
    if (responseOf(error)?.status === 404) {
      await (await existingAppDb())?.apiCache
        .delete(songDetailCacheKey(songId))
        .catch(() => undefined);
    }
    if (isUnreachable(error)) {
      const onDevice = await songFromDevice(songId);
      if (onDevice) return onDevice;
    }
    throw error;
  }
}

/**
 * One song with its composer links. Kept in IndexedDB like the home rows, so a song seen online
 * opens offline; a 404 (missing, or private to someone else) is a real answer and is shown.
 */
export function songDetailQueryOptions(songId: number) {
  return persistedQueryOptions({
    queryKey: songKeys.detail(songId),
    cacheKey: songDetailCacheKey(songId),
    fetcher: () => fetchSongPage(songId),
  });
}
