import { keepPreviousData } from '@tanstack/react-query';
import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { CardListPage } from '../../../components/lists/CardListPage';
import { pageCount } from '../../../components/lists/paging';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { useSessionUser } from '../../auth/session-store';
import { novedadesQueryOptions } from '../api';
import { NovedadCard, novedadKey, novedadSongs } from './NovedadCard';

interface NovedadesPageProps {
  page: number;
  onPage: (page: number) => void;
}

/**
 * /Novedades ('Ver más' of the home's row): the newest public songs and albums of the creators the
 * person follows, 30 a page, newest first; a page seen once opens offline.
 */
export function NovedadesPage({ page, onPage }: NovedadesPageProps) {
  const user = useSessionUser();
  // The route's guard keeps visitors out; the feed is asked for once there is a person.
  const query = usePersistedQuery({
    ...novedadesQueryOptions(user?.credentials_id ?? 0, page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
  const songs = novedadSongs(query.data?.items ?? []);
  return (
    <CardListPage
      title={FOLLOW_TEXTS.novedades}
      items={query.data?.items}
      status={query.status}
      error={query.error}
      page={page}
      pages={pageCount(query.data?.total ?? 0)}
      onPage={onPage}
      empty={FOLLOW_TEXTS.novedadesEmpty}
      getKey={novedadKey}
      renderItem={(entry) => <NovedadCard entry={entry} songs={songs} />}
    />
  );
}
