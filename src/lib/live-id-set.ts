import { useSyncExternalStore } from 'react';
import type { TamboraDb } from './db';
import { loadDbModule, whenAppDbMade } from './lazy-db';

/**
 * A set of ids kept in IndexedDB (the songs saved for offline, the songs liked), read through one
 * Dexie live query however many buttons ask, opened when the first one does. Each button reads
 * its own yes or no, so a change redraws only the buttons whose answer changed: one query and
 * one snapshot per button made a list of 100 songs run 100 queries after every write, and redraw
 * every row whenever the set was read again.
 */
export function liveIdSet(readIds: (db: TamboraDb) => Promise<readonly number[]>) {
  let ids: ReadonlySet<number> = new Set();
  let known = false;
  /** The set's own query has answered: seeds are ignored from then on. */
  let answered = false;
  const listeners = new Set<() => void>();
  let started = false;

  function start() {
    if (started) return;
    started = true;
    // A device without the database (a first visit) has no ids: known at once, without loading
    // Dexie; the query starts when something makes the database (lib/lazy-db.ts).
    whenAppDbMade(
      () =>
        void loadDbModule().then(({ db, liveQuery }) =>
          liveQuery(() => readIds(db)).subscribe({
            next(next) {
              ids = new Set(next);
              known = true;
              answered = true;
              for (const listener of listeners) listener();
            },
            error() {
              // IndexedDB unavailable: the set stays empty.
            },
          }),
        ),
      () => {
        if (known) return;
        known = true;
        for (const listener of listeners) listener();
      },
    );
  }

  function subscribe(listener: () => void) {
    start();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /**
   * Whether `id` is in the set. Until IndexedDB has answered: false, or `undefined` for a caller
   * that must tell "not yet" from "no" (`tellUnknown`). Only those: every button's snapshot moving
   * from `undefined` to `false` at the first answer made React redraw all of a list's buttons at
   * once, synchronously (a store's change cannot wait), for nothing.
   */
  function useHas(id: number, tellUnknown = false): boolean | undefined {
    const has = () => (known ? ids.has(id) : tellUnknown ? undefined : false);
    return useSyncExternalStore(subscribe, has, has);
  }
  /**
   * The whole set, read from the same table by a caller whose query answers first (the library
   * page reads every liked song, again after each change): buttons drawn after it have their
   * answer at once, instead of being drawn once with false and again, synchronously, when the
   * set's own query answers. Once that one has answered it alone is the source; it is started
   * here, so a seed never outlives the data it came from (a sign-out clears the table).
   */
  function seed(read: readonly number[]): void {
    start();
    if (answered) return;
    ids = new Set(read);
    known = true;
    for (const listener of listeners) listener();
  }
  /** The same answer outside React (the player choosing a file); starts the query if needed. */
  function peek(id: number): boolean | undefined {
    start();
    return known ? ids.has(id) : undefined;
  }
  return Object.assign(useHas, { peek, seed });
}
