// Starts a throw-away PostgreSQL server for tests and benchmarks, listening on loopback only.
// Used by `npm run test:server:pg` and `npm run bench`; CI installs the server package first.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Finds the directory holding initdb/pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return found ? found.replace(/\/pg_ctl$/, '') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * Returns { url, stop }.
 */
export async function startTempPostgres() {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL no está instalado: instale el paquete "postgresql" (apt-get install -y postgresql).',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tambora-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const run = (cmd, args) => {
    const full = join(bin, cmd);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', join(dir, 'log.txt'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
