import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { persistedQueryOptions } from '../../../lib/persisted-query';
import { fetchSongs, type SongListParams, songKeys, songListCacheKey } from '../api';
import { offsetOf, pageCount, SONGS_PER_PAGE } from './paging';
import type { ListPageProps } from './RecommendedSongsPage';
import { SongListPage } from './SongListPage';

/** /RecentlyUploaded: songs created in the last 3 days, newest first, 30 a page from the server. */
export function RecentlyUploadedPage({ page, onPage }: ListPageProps) {
  const params: SongListParams = { sort: 'recent', limit: SONGS_PER_PAGE, offset: offsetOf(page) };
  // Network first, the stored page when offline; the page on screen stays until the next arrives.
  const query = useQuery({
    ...persistedQueryOptions({
      queryKey: songKeys.list(params),
      cacheKey: songListCacheKey(params),
      fetcher: () => fetchSongs(params),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <SongListPage
      title="Subidas recientemente"
      songs={query.data?.items}
      status={query.status}
      error={query.error}
      page={page}
      pages={pageCount(query.data?.total ?? 0)}
      onPage={onPage}
      empty="No se han subido canciones en los últimos 3 días."
    />
  );
}
