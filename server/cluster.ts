/**
 * `npm run start:cluster`: WORKERS server processes (default: one per core) on one port, with
 * Node's cluster module handing connections out among them. Each worker is server.ts as `npm start`
 * runs it; what they share lives in PostgreSQL (sessions, rate limits, jobs, the sweep's turn), so
 * DATABASE_URL is required. A worker that dies is replaced; one that cannot start stops them all.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config';
import { gatherWorkerMetrics } from './observability/cluster-metrics';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  fail(
    'npm run start:cluster necesita DATABASE_URL: la base embebida (PGlite) es de un solo proceso. ' +
      'Sin PostgreSQL, use npm start.',
  );
}

cluster.setupPrimary({ exec: fileURLToPath(new URL('./server.ts', import.meta.url)) });
// A scrape of /metrics reaching any worker is answered for all of them (observability/).
gatherWorkerMetrics();

const listening = new Set<number>();
let stopping = false;
let exitCode = 0;
let announced = false;

const running = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const worker of running()) worker.process.kill('SIGTERM');
  // Each worker cuts its own requests after SHUTDOWN_TIMEOUT_SECONDS; this is for one that hangs.
  setTimeout(() => {
    for (const worker of running()) worker.process.kill('SIGKILL');
    process.exit(1);
  }, config.shutdownTimeoutMs + 5_000).unref();
  if (running().length === 0) process.exit(exitCode);
}

cluster.on('listening', (worker) => {
  listening.add(worker.id);
  if (!announced && listening.size === config.workers) {
    announced = true;
    console.log(`Tambora reparte las peticiones entre ${config.workers} procesos.`);
  }
});

cluster.on('exit', (worker, code, signal) => {
  const wasServing = listening.delete(worker.id);
  if (stopping) {
    if (running().length === 0) process.exit(exitCode);
    return;
  }
  if (!wasServing) {
    // It printed why; the next would fail the same way (a port in use, a database away).
    stopAll(1);
    return;
  }
  console.error(`Un proceso de Tambora terminó (${signal ?? code}); se inicia otro.`);
  cluster.fork();
});

// The terminal's Ctrl+C reaches the workers too; an orchestrator's SIGTERM only this process.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

for (let i = 0; i < config.workers; i++) cluster.fork();
