import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { songRowSize } from '../../../../domain/row-sizes';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { novedadesQueryOptions } from '../../follows/api';
import { NovedadCard, novedadKey, novedadSongs } from '../../follows/components/NovedadCard';
import { SONG_CARD_LINES } from '../../songs/components/SongCard';
import type { HomeViewport } from '../use-viewport';
import { CardsSection } from './CardsSection';

/** On the home, this many of 'Novedades'; 'Ver más' opens the whole feed. */
const NOVEDADES_ON_HOME = 10;

/**
 * 'Novedades' on a signed-in person's home (docs/product.md "Seguir y Novedades"): the newest
 * public songs and albums of the creators they follow. No row for someone who follows nobody yet,
 * or whose creators have published nothing; the row keeps its place while its answer is on its way.
 */
export function NovedadesRow({ userId, viewport }: { userId: number; viewport: HomeViewport }) {
  const query = usePersistedQuery(novedadesQueryOptions(userId));
  const entries = query.data?.items ?? [];
  const pending = query.status === 'pending';
  if (!pending && entries.length === 0) return null;
  const shown = entries.slice(0, NOVEDADES_ON_HOME);
  const songs = novedadSongs(shown);
  return (
    <CardsSection
      id="novedades"
      title={FOLLOW_TEXTS.novedades}
      empty={FOLLOW_TEXTS.novedadesEmpty}
      query={
        pending
          ? { status: 'pending', data: undefined, error: null }
          : { status: 'success', data: shown, error: null }
      }
      viewport={viewport}
      size={songRowSize(viewport)}
      cardLines={SONG_CARD_LINES}
      morePath="/Novedades"
      getKey={novedadKey}
      renderItem={(entry) => <NovedadCard entry={entry} songs={songs} />}
    />
  );
}
