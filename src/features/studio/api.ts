/** GET /studio/stats: a creator's own numbers. Never kept on the device. */
import { queryOptions } from '@tanstack/react-query';
// Types only: the schema module builds zod objects, which the screen does not need.
import type { StudioPeriod, StudioStats } from '../../../domain/studio';
import { getJson } from '../../lib/fetch-json';

export async function fetchStudioStats(days: StudioPeriod, songId?: number): Promise<StudioStats> {
  return getJson<StudioStats>('/studio/stats', { days, song_id: songId });
}

export function studioQueryOptions(days: StudioPeriod, songId?: number) {
  return queryOptions({
    queryKey: ['studio', days, songId ?? null] as const,
    queryFn: () => fetchStudioStats(days, songId),
    // Counted as listens arrive: a minute old is fresh enough, and leaving and coming back asks.
    staleTime: 60_000,
  });
}
