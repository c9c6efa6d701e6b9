import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { repertoireSongsQueryOptions } from '../../profiles/api';
import { SongListPage } from '../../songs/lists/SongListPage';
import { REPERTOIRE_PAGE_SIZE, repertoirePage } from '../row-sizes';
import { useListOwner } from './use-owner-name';

export interface RepertoireListProps {
  userId: number;
  page: number;
  onPage: (page: number) => void;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REPERTOIRE_PAGE_SIZE));
}

/**
 * /RepertoireSongs/{userId}: a person's songs, 30 a page. The server shows private songs to the
 * owner (and admins) only (spec section 6).
 */
export function RepertoireSongsPage({ userId, page, onPage }: RepertoireListProps) {
  const owner = useListOwner(userId);
  const query = useQuery({
    ...repertoireSongsQueryOptions(repertoirePage(userId, page)),
    placeholderData: keepPreviousData,
  });
  const title = owner.own
    ? 'Mis composiciones'
    : owner.name
      ? `Composiciones de ${owner.name}`
      : 'Composiciones';
  return (
    <SongListPage
      title={title}
      songs={query.data?.items}
      status={query.status}
      error={query.error}
      page={page}
      pages={pageCount(query.data?.total ?? 0)}
      onPage={onPage}
      empty="Aún no hay composiciones."
      showPlays={owner.own}
    />
  );
}
