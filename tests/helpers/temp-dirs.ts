// Kept apart from test-app.ts so the server project's setup file (tests/server/setup.ts) loads
// nothing of the server: it runs in every server test file, jsdom ones too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every folder createTempDir made and no test has removed yet. */
const tempDirs = new Set<string>();

/** A new empty folder under the system's temporary one, removed after its test file at the latest. */
export async function createTempDir(prefix = 'tambora-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/**
 * Removes the folders createTempDir made: run after each server test file
 * (tests/server/setup.ts), once its own hooks have closed what used them.
 */
export async function removeTempDirs(): Promise<void> {
  const dirs = [...tempDirs];
  tempDirs.clear();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
}
