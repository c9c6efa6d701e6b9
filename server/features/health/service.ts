import type { Health, Readiness } from '../../../domain/api';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';
import type { Storage } from '../../plugins/storage';
import { APP_VERSION } from '../../version';
import { readServerVersion } from './repository';

export async function checkHealth(db: Database): Promise<Health> {
  try {
    const version = await readServerVersion(db.orm);
    return {
      status: 'ok',
      version: APP_VERSION,
      database: { status: 'up', engine: db.engine, version },
    };
  } catch {
    return {
      status: 'degraded',
      version: APP_VERSION,
      database: { status: 'down', engine: db.engine, version: null },
    };
  }
}

/** Ready: the database answers, this version's migrations are all applied, storage takes files. */
export async function checkReadiness(db: Database, storage: Storage): Promise<Readiness> {
  const [pending, storageUp] = await Promise.all([
    pendingMigrations(db).catch(() => null),
    storage.check().then(
      () => true,
      () => false,
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
