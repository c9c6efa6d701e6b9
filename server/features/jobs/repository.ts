/**
 * The jobs table (migration 0009): work done after the request that asked for it. A job is taken
 * with FOR UPDATE SKIP LOCKED, so any number of server processes on one PostgreSQL share the
 * queue and each job runs once; the taker holds a lease it renews while working, and a job whose
 * lease ran out (its process died, a kill -9, a restart) is taken again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface ClaimedJob {
  id: number;
  kind: string;
  subjectId: number;
  attempts: number;
  maxAttempts: number;
}

/** Queues `kind` for `subjectId`; a job already waiting for it makes this a no-op. */
export async function enqueueJob(orm: Orm, kind: string, subjectId: number): Promise<void> {
  await orm.execute(sql`
    INSERT INTO ${jobs} (kind, subject_id) VALUES (${kind}, ${subjectId})
    ON CONFLICT (kind, subject_id) WHERE status = 'queued' DO NOTHING`);
}

/**
 * Takes the oldest job of `kinds` that may run now, or one whose lease ran out, for `worker`
 * until `leaseMs` from now. Null when there is none.
 */
export async function claimJob(
  orm: Orm,
  kinds: readonly string[],
  worker: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    UPDATE ${jobs} SET
      status = 'running',
      attempts = attempts + 1,
      locked_by = ${worker},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
      updated_at = now()
    WHERE id = (
      SELECT id FROM ${jobs}
      WHERE kind IN (${kindList})
        AND ((status = 'queued' AND run_after <= now())
          OR (status = 'running' AND locked_until < now()))
      ORDER BY run_after, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, kind, subject_id, attempts, max_attempts`);
  const [row] = rowsOf<{
    id: number | string;
    kind: string;
    subject_id: number | string;
    attempts: number;
    max_attempts: number;
  }>(result);
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    subjectId: Number(row.subject_id),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** Keeps the lease while the work goes on; false when the job is no longer this worker's. */
export async function renewLease(
  orm: Orm,
  id: number,
  worker: string,
  leaseMs: number,
): Promise<boolean> {
  const result = await orm
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return result.length > 0;
}

export async function completeJob(orm: Orm, id: number, worker: string): Promise<void> {
  await orm
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
}

/**
 * Back in the queue after `runInMs`, unless another job for the same subject is already waiting:
 * that one will do the work, so this one ends (one waiting job per subject, migration 0009).
 */
async function requeue(
  orm: Orm,
  id: number,
  worker: string,
  runInMs: number,
  attemptsSql: ReturnType<typeof sql>,
  error: string | null,
): Promise<void> {
  await orm.execute(sql`
    UPDATE ${jobs} AS job SET
      status = CASE WHEN EXISTS (
        SELECT 1 FROM ${jobs} twin
        WHERE twin.kind = job.kind AND twin.subject_id = job.subject_id
          AND twin.status = 'queued' AND twin.id <> job.id
      ) THEN 'done' ELSE 'queued' END,
      attempts = ${attemptsSql},
      run_after = now() + make_interval(secs => ${runInMs / 1000}),
      last_error = coalesce(${error}, job.last_error),
      locked_by = NULL,
      locked_until = NULL,
      updated_at = now()
    WHERE job.id = ${id} AND job.locked_by = ${worker}`);
}

/** Failed this time: tried again after `retryInMs`. */
export async function retryJob(
  orm: Orm,
  id: number,
  worker: string,
  retryInMs: number,
  error: string,
): Promise<void> {
  await requeue(orm, id, worker, retryInMs, sql`job.attempts`, error);
}

export async function failJob(orm: Orm, id: number, worker: string, error: string): Promise<void> {
  await orm
    .update(jobs)
    .set({
      status: 'failed',
      lastError: error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
}

/**
 * Puts a job this worker stopped (the server is closing) back as it was before it was taken: an
 * interrupted attempt is not a failed one.
 */
export async function returnJob(orm: Orm, id: number, worker: string): Promise<void> {
  await requeue(orm, id, worker, 0, sql`greatest(job.attempts - 1, 0)`, null);
}
