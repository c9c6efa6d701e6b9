import type { Health } from '../../../domain/api';
import type { Database } from '../../db/database';
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
