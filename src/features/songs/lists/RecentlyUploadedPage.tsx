import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageCount, recentSongsPage } from '../../../components/lists/paging';
import { songListQueryOptions } from '../api';
import type { ListPageProps } from './RecommendedSongsPage';
import { SongListPage } from './SongListPage';

/** /RecentlyUploaded: songs created in the last 3 days, newest first, 30 a page from the server. */
export function RecentlyUploadedPage({ page, onPage }: ListPageProps) {
  // The page on screen stays until the next arrives.
  const query = useQuery({
    ...songListQueryOptions(recentSongsPage(page)),
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
