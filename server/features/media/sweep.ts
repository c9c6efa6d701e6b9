/**
 * Uploads that no song took within two hours are deleted with their files (and so are those whose
 * owner's account is gone); files no row names any more (a crash between writing a file and
 * recording it, a kill -9 mid-rendition) and half-written ones go too. Every process asks at start
 * and every hour, on a timer that never keeps it alive on its own; one sweep an hour runs in all,
 * whichever process claims it (scheduled-runs.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { BUCKETS } from '../../plugins/storage';
import { claimScheduledRun } from '../jobs/scheduled-runs';
import { referencedFiles, removeUnreferencedFiles } from './references';
import { deleteExpiredUploads } from './uploads-repository';

/** How long an upload may wait for the song or profile it was made for (the form saves at once). */
export const UPLOAD_TTL_MS = 2 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const SWEEP_RUN_NAME = 'media-sweep';
/** A claim a little shorter than the timer, so the process that swept last can sweep next. */
const SWEEP_CLAIM_MS = SWEEP_INTERVAL_MS - 60 * 1000;
/**
 * A staged file this old belongs to no upload in progress (a crash left it); a stored file this
 * old that no row names is an orphan, not one whose row is being written right now.
 */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

type SweepDeps = Pick<AppDeps, 'db' | 'storage'>;

export interface SweepResult {
  uploads: number;
  files: number;
  partials: number;
  orphans: number;
}

/** Removes stored files older than STALE_PARTIAL_MS that no row names. */
async function removeOrphans(deps: SweepDeps, now: Date): Promise<number> {
  const named = await referencedFiles(deps.db.orm);
  const cutoff = now.getTime() - STALE_PARTIAL_MS;
  let removed = 0;
  for (const bucket of BUCKETS) {
    for (const file of await deps.storage.listFiles(bucket)) {
      if (file.modifiedAt.getTime() > cutoff) continue;
      if (named.has(deps.storage.url(bucket, file.name))) continue;
      await deps.storage.remove(bucket, file.name);
      removed += 1;
    }
  }
  return removed;
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
  const orphans = await removeOrphans(deps, now);
  return { uploads: expired.length, files, partials, orphans };
}

export interface UploadSweeper {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function startUploadSweeper(deps: SweepDeps, log: FastifyBaseLogger): UploadSweeper {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        if (await claimScheduledRun(deps.db.orm, SWEEP_RUN_NAME, SWEEP_CLAIM_MS)) {
          await sweepUploads(deps, log);
        }
      })
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
