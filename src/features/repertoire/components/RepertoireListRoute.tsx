import type { ComponentType } from 'react';
import { PROFILE_TEXTS } from '../../../../domain/profile-texts';
import type { ListSearch } from '../../../components/lists/search-params';
import type { RepertoireListProps } from './RepertoireSongsPage';

/** What this screen reads from its file route: the `$userId` param and the `?page=` search. */
export interface RepertoireListRouteApi {
  useParams: () => { userId: number | null };
  useSearch: () => ListSearch;
  useNavigate: () => (options: { search: () => ListSearch }) => Promise<void>;
}

export interface RepertoireListRouteProps {
  route: RepertoireListRouteApi;
  list: ComponentType<RepertoireListProps>;
}

/**
 * The body of the /RepertoireSongs and /RepertoirePlaylist routes: an invalid user id is 'not
 * found'; a valid one shows `list` at the search's page, and paging writes `?page=` (none for 1).
 */
export function RepertoireListRoute({ route, list: List }: RepertoireListRouteProps) {
  const { userId: id } = route.useParams();
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  if (id === null) return <p style={{ padding: 24 }}>{PROFILE_TEXTS.notFound}</p>;
  const goTo = (next: number) =>
    void navigate({ search: (): ListSearch => (next > 1 ? { page: next } : {}) });
  return <List key={id} userId={id} page={page} onPage={goTo} />;
}
