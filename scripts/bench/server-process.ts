// Starts the real server (node + tsx) on a free port with a fresh data directory, for benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/temp-postgres.mjs';

export interface RunningServer {
  url: string;
  /** The server's own process (node running server/server.ts), for /proc readings. */
  pid: number;
  /**
   * Resolves once the server's background work is done: a fresh data directory's first start
   * answers while the data saver's renditions are still being made (ffmpeg, one core for ~25 s
   * on this machine), which a browser measure would otherwise share two cores with. For
   * server/server.ts only: a cluster's workers are its children and never let it look idle.
   */
  idle: () => Promise<void>;
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
  // A bench that ends on an error, or is stopped, takes its server with it: one left behind
  // would hold a port and a core through every later measure.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
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
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('El servidor no respondió en 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? -1,
    idle: () => waitUntilIdle(child.pid ?? -1),
    stop: async () => {
      process.off('exit', killOnExit);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!place) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The processes `pid` started that are still running (ffmpeg, a rendition's probe). */
function childrenOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  const children: number[] = [];
  for (const task of readdirSync(tasks)) {
    try {
      const listed = readFileSync(`${tasks}/${task}/children`, 'utf8').trim().split(/\s+/);
      children.push(...listed.filter(Boolean).map(Number));
    } catch {
      // the thread ended while being read
    }
  }
  return children;
}

/** The command name of tsx's transformer, a child of every process that runs through tsx. */
const TRANSFORMER = 'esbuild';

/** A process's command name, or `?` once it has ended. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** `read(pid)`, or 0 for a process that ended while being read. */
function endedAsZero(read: (pid: number) => number, pid: number): number {
  try {
    return read(pid);
  } catch {
    return 0;
  }
}

/** CPU time `pid` has used itself, in clock ticks (utime + stime of /proc/PID/stat). */
function cpuTicksOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/**
 * Idle: no child process at work and under 5 % of a core for two seconds in a row (clock ticks
 * are 1/100 s), at most 3 minutes. Counts the server's work, not the machine's.
 */
async function waitUntilIdle(pid: number): Promise<void> {
  if (!existsSync(`/proc/${pid}/stat`)) return;
  const deadline = Date.now() + 180_000;
  let quietSince = Date.now();
  let ticks = cpuTicksOf(pid);
  let children: number[] = [];
  const recentTicks: number[] = [];
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    // tsx's transformer (esbuild) is started by the first source file its cache lacks, on a new
    // machine or after a change, and lives as long as the server: it is waited for by its CPU,
    // counted with the server's, not by being there.
    const listed = childrenOf(pid);
    const transformers = listed.filter((child) => commandOf(child) === TRANSFORMER);
    children = listed.filter((child) => !transformers.includes(child));
    const now =
      cpuTicksOf(pid) +
      transformers.reduce((sum, child) => sum + endedAsZero(cpuTicksOf, child), 0);
    recentTicks.push(now - ticks);
    if (recentTicks.length > 10) recentTicks.shift();
    const busy = children.length > 0 || now - ticks > 2;
    ticks = now;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 2_000) return;
  }
  // What kept it busy, so that a run that stops here says why.
  const running = children.map(commandOf).join(', ') || 'ninguno';
  throw new Error(
    `El servidor siguió ocupado 3 minutos después de arrancar (procesos hijos: ${running}; ` +
      `centésimas de CPU por medio segundo, las últimas: ${recentTicks.join(' ')})`,
  );
}
