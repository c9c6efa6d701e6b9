/**
 * Uploads that no song took within a day are deleted with their files (and so are those whose
 * owner's account is gone). Runs at start and every hour, on a timer that never keeps the process
 * alive on its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { removeUnreferencedFiles } from './references';
import { deleteExpiredUploads } from './uploads-repository';

export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A staged file this old belongs to no upload in progress (a crash left it). */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

type SweepDeps = Pick<AppDeps, 'db' | 'storage'>;

export interface SweepResult {
  uploads: number;
  files: number;
  partials: number;
}

export async function sweepUploads(
  deps: SweepDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: Date = new Date(),
): Promise<SweepResult> {
  const expired = await deleteExpiredUploads(deps.db.orm, new Date(now.getTime() - UPLOAD_TTL_MS));
  const urls = expired.flatMap((row) => [
    deps.storage.url(row.bucket, row.name),
    row.thumbName ? deps.storage.url(row.bucket, row.thumbName) : null,
  ]);
  const files = await removeUnreferencedFiles(deps, urls, log);
  const partials = await deps.storage.removeStalePartials(STALE_PARTIAL_MS);
  return { uploads: expired.length, files, partials };
}

export interface UploadSweeper {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function startUploadSweeper(deps: SweepDeps, log: FastifyBaseLogger): UploadSweeper {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepUploads(deps, log))
      .catch((error: unknown) => log.warn({ err: error }, 'upload sweep failed'));
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
