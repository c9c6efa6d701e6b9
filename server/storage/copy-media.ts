/**
 * Copies every stored file from one storage to another, skipping those already there: stored
 * names are never reused, so a file of the same name is the same file. Moving media from disk to
 * a bucket, taking a backup and restoring one are all this copy, and all may be run again after
 * an interruption to finish the job.
 */
import { createReadStream } from 'node:fs';
import { BUCKETS, type Storage } from './storage';

export interface CopyOutcome {
  copied: number;
  skipped: number;
}

export async function copyMedia(
  from: Storage,
  to: Storage,
  onFile: (done: number) => void = () => {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, skipped: 0 };
  for (const bucket of BUCKETS) {
    for (const { name } of await from.listFiles(bucket)) {
      if (await to.exists(bucket, name)) {
        outcome.skipped += 1;
      } else {
        const source = await from.localCopy(bucket, name);
        try {
          await to.save(bucket, name, createReadStream(source.path));
        } finally {
          await source.release();
        }
        outcome.copied += 1;
      }
      onFile(outcome.copied + outcome.skipped);
    }
  }
  return outcome;
}
