import type { CreatorStats, Page } from '../../../domain/api';
import { CREATORS_PAGE_SIZE } from '../../../domain/profile-texts';
import type { Composer } from '../../../domain/profiles';
import { http } from '../../lib/http';
import { fetchPersisted } from '../../lib/persisted-query';

/** GET /creator_statistics: composers by total likes, then songs count. */
export async function fetchCreatorStats(limit: number, offset = 0): Promise<Page<CreatorStats>> {
  const { data } = await http.get<Page<CreatorStats>>('/creator_statistics', {
    params: { limit, offset },
  });
  return data;
}

/** GET /composers: every composer, alphabetical by display name. */
export async function fetchComposers(limit: number, offset = 0): Promise<Page<Composer>> {
  const { data } = await http.get<Page<Composer>>('/composers', { params: { limit, offset } });
  return data;
}

/** One page of the /artists list, kept in IndexedDB so the list opens offline once seen. */
export async function fetchCreatorPage(offset: number): Promise<Page<CreatorStats>> {
  const page = await fetchPersisted(
    `GET /creator_statistics?limit=${CREATORS_PAGE_SIZE}&offset=${offset}`,
    () => fetchCreatorStats(CREATORS_PAGE_SIZE, offset),
  );
  // Spec section 8: a malformed answer is a failure to load, not an empty list.
  if (!Array.isArray(page?.items)) throw new Error('Los datos recibidos no son arrays válidos');
  return page;
}

export const creatorKeys = {
  all: ['creators'] as const,
  stats: (limit: number, offset = 0) => ['creators', 'stats', { limit, offset }] as const,
  pages: ['creators', 'pages'] as const,
};
