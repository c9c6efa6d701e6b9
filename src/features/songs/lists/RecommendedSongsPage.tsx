import { useQuery } from '@tanstack/react-query';
import { offsetOf, pageCount, SONGS_PER_PAGE } from '../../../components/lists/paging';
import { RECOMMENDED_LIST_READING, recommendedSongsQueryOptions } from '../random-sample';
import { SongListPage } from './SongListPage';

export interface ListPageProps {
  page: number;
  onPage: (page: number) => void;
}

/**
 * /RecommendedSongs: the list reading of the recommendations (DECISIONS "Data and lists"): one
 * random sample kept in IndexedDB for 24 hours, shown 30 a page, so pages never repeat a song.
 */
export function RecommendedSongsPage({ page, onPage }: ListPageProps) {
  const query = useQuery(recommendedSongsQueryOptions(RECOMMENDED_LIST_READING));
  const all = query.data ?? [];
  const pages = pageCount(all.length);
  const current = Math.min(page, pages);
  const start = offsetOf(current);
  return (
    <SongListPage
      title="Canciones Recomendadas"
      songs={query.data ? all.slice(start, start + SONGS_PER_PAGE) : undefined}
      status={query.status}
      error={query.error}
      page={current}
      pages={pages}
      onPage={onPage}
      empty="Todavía no hay canciones recomendadas."
    />
  );
}
