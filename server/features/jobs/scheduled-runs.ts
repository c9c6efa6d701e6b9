/**
 * Periodic work that must run once per period across every process on the database (the media
 * sweep): each process asks at its own times, and only the one whose claim moves the last run
 * forward does the work. One statement, so two processes asking together cannot both win.
 */
import { sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';
import { scheduledRuns } from '../../db/schema';

/** True when this caller should run `name` now: it last ran `everyMs` ago or more, or never. */
export async function claimScheduledRun(orm: Orm, name: string, everyMs: number): Promise<boolean> {
  const result = await orm.execute(sql`
    INSERT INTO ${scheduledRuns} AS r (name, last_run_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET last_run_at = now(), runs = r.runs + 1
    WHERE r.last_run_at <= now() - make_interval(secs => ${everyMs / 1000})
    RETURNING name`);
  return rowsOf(result).length > 0;
}
