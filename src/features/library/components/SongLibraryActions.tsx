import { Suspense } from 'react';
import type { Song } from '../../../../domain/api';
import { lazyTracked } from '../../../lib/lazy-tracked';
import { useSessionUser } from '../../auth/session-store';
import classes from './SongLibraryActions.module.css';

// The heart and the playlist menu load only for signed-in people, after the first paint: a
// visitor's first download of / stays within its budget.
const loadLive = () => import('./SongLibraryActionsLive');
const Live = lazyTracked(() =>
  loadLive().then((module) => ({ default: module.SongLibraryActionsLive })),
);

/**
 * Starts loading the controls before a screen full of rows draws them (routes/Library.tsx): found
 * already loaded, they are drawn with the rows in the rows' own background render; arriving after,
 * every row's controls would be revealed at once in one uninterruptible commit.
 */
export function preloadSongLibraryActions(): void {
  void loadLive().catch(() => undefined);
}

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
