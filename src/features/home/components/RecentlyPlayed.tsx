import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../lib/db';
import { readRecentPlays } from '../../player/persistence';
import type { HomeViewport } from '../use-viewport';
import { SongsSection } from './SongsSection';

/** How many recent plays the row keeps (the row shows as many as fit). */
export const RECENT_PLAYS_LIMIT = 10;

/**
 * Spec section 2: listeners get 'Escuchado recientemente', read from IndexedDB
 * ('recentlyPlayedSongs'), newest first, one card per song; it works offline.
 */
export function RecentlyPlayed({ viewport }: { viewport: HomeViewport }) {
  // The database passed in, so the live query reads it at once and follows its changes.
  const songs = useLiveQuery(() => readRecentPlays(RECENT_PLAYS_LIMIT, db), []);
  const query = songs
    ? ({ status: 'success', data: songs, error: null } as const)
    : ({ status: 'pending', data: undefined, error: null } as const);
  return (
    <SongsSection
      id="escuchado-recientemente"
      title="Escuchado recientemente"
      empty="Aún no has escuchado canciones."
      query={query}
      viewport={viewport}
    />
  );
}
