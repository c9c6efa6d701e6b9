import { useEffect, useState } from 'react';
import { appDbOpened, whenAppDbMade } from './app-db-made';

/**
 * Whether this device has the app's IndexedDB database (undefined until known), for a screen
 * that reads it with a live query: reading a database opens it, and on a first visit that would
 * make it beside the first screen (lib/lazy-db.ts). False means nothing is kept yet; it turns true
 * when something makes the database.
 */
export function useAppDbExists(): boolean | undefined {
  const [exists, setExists] = useState<boolean | undefined>(appDbOpened() ? true : undefined);
  // Asked once per mount: a device without the database is told when something makes it.
  useEffect(
    () =>
      whenAppDbMade(
        () => setExists(true),
        () => setExists(false),
      ),
    [],
  );
  return exists;
}
