import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { novedadesQueryOptions } from '../../follows/api';
import type { HomeViewport } from '../use-viewport';
import { SongsSection } from './SongsSection';

/** On the home, this many of 'Novedades'; 'Ver más' opens the whole feed. */
const NOVEDADES_ON_HOME = 10;

/**
 * 'Novedades' on a signed-in person's home (docs/product.md "Seguir y Novedades"): the newest
 * public songs of the creators they follow. No row for someone who follows nobody yet, or whose
 * creators have published nothing; the row keeps its place while its answer is on its way.
 */
export function NovedadesRow({ userId, viewport }: { userId: number; viewport: HomeViewport }) {
  const query = usePersistedQuery(novedadesQueryOptions(userId));
  const songs = query.data?.items ?? [];
  const pending = query.status === 'pending';
  if (!pending && songs.length === 0) return null;
  return (
    <SongsSection
      id="novedades"
      title={FOLLOW_TEXTS.novedades}
      empty={FOLLOW_TEXTS.novedadesEmpty}
      query={
        pending
          ? { status: 'pending', data: undefined, error: null }
          : { status: 'success', data: songs.slice(0, NOVEDADES_ON_HOME), error: null }
      }
      viewport={viewport}
      morePath="/Novedades"
    />
  );
}
