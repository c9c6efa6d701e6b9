import type { CreatorStats, Page } from '../../../domain/api';
import { http } from '../../lib/http';

/** GET /creator_statistics: composers by total likes, then songs count. */
export async function fetchCreatorStats(limit: number, offset = 0): Promise<Page<CreatorStats>> {
  const { data } = await http.get<Page<CreatorStats>>('/creator_statistics', {
    params: { limit, offset },
  });
  return data;
}

export const creatorKeys = {
  all: ['creators'] as const,
  stats: (limit: number, offset = 0) => ['creators', 'stats', { limit, offset }] as const,
};
