/**
 * Uploads that no song took within two hours are deleted with their files (and so are those whose
 * owner's account is gone); files no row names any more (a crash between writing a file and
 * recording it, a kill -9 mid-rendition) and half-written ones go too. Every process asks at start
 * and every hour, on a timer that never keeps it alive on its own; one sweep an hour runs in all,
 * whichever process claims it (scheduled-runs.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { BUCKETS } from '../../storage/storage';
import { claimScheduledRun } from '../jobs/scheduled-runs';
import { NAMED_BATCH, namedAmong, removeUnreferencedFiles } from './references';
import { thumbnailName } from './stored-names';
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

/**
 * Removes stored files older than STALE_PARTIAL_MS that no row names. A card-sized copy
 * ('<stem>-thumb.webp') stays while the image it was made from is named (profiles name only the
 * full image). The database is asked about the old files only, a page at a time (namedAmong):
 * reading every name of every row at once held the process for about half a second at a million
 * songs, every hour.
 */
async function removeOrphans(deps: SweepDeps, now: Date): Promise<number> {
  const cutoff = now.getTime() - STALE_PARTIAL_MS;
  let removed = 0;
  for (const bucket of BUCKETS) {
    const files = await deps.storage.listFiles(bucket);
    const imageOfThumb = new Map(files.map((file) => [thumbnailName(file.name), file.name]));
    const old = files.filter((file) => file.modifiedAt.getTime() <= cutoff);
    for (let start = 0; start < old.length; start += NAMED_BATCH) {
      const page = old.slice(start, start + NAMED_BATCH).map((file) => {
        const image = imageOfThumb.get(file.name);
        return {
          name: file.name,
          url: deps.storage.url(bucket, file.name),
          imageUrl: image ? deps.storage.url(bucket, image) : null,
        };
      });
      const named = await namedAmong(
        deps.db.orm,
        page.flatMap((file) => (file.imageUrl ? [file.url, file.imageUrl] : [file.url])),
        { withUploads: true },
      );
      for (const file of page) {
        if (named.has(file.url) || (file.imageUrl && named.has(file.imageUrl))) continue;
        await deps.storage.remove(bucket, file.name);
        removed += 1;
      }
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
