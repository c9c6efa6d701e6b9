/**
 * The offline queue (DECISIONS "Offline-first"): changes made without a connection wait in
 * IndexedDB (Dexie offlineQueue) and are sent in the order they were made, each exactly once:
 * one flush runs at a time per database, an entry leaves the queue only after the server answered,
 * and every endpoint behind it is idempotent (a replay after a lost answer changes nothing). A
 * refusal (400/403/404/409...) is rolled back by the caller; a network error or a 5xx, 401, 408 or
 * 429 is not a refusal: the change stays queued for the next try.
 *
 * Each change belongs to the person who made it (ownerId): a sign-out or a lost session keeps
 * it for that person's next sign-in (unless they discard it), and a flush only ever sends the
 * signed-in person's own changes, never under someone else's session.
 */
import { statusOf } from '../../lib/api-errors';
import type { OfflineQueueEntry, TamboraDb } from '../../lib/db';

export interface QueueDeps<Change> {
  db: TamboraDb;
  /** Whose changes to send: the signed-in person's (VISITOR_OWNER for a visitor's plays). */
  ownerId: number;
  /**
   * The kinds this sender handles. The library's changes and the plays share the queue, each
   * sent by its own feature, in order within its kinds, neither waiting for the other.
   */
  kinds: readonly string[];
  /** Sends one change; resolves with the server's answer, rejects with the axios error. */
  send: (change: Change) => Promise<unknown>;
  /** Called after a change was accepted, before it leaves the queue. */
  onSent?: (change: Change, answer: unknown) => Promise<void>;
  /** Called for a refused change: undo it locally and tell the person. */
  onRefused: (change: Change, error: unknown) => Promise<void>;
}

export interface FlushReport {
  sent: number;
  refused: number;
  /** Entries still waiting (the connection dropped again, or the server was unavailable). */
  waiting: number;
}

const RETRYABLE = new Set([401, 408, 425, 429]);

/** True when the server answered and said no: retrying the same change cannot succeed. */
export function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  if (status === null) return false;
  return status >= 400 && status < 500 && !RETRYABLE.has(status);
}

export async function enqueue<Change extends { kind: string }>(
  db: TamboraDb,
  change: Change,
  ownerId: number,
): Promise<number> {
  const id = await db.offlineQueue.add({
    ownerId,
    createdAt: Date.now(),
    kind: change.kind,
    payload: change,
    status: 'pending',
  });
  return id as number;
}

/** The owner of what a visitor queues (plays): no account has id 0. */
export const VISITOR_OWNER = 0;

const ownedBy = (db: TamboraDb, ownerId: number, kinds?: readonly string[]) =>
  db.offlineQueue.filter(
    (entry) => entry.ownerId === ownerId && (kinds === undefined || kinds.includes(entry.kind)),
  );

/** How many of this person's entries of `kinds` (all by default) wait to be sent. */
export function pendingCount(
  db: TamboraDb,
  ownerId: number,
  kinds?: readonly string[],
): Promise<number> {
  return ownedBy(db, ownerId, kinds).count();
}

/** 'Descartar' at sign-out: this person's unsent changes are dropped. */
export async function discardPending(db: TamboraDb, ownerId: number): Promise<void> {
  await ownedBy(db, ownerId).delete();
}

const running = new WeakMap<TamboraDb, Map<string, Promise<FlushReport>>>();

/**
 * Sends what is queued; a second call for the same kinds while one runs shares it (never sends a
 * change twice).
 */
export function flushQueue<Change>(deps: QueueDeps<Change>): Promise<FlushReport> {
  const lanes = running.get(deps.db) ?? new Map<string, Promise<FlushReport>>();
  running.set(deps.db, lanes);
  const lane = deps.kinds.join(',');
  const current = lanes.get(lane);
  if (current) return current;
  const run = drain(deps).finally(() => lanes.delete(lane));
  lanes.set(lane, run);
  return run;
}

async function drain<Change>(deps: QueueDeps<Change>): Promise<FlushReport> {
  const { db } = deps;
  let sent = 0;
  let refused = 0;
  for (;;) {
    // Primary-key order is the order the changes were made in.
    const entry: OfflineQueueEntry | undefined = await ownedBy(
      db,
      deps.ownerId,
      deps.kinds,
    ).first();
    if (!entry || entry.id === undefined) break;
    const change = entry.payload as Change;
    await db.offlineQueue.update(entry.id, { status: 'sending' });
    try {
      const answer = await deps.send(change);
      await deps.onSent?.(change, answer);
      await db.offlineQueue.delete(entry.id);
      sent += 1;
    } catch (error) {
      if (isRefusal(error)) {
        await deps.onRefused(change, error);
        await db.offlineQueue.delete(entry.id);
        refused += 1;
        continue;
      }
      await db.offlineQueue.update(entry.id, {
        status: 'pending',
        lastError: error instanceof Error ? error.message : String(error),
      });
      break;
    }
  }
  return { sent, refused, waiting: await pendingCount(db, deps.ownerId, deps.kinds) };
}
