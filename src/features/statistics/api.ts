/** GET /statistics: the admin's statistics screen (DECISIONS "Statistics screen"). */
import { queryOptions } from '@tanstack/react-query';
// Types only: the schema module builds zod objects, which the screen does not need.
import type { Statistics } from '../../../domain/statistics';
import { getJson } from '../../lib/fetch-json';

export async function fetchStatistics(): Promise<Statistics> {
  return getJson<Statistics>('/statistics');
}

export const statisticsKeys = {
  all: ['statistics'] as const,
};

export function statisticsQueryOptions() {
  return queryOptions({
    queryKey: statisticsKeys.all,
    queryFn: fetchStatistics,
    // Figures of the whole catalogue: a minute old is fresh enough, and the admin can reload.
    staleTime: 60_000,
  });
}
