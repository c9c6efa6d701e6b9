/**
 * PGlite is one connection and does not lock its directory: two servers on one DATA_DIR would
 * corrupt it. A lock file holding the owner's pid keeps the second one out.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'tambora.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Otro servidor de Tambora ya usa DATA_DIR=${dataDir} (pid ${pid}). Deténgalo o use otro DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes DATA_DIR/tambora.lock for this process. A lock left by a dead process (or by this pid, as
 * happens when a container restarts as pid 1) is taken over; a live owner makes it throw
 * DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return createHandle(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // Stale: re-read right before removing so a lock just taken by a racing start survives.
    if (readOwner(path) === owner) {
      try {
        unlinkSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  const owner = readOwner(path) ?? 0;
  throw new DataDirLockedError(dataDir, owner);
}

function createHandle(path: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readOwner(path) === process.pid) unlinkSync(path);
    } catch {
      // Nothing useful to do while exiting: a stale lock is taken over at the next start.
    }
  };
  // Covers process.exit() paths that skip the graceful close.
  process.on('exit', release);
  return { path, release };
}
