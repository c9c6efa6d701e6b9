/**
 * The browser tests run in parallel workers, each against a server of its own (its own data
 * directory, mailbox and OpenID provider): a test never sees another worker's likes, accounts or
 * uploads, so files need not know what runs beside them. Worker N talks to port FIRST_PORT + N.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One worker by default: on CI's two cores a second worker (and its server) made the suite no
 * faster (36 min against 41) and starved both, so that 14 tests waited more than 10 s for a
 * screen. A machine with more cores can raise it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

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
