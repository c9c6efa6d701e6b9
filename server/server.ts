/**
 * Starts Tambora: configuration, DATA_DIR lock, database, migrations, demo seed, admin account,
 * then listen. Start with `npx tsx server/server.ts` (npm start builds first and runs this); as a
 * worker of `npm run start:cluster` (cluster.ts) it does the same, and only the first worker talks.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfigOrExit } from './config';
import { type Database, openDatabase } from './db/database';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { credentials } from './db/schema';
import { type AudioEngine, createAudioEngine, ffmpegMissingLine } from './features/audio/engine';
import { renditionJobHandler } from './features/audio/rendition';
import { ensureAdmin } from './features/auth/admin-account';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './features/demo/demo-catalogue';
import { seedDemo, shouldSeedDemo } from './features/demo/seed';
import { drainJobs } from './features/jobs/worker';
import { type ConnectionTracker, trackConnections } from './plugins/idle-connections';
import { type MediaStorage, openStorage } from './storage/open-storage';

/**
 * Work done before the server listens reports to the terminal: a pino-style call (an object, then
 * the message) prints its message and the error behind it.
 */
const startLog = {
  warn: (first: unknown, message?: string) => console.warn(describeLogCall(first, message)),
  error: (first: unknown, message?: string) => console.error(describeLogCall(first, message)),
} as unknown as Pick<FastifyBaseLogger, 'warn' | 'error'>;

function describeLogCall(first: unknown, message?: string): string {
  if (typeof first === 'string') return first;
  const error = (first as { err?: unknown } | null)?.err;
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return `${message ?? ''}${detail}`;
}

// Processes starting together on one PostgreSQL: one loads the demo and the admin, the others
// wait and find it done.
const START_LOCK_KEY = 727_262_002;
/** A cluster's workers share one terminal: the first one says what a single server would say. */
const SPEAKS = !cluster.isWorker || cluster.worker?.id === 1;

/** Prints one line for the person at the terminal and stops. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configured storage does not take files: said at start rather than at the first upload. */
class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(config: Config, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    const where =
      config.storage.kind === 's3'
        ? `el bucket "${config.storage.bucket}"${config.storage.endpoint ? ` en ${config.storage.endpoint}` : ''} (compruebe S3_ENDPOINT, S3_BUCKET y las claves)`
        : `la carpeta de medios de DATA_DIR=${config.dataDir}`;
    super(`No se pudo iniciar: no se pueden guardar archivos en ${where}: ${reason}`);
  }
}

function describeStartError(error: unknown, config: Config): string {
  if (error instanceof StorageUnavailableError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return `No se pudo iniciar: el puerto ${config.port} ya está en uso en ${config.host}. Use otro PORT.`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `No se pudo iniciar: HOST=${config.host} no es una dirección de este equipo.`;
  }
  if (code === 'EACCES') {
    return `No se pudo iniciar: sin permiso para usar ${config.host}:${config.port} o DATA_DIR=${config.dataDir}.`;
  }
  if (config.databaseUrl && (code === 'ECONNREFUSED' || code === '28P01' || code === '3D000')) {
    return `No se pudo conectar a la base de datos de DATABASE_URL (${code}). Compruebe que PostgreSQL está en marcha y la URL es correcta.`;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return `No se pudo iniciar Tambora: ${detail}`;
}

async function demoSignIns(db: Database): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = await db.orm
    .select({ email: credentials.email })
    .from(credentials)
    .where(inArray(credentials.email, emails));
  const found = new Set(present.map((row) => row.email.toLowerCase()));
  return DEMO_ACCOUNTS.filter((account) => found.has(account.email.toLowerCase())).map(
    (account) => `  ${account.email} / ${DEMO_PASSWORD}  (${account.roles.join(', ')})`,
  );
}

/** The demo catalogue into an empty database, and the admin account of ADMIN_EMAIL. */
async function loadContent(
  config: Config,
  db: Database,
  storage: MediaStorage,
  engine: AudioEngine,
  log: (message: string) => void,
): Promise<void> {
  if (await shouldSeedDemo(db.orm, config.seedDemo)) {
    log('Cargando el catálogo de demostración…');
    await seedDemo(db, storage, log);
    // The demo songs go through the upload's pipeline before anyone listens, so the first
    // visitor already streams the light versions (a few seconds, one song per core).
    if (await engine.available()) {
      log('Preparando el audio de las canciones de demostración…');
      const deps = { db, storage, engine, log: startLog };
      await drainJobs(
        { orm: db.orm, log: startLog, handlers: [renditionJobHandler(deps)] },
        availableParallelism(),
      );
    }
  }
  if (config.admin) {
    const outcome = await ensureAdmin(db.orm, config.admin.email, config.admin.password);
    const texts = {
      created: 'creada',
      promoted: 'ahora es administradora',
      password_updated: 'contraseña actualizada',
      unchanged: 'sin cambios',
    } as const;
    log(`Cuenta de administración ${config.admin.email}: ${texts[outcome]}.`);
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  // PGlite is one process's database; PostgreSQL may serve several API processes.
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  let db: Database | null = null;
  let app: FastifyInstance | null = null;
  let connections: ConnectionTracker | null = null;
  const log = (message: string) => {
    if (SPEAKS) console.log(message);
  };
  try {
    const opened = await openDatabase(config);
    db = opened;
    const applied = await migrate(db);
    if (applied.length > 0) log(`Migraciones aplicadas: ${applied.join(', ')}`);

    const storage = await openStorage(config);
    await storage.check().catch((error: unknown) => {
      throw new StorageUnavailableError(config, error);
    });
    const engine = createAudioEngine({
      ffmpegPath: config.ffmpegPath,
      ffprobePath: config.ffprobePath,
    });
    if (!(await engine.available())) log(ffmpegMissingLine(config.ffmpegPath));
    await db.exclusively(START_LOCK_KEY, () => loadContent(config, opened, storage, engine, log));

    app = await buildApp({ config, db, storage, engine });
    connections = trackConnections(app.server);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = describeStartError(error, config);
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
    lock?.release();
    fail(message);
  }

  // Before saying it runs: whoever reads that line may stop it at once.
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      // A cluster's primary forwards the stop the terminal also sent: only the timeout cuts.
      if (cluster.isWorker) return;
      // A second Ctrl+C means "now".
      lock?.release();
      process.exit(1);
    }
    closing = true;
    log(`Deteniendo Tambora (${signal})…`);
    // Requests in flight may finish (new ones get 503, so a balancer moves on); one still
    // running after SHUTDOWN_TIMEOUT_SECONDS is cut rather than holding the stop forever.
    const seconds = config.shutdownTimeoutMs / 1000;
    setTimeout(() => {
      if (SPEAKS) {
        console.error(
          `Tambora no terminó de detenerse en ${seconds} s: se cortan las peticiones en curso.`,
        );
      }
      lock?.release();
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      // Stops listening and waits for requests in flight; connections without one go now.
      const closed = app?.close();
      connections?.closeWhenIdle();
      await closed;
      await db?.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const engine = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  const listening = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  log(`Tambora está en marcha en ${listening}`);
  log(`Base de datos: ${engine}`);
  const signIns = SPEAKS ? await demoSignIns(db) : [];
  if (signIns.length > 0) log(`Cuentas de demostración:\n${signIns.join('\n')}`);
}

await main();
