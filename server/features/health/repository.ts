import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';

/** One round trip to the database: it answers, or this throws. */
export async function pingDatabase(orm: Orm): Promise<void> {
  await orm.execute(sql`SELECT 1`);
}
