import { sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';

/** The engine's version string, e.g. "15.18 (Debian ...)" or PGlite's "18.x". */
export async function readServerVersion(orm: Orm): Promise<string> {
  const [row] = rowsOf<{ server_version: string }>(await orm.execute(sql`SHOW server_version`));
  return row.server_version;
}
