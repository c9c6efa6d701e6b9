import { lazy, Suspense } from 'react';
import type { Song } from '../../../../domain/api';
import { useSessionUser } from '../../auth/session-store';

// The heart and the playlist menu load only for signed-in people, after the first paint: a
// visitor's first download of / stays within its budget.
const Live = lazy(() =>
  import('./SongLibraryActionsLive').then((module) => ({ default: module.SongLibraryActionsLive })),
);

/** The heart (like) and 'add to playlist' menu of a song card or table row. */
export function SongLibraryActions({ song }: { song: Song }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Live song={song} />
    </Suspense>
  );
}
