/**
 * The server as integration tests use it: buildApp() on a real, migrated database in a temp
 * DATA_DIR (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), driven with app.inject.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp, jobRunnerOptions } from '../../server/app';
import { type Config, type Env, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { type AudioEngine, createAudioEngine } from '../../server/features/audio/engine';
import { seedDemo } from '../../server/features/demo/seed';
import { createJobRunner } from '../../server/features/jobs/worker';
import { vapidKeysOnce } from '../../server/features/push/keys';
import { sealerOnce } from '../../server/features/subsonic/sealing';
import { type Mailer, mailerFromConfig } from '../../server/mail/mail';
import { type MediaStorage, openStorage } from '../../server/storage/open-storage';
import type { S3Storage } from '../../server/storage/s3-storage';
import type { LocalStorage } from '../../server/storage/storage';
import { startS3Server } from './s3-server';
import { createTempDir } from './temp-dirs';
import { createTestDatabase } from './test-database';
import { recordUndocumentedAnswer } from './undocumented-answers';

/**
 * In tests an answer its route does not document is a failure (the API contract). Throwing in
 * the answer's hook turns a success into a 500, but an error already being sent goes out as it
 * was (a 409 stays a 409), so each one is also recorded, and the test that made it fails
 * (tests/server/setup.ts).
 */
function failOnUndocumentedAnswer(request: FastifyRequest, statusCode: number): never {
  const where = `${request.method} ${request.routeOptions.url} → ${statusCode}`;
  recordUndocumentedAnswer(where);
  throw new Error(`Respuesta no documentada en la API: ${where}`);
}

export type TestStorageKind = 'disk' | 's3' | 's3-redirect';
type StorageOf<K extends TestStorageKind> = K extends 'disk' ? LocalStorage : S3Storage;

export interface TestAppOptions<K extends TestStorageKind = 'disk'> {
  /**
   * Where media goes: disk under the temp DATA_DIR (default), or a bucket on an S3 server started
   * for this app, serving /media through the app ('s3') or by presigned redirect ('s3-redirect').
   */
  storage?: K;
  /** Load the demo catalogue before building the app. */
  seed?: boolean;
  /** The built web app to serve; default: a missing folder (no build needed for API tests). */
  staticDir?: string;
  /** Extra environment for loadConfig (e.g. SMTP_URL of a mail capture). */
  env?: Env;
  /**
   * Let the app's own job worker run queued jobs (audio renditions) in the background. Off by
   * default: tests that look at renditions call `runJobs()` and know when the work is done.
   */
  runJobs?: boolean;
  /** Receives the app's log lines (JSON): for tests about what gets logged. */
  logLines?: string[];
  /** The level of those lines; 'warn' (warnings and worse) by default. */
  logLevel?: 'info' | 'warn';
}

export interface TestApp<S extends MediaStorage = LocalStorage> {
  app: FastifyInstance;
  db: Database;
  config: Config;
  storage: S;
  /** The app's mailer: `await mailer.idle()` waits for mails sent in the background. */
  mailer: Mailer;
  dataDir: string;
  engine: AudioEngine;
  /** The STORAGE=s3 environment of this app's bucket; null on disk. */
  s3Env: Record<string, string> | null;
  /** Runs every queued job that can run now, one after another; how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

/** A test app on either storage: what helpers that only use the Storage interface take. */
export type AnyTestApp = TestApp<MediaStorage>;

const noop = () => {};
/** Tests build apps with logger: false; the mailer they get logs nowhere as well. */
export const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
};

function capturingLogger(lines: string[], level: 'info' | 'warn' = 'warn') {
  return { level, stream: { write: (line: string) => lines.push(line) } };
}

export async function createTestApp<K extends TestStorageKind = 'disk'>(
  options: TestAppOptions<K> = {},
): Promise<TestApp<StorageOf<K>>> {
  const dataDir = await createTempDir();
  const kind: TestStorageKind = options.storage ?? 'disk';
  const s3 = kind === 'disk' ? null : await startS3Server(kind === 's3' ? 'proxy' : 'redirect');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: options.staticDir ?? join(dataDir, 'dist-not-built'),
    ...s3?.env,
    ...options.env,
  });
  const testDb = await createTestDatabase(dataDir, { migrated: true });
  try {
    // Nothing left to apply on the copy: this checks it is today's, as a start would.
    await migrate(testDb.db);
    // STORAGE (from K) decides which of the two this is; TypeScript cannot follow that.
    const storage = (await openStorage(config)) as StorageOf<K>;
    if (options.seed) await seedDemo(testDb.db, storage);
    const mailer = mailerFromConfig(config, silentLogger);
    const engine = createAudioEngine({
      ffmpegPath: config.ffmpegPath,
      ffprobePath: config.ffprobePath,
    });
    const app = await buildApp({
      config,
      db: testDb.db,
      storage,
      mailer,
      engine,
      logger: options.logLines ? capturingLogger(options.logLines, options.logLevel) : false,
      runJobs: options.runJobs ?? false,
      onUndocumentedAnswer: failOnUndocumentedAnswer,
    });
    await app.ready();
    const runner = createJobRunner({
      ...jobRunnerOptions(
        {
          config,
          db: testDb.db,
          storage,
          mailer,
          engine,
          jobs: { wake: () => {} },
          pushKeys: vapidKeysOnce(testDb.db.orm, config),
          sealer: sealerOnce(testDb.db.orm, config),
        },
        silentLogger,
      ),
      // A failed attempt is tried again at once: tests do not wait for the real back-off.
      retryBaseMs: 0,
    });
    return {
      app,
      db: testDb.db,
      config,
      storage,
      mailer,
      dataDir,
      engine,
      async runJobs() {
        let ran = 0;
        while (await runner.runOne()) ran += 1;
        return ran;
      },
      s3Env: s3?.env ?? null,
      close: async () => {
        await app.close();
        await testDb.destroy();
        await s3?.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await testDb.destroy();
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A second app on the same database and storage with some configuration changed: cheaper than a
 * new test app, and it shares the rows (and rate-limit counters) of the first. Close it yourself.
 */
export async function buildSiblingApp(
  base: TestApp,
  overrides: Partial<Config>,
  mailer?: Mailer,
): Promise<FastifyInstance> {
  const config = { ...base.config, ...overrides };
  const app = await buildApp({
    config,
    db: base.db,
    storage: base.storage,
    mailer: mailer ?? mailerFromConfig(config, silentLogger),
    engine: base.engine,
    logger: false,
    runJobs: false,
  });
  await app.ready();
  return app;
}
