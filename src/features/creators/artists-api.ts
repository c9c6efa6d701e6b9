/**
 * The /artists list calls, apart from api.ts: the home page (first visit) loads api.ts, and this
 * only travels with the creator list screen.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CreatorStats, Page } from '../../../domain/api';
import { CREATORS_PAGE_SIZE } from '../../../domain/profile-texts';
import { fetchPersisted } from '../../lib/persisted-query';
import { creatorKeys, fetchCreatorStats } from './api';

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

/** The /artists list, a page more with each 'Mostrar más'. */
export function creatorPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: creatorKeys.pages,
    queryFn: ({ pageParam }) => fetchCreatorPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page<CreatorStats>) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 60_000,
  });
}
