import type { CreatorStats, Page } from '../../../domain/api';
import type { Composer } from '../../../domain/profiles';
import { http } from '../../lib/http';

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

export const creatorKeys = {
  all: ['creators'] as const,
  stats: (limit: number, offset = 0) => ['creators', 'stats', { limit, offset }] as const,
  pages: ['creators', 'pages'] as const,
};
