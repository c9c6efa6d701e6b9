import type { Config } from './config';
import type { Database } from './db/database';
import type { AudioEngine } from './features/audio/engine';
import type { VapidKeys } from './features/push/keys';
import type { Sealer } from './features/subsonic/sealing';
import type { Mailer } from './mail/mail';
import type { Storage } from './storage/storage';

/** What feature routes receive from buildApp: no globals, so tests can build several apps. */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  /** ffmpeg, for the audio pipeline (which may find it missing). */
  engine: AudioEngine;
  /** The job worker: wake it after queueing work so it starts at once. */
  jobs: { wake(): void };
  /** The server's VAPID keys, read once (push routes and the fan-out sign with the same). */
  pushKeys: () => Promise<VapidKeys>;
  /** Seals and opens app passwords (Subsonic API), its key read once. */
  sealer: () => Promise<Sealer>;
}
