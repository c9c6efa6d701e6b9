import type { Page, Song, SongSort } from '../../../domain/api';
import { getJson } from '../../lib/fetch-json';

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
  list: (params: SongListParams) => ['songs', 'list', params] as const,
  recommended: (reading: string) => ['songs', 'recommended', reading] as const,
  detail: (songId: number) => ['songs', 'detail', songId] as const,
};
