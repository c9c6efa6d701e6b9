import type { ApiCacheEntry, TamboraDb } from './db';
import { appDb, appDbAfterStart, existingAppDb } from './lazy-db';
import { whenIdle } from './when-idle';

/**
 * API answers kept on the device are written behind the screen: an answer is shown the moment it
 * arrives and written to IndexedDB when the browser is idle, all waiting answers in one
 * transaction. Writing each one before showing it made every home row wait for Dexie to load and
 * open, and drew the row inside Dexie's callback, in the long tasks Lighthouse blamed on the db
 * chunk (profiled at 4× CPU: five tasks of 75–250 ms). Reads look at the waiting answers first, so
 * nothing reads an older copy than the one it was handed. On a first visit the database itself is
 * made only when the start is over (lazy-db.ts), and nothing is read from one that does not exist.
 */
const waiting = new Map<TamboraDb | undefined, Map<string, ApiCacheEntry>>();
let scheduled = false;

/** Longest an answer waits for an idle moment before it is written anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Keeps `entry` (in `database`, or the app's own), written when the browser is next idle. */
export function keepAnswer(entry: ApiCacheEntry, database?: TamboraDb): void {
  let entries = waiting.get(database);
  if (!entries) {
    entries = new Map();
    waiting.set(database, entries);
  }
  entries.set(entry.key, entry);
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => void writeKeptAnswers(), { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 });
}

/**
 * Writes every waiting answer now (on a first visit, once the database is made); resolves when
 * they are in IndexedDB (or it refused them). They stay waiting until then: read from there, and
 * dropped by a sign-out meanwhile.
 */
export async function writeKeptAnswers(): Promise<void> {
  scheduled = false;
  if (waiting.has(undefined)) await appDbAfterStart().catch(() => undefined);
  const batches = [...waiting];
  waiting.clear();
  for (const [database, entries] of batches) {
    try {
      await (database ?? (await appDb())).apiCache.bulkPut([...entries.values()]);
    } catch {
      // A full or unavailable IndexedDB must not hide an answer we already have.
    }
  }
}

/** The answer kept under `key`: one still waiting to be written, or the stored one. */
export async function storedAnswer(
  key: string,
  database?: TamboraDb,
): Promise<ApiCacheEntry | undefined> {
  const unwritten = waiting.get(database)?.get(key);
  if (unwritten) return unwritten;
  try {
    return await (database ?? (await existingAppDb()))?.apiCache.get(key);
  } catch {
    return undefined;
  }
}

/** Sign-out: answers of the person leaving that were not written yet never will be. */
export function dropUnwrittenAnswers(): void {
  waiting.clear();
}
