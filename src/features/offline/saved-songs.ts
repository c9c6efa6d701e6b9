import { useSyncExternalStore } from 'react';
import { loadDbModule } from '../../lib/lazy-db';

/**
 * The ids of the songs saved for offline listening, shared by every play button through one
 * IndexedDB subscription (opened on first use only).
 */
let saved: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
let started = false;

function start() {
  if (started) return;
  started = true;
  void loadDbModule().then(({ db, liveQuery }) =>
    liveQuery(() => db.offlineSongs.toCollection().primaryKeys()).subscribe({
      next(ids) {
        saved = new Set(ids);
        for (const listener of listeners) listener();
      },
      error() {
        // IndexedDB unavailable: nothing is saved.
      },
    }),
  );
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSaved = () => saved;

export function useSavedSongIds(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, getSaved, getSaved);
}
