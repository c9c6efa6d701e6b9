import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/temp-postgres.mjs';

/**
 * The built app on the real server, with a data directory that outlives a stop: the scenarios
 * stop it to be offline (every engine can reload with the server gone, while only Chromium can
 * pretend to be offline) and start it again to sync.
 */
export class AppServer {
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'tambora-engines-'));
  origin = '';
  private port = 0;

  /** Starts the server, unless it runs already. */
  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null) return;
    if (!this.port) this.port = await freePort();
    this.origin = `http://127.0.0.1:${this.port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
      },
    });
    this.child = child;
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`el servidor terminó al arrancar (${child.exitCode})`);
      try {
        if ((await fetch(`${this.origin}/api/v1/health/ready`)).ok) return;
      } catch {
        // Not listening yet (the first start renders the demo's audio).
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('el servidor no estuvo listo en 180 s');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
