// Starts the real server (node + tsx) on a free port with a fresh data directory, for benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/temp-postgres.mjs';

export interface RunningServer {
  url: string;
  /** The server's own process (node running server/server.ts), for /proc readings. */
  pid: number;
  stop: () => Promise<void>;
}

/** A data directory and port kept across starts (a server stopped and started again). */
export interface ServerPlace {
  dataDir: string;
  port: number;
}

/**
 * `entry`: one process (npm start) or server/cluster.ts (npm run start:cluster, WORKERS).
 * Without `place`, a fresh data directory that the stop removes.
 */
export async function startServer(
  env: Record<string, string> = {},
  entry: 'server/server.ts' | 'server/cluster.ts' = 'server/server.ts',
  place?: ServerPlace,
): Promise<RunningServer> {
  const dataDir = place?.dataDir ?? mkdtempSync(join(tmpdir(), 'tambora-bench-'));
  const port = place?.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start of a data directory renders the demo's audio.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`El servidor terminó con código ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('El servidor no respondió en 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? -1,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!place) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
