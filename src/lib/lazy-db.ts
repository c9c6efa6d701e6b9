import { afterStart } from './after-start';
import { appDbExists, whenAppDbMade } from './app-db-made';
import type { TamboraDb } from './db';

export { whenAppDbMade } from './app-db-made';

let loading: Promise<typeof import('./db')> | null = null;

/**
 * The app's IndexedDB for code that every first visit runs (the shell, the home, the player's
 * restore): Dexie is about 28 KB compressed and a tenth of the start-up work, and nothing on the
 * first screen waits for it, so it loads with the first read or write instead of with the page.
 * Screens that are loaded lazily import `db` from ./db directly. A function that takes a database
 * uses `database ?? (await appDb())`: with a database given it must not await anything first,
 * or a Dexie liveQuery running it loses track of the tables it reads.
 */
export function loadDbModule(): Promise<typeof import('./db')> {
  loading ??= import('./db');
  return loading;
}

/** The database, made on this device if it was not (its thirteen stores). */
export async function appDb(): Promise<TamboraDb> {
  return (await loadDbModule()).db;
}

/*
 * A first visit: the device has no database, so there is nothing in it to read, and making it is
 * the start's longest work after React's (loading Dexie, creating the stores, checking them:
 * three tasks of 15–45 ms at 1× CPU on a first visit to /, four times that on Lighthouse's
 * phone). Reads then answer "nothing kept" without loading Dexie (`existingAppDb`), writes nothing
 * waits for make it when the start is over (`appDbAfterStart`), and whatever watches a table starts
 * when it is made (`whenAppDbMade`). A write someone waits for (a like, a saved song) makes it at
 * once (`appDb`).
 */

/** The database for a read, or undefined while this device has none (nothing is kept yet). */
export async function existingAppDb(): Promise<TamboraDb | undefined> {
  return (await appDbExists()) ? appDb() : undefined;
}

/**
 * The database for a write nothing waits for (answers kept for offline, the home's sample): on a
 * device that has none yet, it is made once the start is over (`afterStart`), or written as soon
 * as something else made it (a first play keeps the player's state at once). Waiting for the start
 * when the cost of making it is already paid only widens the window in which a page closed or
 * reloaded offline loses what it showed: the song played, but not the row it was played from.
 */
export async function appDbAfterStart(): Promise<TamboraDb> {
  if (!(await appDbExists())) {
    await new Promise<void>((done) => {
      const cancel = whenAppDbMade(done);
      afterStart(() => {
        cancel();
        done();
      });
    });
  }
  return appDb();
}
