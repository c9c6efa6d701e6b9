import { createFileRoute } from '@tanstack/react-router';
import { getSessionUser } from '../features/auth/session-store';
import { LibraryPage } from '../features/library/components/LibraryPage';
import { preloadSongLibraryActions } from '../features/library/components/SongLibraryActions';
import { editablePlaylistsQueryOptions } from '../features/playlists/api';
import { loadDbModule } from '../lib/lazy-db';
import { tracked } from '../lib/pending-work';
import { startQuery } from '../lib/route-data';

// Signed-in only: the root route's guard (features/auth/guards.ts) sends visitors to register.
export const Route = createFileRoute('/Library')({
  // The person's playlists and the device's copy of the library are asked for while the screen's
  // code is still on its way: started from the screen, they waited for its code and its first
  // render, and the largest image of the screen (a playlist's cover) waited for them.
  loader: ({ context, preload }) => {
    const user = getSessionUser();
    if (!user) return;
    // Dexie's chunk, asked for now, is evaluated in a task of its own ahead of the screen's
    // chunks, which import it: together they were one long task.
    void loadDbModule();
    // Each in a task of its own, after the route's: a query's start (its request included) and a
    // chunk's (a <link> appended for each of the ~20 files it needs, two thirds of the task) were
    // one task of up to 52 ms at 1× on a first visit (8.5–52.5 in three traces).
    setTimeout(() => startQuery(context.queryClient, editablePlaylistsQueryOptions(user)), 0);
    setTimeout(preloadSongLibraryActions, 0);
    // A visit refreshes the copy; a hover or touch of a link to it (preload) does not.
    if (!preload) {
      setTimeout(() => {
        void tracked(
          import('../features/library-sync/sync').then((sync) => sync.refreshLibrary()),
        ).catch(() => undefined);
      }, 0);
    }
  },
  component: LibraryPage,
});
