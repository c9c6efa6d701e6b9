/**
 * Runs the jobs of the jobs table (repository.ts) in this process, one at a time: the work is
 * CPU-bound (ffmpeg), and a household server has few cores. Every process that runs the app runs a
 * worker; the table's locking shares the queue between them.
 */

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  failJob,
  renewLease,
  retryJob,
  returnJob,
} from './repository';

/** A failure that trying again cannot fix (a file that does not decode). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobHandler {
  kind: string;
  /** Whether this process can do such work now (ffmpeg may be missing); true when absent. */
  ready?: () => Promise<boolean>;
  run(subjectId: number, signal: AbortSignal): Promise<void>;
  /** After the last attempt failed: record why, for the person waiting on the result. */
  failed?(subjectId: number, reason: string): Promise<void>;
}

export interface JobRunnerOptions {
  orm: Orm;
  handlers: JobHandler[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long a taken job stays this worker's without a renewal. */
  leaseMs?: number;
  /** Wait before attempt n+1: retryBaseMs × 2^(n-1). */
  retryBaseMs?: number;
  /** Told when a job starts, and how it ended (the metrics' and traces' view of the queue). */
  watch?: JobWatcher;
}

/** A job of `kind` starts; what it returns is called once with how it ended. */
export type JobWatcher = (kind: string) => (outcome: 'done' | 'failed') => void;

export interface JobRunner {
  readonly workerId: string;
  /** Takes and runs one job; false when none could run now. */
  runOne(): Promise<boolean>;
  /** Stops the job under way (it goes back to the queue) and takes no more. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_RETRY_BASE_MS = 15_000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { orm, handlers, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopping = false;
  let current: { controller: AbortController; done: Promise<unknown> } | null = null;

  async function readyKinds(): Promise<string[]> {
    const ready = await Promise.all(
      handlers.map(async (handler) => ((await (handler.ready?.() ?? true)) ? handler.kind : null)),
    );
    return ready.filter((kind): kind is string => kind !== null);
  }

  async function settle(job: ClaimedJob, handler: JobHandler, error: unknown): Promise<void> {
    if (stopping) {
      await returnJob(orm, job.id, workerId);
      return;
    }
    const reason = messageOf(error);
    if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed for good');
      await failJob(orm, job.id, workerId, reason);
      await handler.failed?.(job.subjectId, reason);
      return;
    }
    log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed, will retry');
    await retryJob(orm, job.id, workerId, retryBaseMs * 2 ** (job.attempts - 1), reason);
  }

  async function execute(job: ClaimedJob): Promise<void> {
    const handler = handlers.find((candidate) => candidate.kind === job.kind);
    if (!handler) return;
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      void renewLease(orm, job.id, workerId, leaseMs).catch((error) =>
        log.warn({ err: error, job: job.id }, 'could not renew a job lease'),
      );
    }, leaseMs / 3);
    const finished = options.watch?.(job.kind);
    const done = handler.run(job.subjectId, controller.signal);
    current = { controller, done: done.catch(() => undefined) };
    try {
      await done;
      await completeJob(orm, job.id, workerId);
      finished?.('done');
    } catch (error) {
      finished?.('failed');
      await settle(job, handler, error);
    } finally {
      clearInterval(heartbeat);
      current = null;
    }
  }

  return {
    workerId,
    async runOne() {
      if (stopping) return false;
      const kinds = await readyKinds();
      const job = await claimJob(orm, kinds, workerId, leaseMs);
      if (!job) return false;
      await execute(job);
      return true;
    },
    async stop() {
      stopping = true;
      const running = current;
      if (running) {
        running.controller.abort();
        await running.done;
      }
    },
  };
}

/**
 * Runs every job that can run now with `workers` runners side by side, and resolves when none is
 * left; how many ran.
 */
export async function drainJobs(options: JobRunnerOptions, workers = 1): Promise<number> {
  let ran = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, workers) }, async () => {
      const runner = createJobRunner(options);
      while (await runner.runOne()) ran += 1;
    }),
  );
  return ran;
}

export interface JobWorker {
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/** Runs `runner` until stopped: job after job while there are some, then every `pollMs`. */
export function startJobWorker(
  runner: JobRunner,
  log: Pick<FastifyBaseLogger, 'error'>,
  pollMs = 2_000,
): JobWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      loop ??= drain().finally(() => {
        loop = null;
      });
    }, delayMs);
    timer.unref();
  };

  async function drain(): Promise<void> {
    try {
      while (!stopped && (await runner.runOne())) {
        // One after another while the queue has work.
      }
    } catch (error) {
      log.error({ err: error }, 'the job worker stumbled');
    }
    schedule(pollMs);
  }

  schedule(0);
  return {
    wake() {
      if (!loop) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await runner.stop();
      await loop;
    },
  };
}
