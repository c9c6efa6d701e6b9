import { useEffect } from 'react';
import { FOR_YOU_HOME_SIZE, FOR_YOU_TEXTS } from '../../../../domain/for-you-texts';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { forYouQueryOptions, songsAndReasons } from '../../recommendations/api';
import type { HomeViewport } from '../use-viewport';
import { SongsSection } from './SongsSection';

/**
 * 'Para ti' on a signed-in person's home, above 'Canciones Recomendadas': 10 songs, each with
 * why it is there, and 'Ver más' for the 30. Nothing at all once it is known the person has no
 * list (a new account, nothing liked yet): the random row below is what they get, as a visitor.
 */
export function ForYouRow({ userId, viewport }: { userId: number; viewport: HomeViewport }) {
  const query = usePersistedQuery(forYouQueryOptions(userId));
  const { songs, because } = songsAndReasons(query.data);
  // A new list: 'Descargas inteligentes', when the person turned it on, follows it.
  const listed = songs.map((song) => song.song_id).join(',');
  useEffect(() => {
    if (!listed) return;
    void import('../../offline/smart-downloads').then((smart) =>
      smart.keepSmartDownloadsInBackground(),
    );
  }, [listed]);
  // While the list is on its way the row keeps its place (empty card frames), so the rows below do not
  // jump under a finger when it arrives; a person with no list, or none reachable, gets no row.
  const pending = query.status === 'pending';
  if (!pending && songs.length === 0) return null;
  return (
    <SongsSection
      id="para-ti"
      title={FOR_YOU_TEXTS.title}
      empty={FOR_YOU_TEXTS.empty}
      query={
        pending
          ? { status: 'pending', data: undefined, error: null }
          : { status: 'success', data: songs.slice(0, FOR_YOU_HOME_SIZE), error: null }
      }
      viewport={viewport}
      morePath="/ParaTi"
      noteOf={because}
    />
  );
}
