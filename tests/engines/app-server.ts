import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type RunningServer,
  type ServerPlace,
  startServer,
} from '../../scripts/bench/server-process';
import { REMEMBERED_FFMPEG_ENV } from '../../scripts/lib/remembered-ffmpeg/env.mjs';
import { freePort } from '../../scripts/lib/temp-postgres.mjs';
import { copyMigratedPglite } from '../helpers/migrated-database';

/**
 * The built app on the real server, with a data directory and port that outlive a stop: the
 * scenarios stop it to be offline (every engine can reload with the server gone, while only
 * Chromium can pretend to be offline) and start it again to sync.
 */
export class AppServer {
  private running: RunningServer | null = null;
  private place: ServerPlace | null = null;
  origin = '';

  /** Starts the server, unless it runs already. */
  async start(): Promise<void> {
    if (this.running) return;
    if (!this.place) {
      const dataDir = mkdtempSync(join(tmpdir(), 'tambora-engines-'));
      await copyMigratedPglite(dataDir);
      this.place = { dataDir, port: await freePort() };
    }
    // The demo's renditions as the browser tests' server made them (scripts/lib/remembered-ffmpeg).
    this.running = await startServer(REMEMBERED_FFMPEG_ENV, 'server/server.ts', this.place);
    this.origin = this.running.url;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = null;
    await running?.stop();
  }

  async dispose(): Promise<void> {
    await this.stop();
    if (this.place) rmSync(this.place.dataDir, { recursive: true, force: true });
  }
}
