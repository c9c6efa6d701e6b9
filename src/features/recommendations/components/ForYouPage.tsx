import { FOR_YOU_TEXTS } from '../../../../domain/for-you-texts';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { useSessionUser } from '../../auth/session-store';
import { SongListPage } from '../../songs/lists/SongListPage';
import { forYouQueryOptions, songsAndReasons } from '../api';

/** /ParaTi ('Ver más' of 'Para ti'): the person's 30 songs, each with why it is there. */
export function ForYouPage() {
  const user = useSessionUser();
  // The route's guard keeps visitors out; the list is asked for once there is a person.
  const query = usePersistedQuery({
    ...forYouQueryOptions(user?.credentials_id ?? 0),
    enabled: user !== null,
  });
  const { songs, because } = songsAndReasons(query.data);
  return (
    <SongListPage
      title={FOR_YOU_TEXTS.title}
      intro={FOR_YOU_TEXTS.pageIntro}
      songs={songs}
      status={query.status}
      error={query.error}
      page={1}
      pages={1}
      onPage={() => undefined}
      empty={FOR_YOU_TEXTS.empty}
      noteOf={because}
    />
  );
}
