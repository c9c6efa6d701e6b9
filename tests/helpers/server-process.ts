/**
 * The real server as a child process (`server/server.ts`, as `npm start` runs it), for tests about
 * what only a process shows: the DATA_DIR lock, signals, the way it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../../server/config';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code once it stops. */
  exited: Promise<number | null>;
  /** Kills it if it still runs (for afterEach). */
  kill: () => Promise<void>;
}

/** `entry` is server/server.ts (npm start) or server/cluster.ts (npm run start:cluster). */
export function spawnServer(
  env: Record<string, string>,
  entry: 'server/server.ts' | 'server/cluster.ts' = 'server/server.ts',
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  return { child, output: () => output, exited, kill };
}

/** Resolves once the server has printed `text`; rejects if it stops first. */
export function waitForOutput(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(text)) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`Server exited (${code}) before saying "${text}":\n${server.output()}`));
    };
    const cleanup = () => {
      server.child.stdout?.off('data', check);
      server.child.off('exit', onExit);
    };
    server.child.stdout?.on('data', check);
    server.child.once('exit', onExit);
    check();
  });
}
