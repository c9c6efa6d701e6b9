/** GET /statistics: the admin's statistics screen (DECISIONS "Statistics screen"). */
import { queryOptions } from '@tanstack/react-query';
// Types only: the schema module builds zod objects, which the screen does not need.
import type { Statistics } from '../../../domain/statistics';
import { http } from '../../lib/http';

export async function fetchStatistics(): Promise<Statistics> {
  const { data } = await http.get<Statistics>('/statistics');
  return data;
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
