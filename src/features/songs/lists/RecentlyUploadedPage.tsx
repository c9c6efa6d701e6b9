import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Song } from '../../../../domain/api';
import { fetchPersisted, isUnreachable, readPersisted } from '../../../lib/persisted-query';
import { HOME_ROW_FETCH_LIMIT } from '../../home/row-sizes';
import { fetchSongs, type SongListParams, songKeys, songListCacheKey } from '../api';
import { offsetOf, pageCount, SONGS_PER_PAGE } from './paging';
import type { ListPageProps } from './RecommendedSongsPage';
import { SongListPage } from './SongListPage';

const homeRecentRow = () =>
  readPersisted<Song[]>(songListCacheKey({ sort: 'recent', limit: HOME_ROW_FETCH_LIMIT }));

/** /RecentlyUploaded: songs created in the last 3 days, newest first, 30 a page from the server. */
export function RecentlyUploadedPage({ page, onPage }: ListPageProps) {
  const params: SongListParams = { sort: 'recent', limit: SONGS_PER_PAGE, offset: offsetOf(page) };
  // Network first, the stored page when offline; the page on screen stays until the next arrives.
  const query = useQuery({
    queryKey: songKeys.list(params),
    queryFn: async (): Promise<Page<Song>> => {
      try {
        return await fetchPersisted(songListCacheKey(params), () => fetchSongs(params));
      } catch (error) {
        // Offline and never opened: the first page is at least what the home row showed.
        const row = page === 1 && isUnreachable(error) ? await homeRecentRow() : undefined;
        if (row) return { items: row, total: row.length, limit: SONGS_PER_PAGE, offset: 0 };
        throw error;
      }
    },
    staleTime: 60_000,
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
