/**
 * How far behind the background work is, for the metrics: the jobs table's queued jobs by kind
 * (renditions, data-saver renditions, release notices) and the 'Para ti' lists waiting to be made.
 * Both read only waiting rows, through their partial indexes (jobs_due_idx,
 * recommendation_state_stale_idx): a million done jobs cost nothing here.
 */
import { sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../db/database';

export interface JobQueueState {
  kind: string;
  depth: number;
  /** Seconds since the oldest waiting one became due; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** The 'Para ti' lists are made by the refresher, not the jobs table; reported as this kind. */
export const RECOMMENDATIONS_QUEUE = 'recommendation-refresh';

/** Every queue of `kinds` (and the lists'), empty ones at 0. */
export async function readJobQueues(orm: Orm, kinds: readonly string[]): Promise<JobQueueState[]> {
  const rows = rowsOf<{ kind: string; depth: string | number; age: string | number | null }>(
    await orm.execute(sql`
      SELECT kind, count(*) AS depth,
             extract(epoch FROM now() - min(run_after)) AS age
        FROM jobs WHERE status = 'queued' GROUP BY kind
      UNION ALL
      SELECT ${RECOMMENDATIONS_QUEUE}, count(*),
             extract(epoch FROM now() - min(stale_since))
        FROM recommendation_state WHERE stale_since IS NOT NULL`),
  );
  const queues = new Map<string, JobQueueState>(
    [...kinds, RECOMMENDATIONS_QUEUE].map((kind) => [
      kind,
      { kind, depth: 0, oldestAgeSeconds: 0 },
    ]),
  );
  for (const row of rows) {
    queues.set(row.kind, {
      kind: row.kind,
      depth: Number(row.depth),
      // A job due later (a retry's wait) is not late yet.
      oldestAgeSeconds: Math.max(0, Number(row.age ?? 0)),
    });
  }
  return [...queues.values()];
}
