/**
 * The browser tests run in parallel workers, each against a server of its own (its own data
 * directory, mailbox and OpenID provider): a test never sees another worker's likes, accounts or
 * uploads, so files need not know what runs beside them. Worker N talks to port FIRST_PORT + N.
 */
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Two workers by default, one on a one-core machine: at one worker CI's two cores are 57 % busy
 * (the rest is tests waiting on sound, timers and the server), at two 83 %, and the suite takes
 * 512 s instead of 696 s (docs/performance-log.md, "CI's own time"). A third on two cores did
 * more work for the same tests: 870 s against 774 s at two. A machine with more cores can raise it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 8091);

/** The port of the n-th worker's server. */
export function e2ePort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/**
 * The port of this process's server: Playwright sets TEST_PARALLEL_INDEX in each worker (and the
 * config is loaded again there), so the worker, its tests and its helpers agree on it.
 */
export function ownE2ePort(): number {
  return e2ePort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/** Where the server on `port` writes the mail it sends (scripts/e2e-server.mjs). */
export function mailboxDir(port: number): string {
  return join(tmpdir(), `tambora-e2e-mailbox-${port}`);
}
