import type { Health, Readiness } from '../../../domain/api';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';
import type { Storage } from '../../storage/storage';
import { pingDatabase } from './repository';

export async function checkHealth(db: Database): Promise<Health> {
  try {
    await pingDatabase(db.orm);
    return { status: 'ok', database: 'up' };
  } catch {
    return { status: 'degraded', database: 'down' };
  }
}

/**
 * How long readiness waits for the database or storage: an orchestrator's probe has its own
 * timeout, and a database that hangs is as good as down.
 */
export const READY_TIMEOUT_MS = 2000;

/** `check`'s answer, or `fallback` when it fails or takes longer than `ms`. */
function within<T>(check: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([check.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Ready: the database answers, this version's migrations are all applied, storage takes files. */
export async function checkReadiness(
  db: Database,
  storage: Storage,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const [pending, storageUp] = await Promise.all([
    within(pendingMigrations(db), timeoutMs, null),
    within(
      storage.check().then(() => true),
      timeoutMs,
      false,
    ),
  ]);
  const database = pending === null ? 'down' : 'up';
  const migrations = pending === null ? 'unknown' : pending.length === 0 ? 'applied' : 'pending';
  const ready = migrations === 'applied' && storageUp;
  return {
    status: ready ? 'ready' : 'not_ready',
    database,
    migrations,
    storage: storageUp ? 'up' : 'down',
  };
}
