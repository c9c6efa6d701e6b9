import type { CreatorStats, Page } from '../../../domain/api';
import type { Composer, CreditSuggestion } from '../../../domain/profiles';
import { getJson } from '../../lib/fetch-json';
import { persistedQueryOptions } from '../../lib/persisted-query';

/** GET /creator_statistics: composers by total likes, then songs count. */
export async function fetchCreatorStats(limit: number, offset = 0): Promise<Page<CreatorStats>> {
  return getJson<Page<CreatorStats>>('/creator_statistics', { limit, offset });
}

/** GET /composers: every composer, alphabetical by display name. */
export async function fetchComposers(limit: number, offset = 0): Promise<Page<Composer>> {
  return getJson<Page<Composer>>('/composers', { limit, offset });
}

/** GET /composers/suggest: creators to pick from while typing a credit. */
export async function fetchCreditSuggestions(name: string): Promise<CreditSuggestion[]> {
  return (await getJson<{ items: CreditSuggestion[] }>('/composers/suggest', { name })).items;
}

export const creatorKeys = {
  all: ['creators'] as const,
  credit: (name: string) => ['creators', 'credit', name] as const,
  stats: (limit: number, offset = 0) => ['creators', 'stats', { limit, offset }] as const,
  pages: ['creators', 'pages'] as const,
};

/** The home page's 'Creadores sugeridos': the first `limit` composers, kept for offline. */
export function creatorStatsQueryOptions(limit: number) {
  return persistedQueryOptions({
    queryKey: creatorKeys.stats(limit),
    cacheKey: `GET /creator_statistics?limit=${limit}&offset=0`,
    fetcher: async () => (await fetchCreatorStats(limit)).items,
  });
}
