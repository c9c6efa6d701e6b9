/**
 * 'Para ti': the list the server made for the signed-in person, kept on the
 * device (IndexedDB, like every persisted answer) so it opens offline; a sign-out forgets it with
 * the rest of the person. Asked again at each visit of the home, so a new like shows there as
 * soon as the server has made the new list (seconds).
 */
import type { Song } from '../../../domain/api';
import type { ForYou } from '../../../domain/recommendations';
import { getJson } from '../../lib/fetch-json';
import { type PersistedQueryOptions, persistedQueryOptions } from '../../lib/persisted-query';

export const forYouKeys = {
  all: ['recommendations'] as const,
  of: (userId: number) => ['recommendations', userId] as const,
};

/** How often a screen asks again while the person's first list is being made (seconds). */
export const FIRST_LIST_POLL_MS = 3_000;

export function forYouQueryOptions(userId: number): PersistedQueryOptions<ForYou> {
  return {
    ...persistedQueryOptions<ForYou>({
      queryKey: forYouKeys.of(userId),
      cacheKey: 'GET /recommendations',
      fetcher: () => getJson<ForYou>('/recommendations'),
      staleTime: 60_000,
    }),
    // The first list is made within seconds of the first request (computed_at null until then):
    // the screen asks again meanwhile, so 'Para ti' appears without the person reloading.
    refetchInterval: (query) =>
      query.state.data?.computed_at === null ? FIRST_LIST_POLL_MS : false,
  };
}

/** The songs of the list, and why each is there, for the cards. */
export function songsAndReasons(list: ForYou | undefined): {
  songs: Song[];
  because: (song: Song) => string | undefined;
} {
  const items = list?.items ?? [];
  const reasons = new Map(items.map((item) => [item.song.song_id, item.because]));
  return { songs: items.map((item) => item.song), because: (song) => reasons.get(song.song_id) };
}
