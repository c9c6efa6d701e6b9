import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../../server/db/lock';
import { copyMigratedPglite } from '../../helpers/migrated-database';
import { type ServerProcess, spawnServer, waitForOutput } from '../../helpers/server-process';
import { createTempDir } from '../../helpers/temp-dirs';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await createTempDir('tambora-lock-');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('acquireDataDirLock', () => {
  it('writes this pid into DATA_DIR/tambora.lock and removes it on release', async () => {
    const dir = await tempDataDir();
    const lock = acquireDataDirLock(dir);
    expect(lock.path).toBe(join(dir, LOCK_FILE_NAME));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('refuses while another live process holds the lock', async () => {
    const dir = await tempDataDir();
    // The parent process (vitest's runner) is alive and is not us.
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Otro servidor de Tambora ya usa DATA_DIR=${dir} (pid ${process.ppid}). Deténgalo o use otro DATA_DIR.`,
    );
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await tempDataDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(dir, LOCK_FILE_NAME), `${dead.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', async () => {
    const dir = await tempDataDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), 'no es un pid');
    const lock = acquireDataDirLock(dir);
    lock.release();
  });
});

function startServer(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env);
  cleanups.push(server.kill);
  return server;
}

describe('two servers on one DATA_DIR', () => {
  it('the second refuses with a clear message; the first releases the lock on SIGTERM', async () => {
    const dir = await tempDataDir();
    await copyMigratedPglite(dir);
    const first = startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
    await waitForOutput(first, 'Tambora está en marcha en http://127.0.0.1:');
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));

    const second = startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `Otro servidor de Tambora ya usa DATA_DIR=${dir} (pid ${first.child.pid}). Deténgalo o use otro DATA_DIR.`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  }, 90_000);
});
