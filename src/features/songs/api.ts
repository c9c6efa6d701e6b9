import type { Page, Song, SongSort } from '../../../domain/api';
import { http } from '../../lib/http';

export interface SongListParams {
  sort: SongSort;
  limit: number;
  offset?: number;
}

/** GET /songs: public songs, plus the signed-in person's own private ones. */
export async function fetchSongs(params: SongListParams): Promise<Page<Song>> {
  const { data } = await http.get<Page<Song>>('/songs', {
    params: { sort: params.sort, limit: params.limit, offset: params.offset ?? 0 },
  });
  return data;
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
