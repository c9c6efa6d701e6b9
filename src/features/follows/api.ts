/**
 * Following creators on the device (docs/product.md "Seguir y Novedades"): a profile's follow state,
 * 'Novedades' and 'Siguiendo', each network first and kept in IndexedDB so they open offline.
 * Follows and unfollows themselves travel through the library's offline queue (library-sync).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../domain/api';
import type { FollowedCreator, FollowState, Novedad } from '../../../domain/follows';
import { offsetOf, SONGS_PER_PAGE } from '../../components/lists/paging';
import { getJson } from '../../lib/fetch-json';
import { persistedQueryOptions } from '../../lib/persisted-query';
import { keepAnswer } from '../../lib/stored-answers';

export const followKeys = {
  all: ['follows'] as const,
  state: (creatorId: number) => ['follows', 'state', creatorId] as const,
  novedades: (userId: number, page: number) => ['follows', 'novedades', userId, page] as const,
  followed: (userId: number) => ['follows', 'followed', userId] as const,
};

const followStateCacheKey = (creatorId: number) => `GET /follows/${creatorId}`;

/** Whether the person follows the creator, and how many do. */
export function followStateQueryOptions(creatorId: number) {
  return persistedQueryOptions<FollowState>({
    queryKey: followKeys.state(creatorId),
    cacheKey: followStateCacheKey(creatorId),
    fetcher: () => getJson<FollowState>(`/follows/${creatorId}`),
  });
}

/**
 * The server's answer to a follow or unfollow becomes the state shown and kept for offline: a
 * request for the state still on its way from before the press is dropped, or it would land last.
 */
export function keepFollowState(queryClient: QueryClient, state: FollowState): void {
  const queryKey = followKeys.state(state.creator_id);
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, state);
  keepAnswer({ key: followStateCacheKey(state.creator_id), data: state, updatedAt: Date.now() });
}

/** A page of 'Novedades' (30, as every song list); the home's row is the first page. */
export function novedadesQueryOptions(userId: number, page = 1) {
  const params = { limit: SONGS_PER_PAGE, offset: offsetOf(page) };
  return persistedQueryOptions<Page<Novedad>>({
    queryKey: followKeys.novedades(userId, page),
    cacheKey: `GET /novedades?offset=${params.offset}`,
    fetcher: () => getJson<Page<Novedad>>('/novedades', params),
    staleTime: 60_000,
  });
}

/** 'Siguiendo': the creators the person follows, the most recent first (up to 100). */
export function followedQueryOptions(userId: number) {
  return persistedQueryOptions<Page<FollowedCreator>>({
    queryKey: followKeys.followed(userId),
    cacheKey: 'GET /follows',
    fetcher: () => getJson<Page<FollowedCreator>>('/follows', { limit: 100 }),
  });
}
