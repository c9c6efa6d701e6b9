import type { TamboraDb } from './db';

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

export async function appDb(): Promise<TamboraDb> {
  return (await loadDbModule()).db;
}
