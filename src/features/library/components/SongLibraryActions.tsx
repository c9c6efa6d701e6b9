import { lazy, Suspense } from 'react';
import type { Song } from '../../../../domain/api';
import { useSessionUser } from '../../auth/session-store';
import classes from './SongLibraryActions.module.css';

// The heart and the playlist menu load only for signed-in people, after the first paint: a
// visitor's first download of / stays within its budget.
const Live = lazy(() =>
  import('./SongLibraryActionsLive').then((module) => ({ default: module.SongLibraryActionsLive })),
);

/**
 * Their room, held while the code loads: the buttons beside them (a card's play button) would
 * otherwise move under a finger about to press them.
 */
const reserved = (
  <>
    <span className={classes.slot} aria-hidden />
    <span className={classes.slot} aria-hidden />
  </>
);

/** The heart (like) and 'add to playlist' menu of a song card or table row. */
export function SongLibraryActions({ song }: { song: Song }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={reserved}>
      <Live song={song} />
    </Suspense>
  );
}
