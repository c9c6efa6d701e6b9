/**
 * What an operator's Prometheus reads from GET /metrics (docs/architecture.md "Observability"):
 * one registry per app, so tests may build many apps in one process. Metrics that describe the
 * database (queues, readiness) are read when scraped, never kept up to date by the requests.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CollectFunction,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import type { Database } from '../db/database';
import type { StoredFile } from '../storage/storage';
import { type JobQueueState, readJobQueues } from './job-queues';

/** Seconds; from a quick API answer to an upload's rendition. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export interface Metrics {
  readonly registry: Registry;
  /** A job of `kind` starts; call what is returned with how it ended. */
  jobStarted(kind: string): (outcome: 'done' | 'failed') => void;
  /** A file went into storage (or failed to). */
  storageWrite(file: StoredFile | null): void;
}

export interface MetricsSources {
  db: Database;
  /** Whether the server would answer /health/ready with 200 now. */
  ready(): Promise<boolean>;
  /** The jobs this app runs: each has its queue's series even while it is empty. */
  jobKinds: readonly string[];
}

/**
 * The route as declared, so that a metric has one series per route and not one per URL. What no
 * route declares is either a page of the app (its HTML, served by the not-found fallback) or not
 * found at all.
 */
function routeLabel(request: FastifyRequest, status: number): string {
  return request.routeOptions.url ?? (status < 400 ? '(página)' : '(sin ruta)');
}

/** First word of a statement: SELECT, INSERT… enough to tell reads from writes. */
function statementKind(text: string): string {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? '';
  return ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK'].includes(
    word,
  )
    ? word
    : 'OTHER';
}

/** A gauge read when scraped; `aggregator` says how a cluster's workers' values combine. */
function gauge(
  registry: Registry,
  name: string,
  help: string,
  collect: CollectFunction<Gauge>,
  options: { labelNames?: string[]; aggregator?: 'sum' | 'max' | 'first' } = {},
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    labelNames: options.labelNames ?? [],
    aggregator: options.aggregator ?? 'sum',
    collect,
  });
}

export function createMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  // Heap, RSS, CPU, handles and the event loop's lag, under their usual names.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'tambora_http_request_duration_seconds',
    help: 'Tiempo de respuesta por ruta declarada, método y clase de estado (2xx…5xx).',
    labelNames: ['route', 'method', 'status_class'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'tambora_sign_in_failures_total',
    help: 'Inicios de sesión con credenciales rechazadas.',
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'tambora_rate_limit_refusals_total',
    help: 'Peticiones rechazadas por límite de frecuencia (429), por ruta.',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = routeLabel(request, status);
    requests.observe(
      { route, method: request.method, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (status === 429) rateLimited.inc({ route });
    if (status === 401 && route.endsWith('/login')) signInFailures.inc();
  });

  const statements = new Histogram({
    name: 'tambora_db_statement_duration_seconds',
    help: 'Tiempo de cada sentencia de la base de datos, por su primera palabra.',
    labelNames: ['kind'],
    buckets: STATEMENT_BUCKETS,
    registers: [registry],
  });
  const stopObserving = sources.db.statements.add((text) => {
    const end = statements.startTimer({ kind: statementKind(text) });
    return () => end();
  });
  app.addHook('onClose', async () => stopObserving());

  const poolGauge = (name: string, help: string, key: 'size' | 'inUse' | 'waiting') =>
    gauge(registry, name, help, function () {
      this.set(sources.db.poolState()[key]);
    });
  poolGauge('tambora_db_pool_size', 'Conexiones abiertas con la base de datos.', 'size');
  poolGauge('tambora_db_pool_in_use', 'Conexiones ocupadas con una consulta.', 'inUse');
  poolGauge('tambora_db_pool_waiting', 'Consultas que esperan una conexión libre.', 'waiting');

  // Since the last scrape: the share of time the event loop was busy (0–1).
  let lastUtilization = performance.eventLoopUtilization();
  gauge(
    registry,
    'tambora_event_loop_utilization',
    'Fracción del tiempo que el bucle de eventos estuvo ocupado desde la lectura anterior.',
    function () {
      const now = performance.eventLoopUtilization();
      this.set(performance.eventLoopUtilization(now, lastUtilization).utilization);
      lastUtilization = now;
    },
    { aggregator: 'max' },
  );

  // Queues live in the database: every worker of a cluster sees the same ones, hence 'first'.
  let queues: Promise<JobQueueState[]> | null = null;
  const readQueuesOnce = () => {
    queues ??= readJobQueues(sources.db.orm, sources.jobKinds).finally(() => {
      queues = null;
    });
    return queues;
  };
  gauge(
    registry,
    'tambora_job_queue_depth',
    'Trabajos en cola por tipo (versiones de audio, avisos push, listas Para ti).',
    async function () {
      this.reset();
      for (const queue of await readQueuesOnce()) this.set({ kind: queue.kind }, queue.depth);
    },
    { labelNames: ['kind'], aggregator: 'first' },
  );
  gauge(
    registry,
    'tambora_job_queue_oldest_age_seconds',
    'Antigüedad del trabajo más viejo de cada cola (0 si está vacía).',
    async function () {
      this.reset();
      for (const queue of await readQueuesOnce()) {
        this.set({ kind: queue.kind }, queue.oldestAgeSeconds);
      }
    },
    { labelNames: ['kind'], aggregator: 'first' },
  );
  gauge(
    registry,
    'tambora_ready',
    '1 si el servidor puede atender (base de datos y almacenamiento), 0 si no.',
    async function () {
      this.set((await sources.ready()) ? 1 : 0);
    },
    { aggregator: 'max' },
  );

  const jobs = new Histogram({
    name: 'tambora_job_duration_seconds',
    help: 'Tiempo de cada trabajo, por tipo y resultado (las versiones de audio, entre ellos).',
    labelNames: ['kind', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const storedBytes = new Counter({
    name: 'tambora_storage_written_bytes_total',
    help: 'Bytes guardados en el almacenamiento de medios (disco o bucket).',
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'tambora_storage_write_errors_total',
    help: 'Escrituras en el almacenamiento de medios que fallaron.',
    registers: [registry],
  });

  return {
    registry,
    jobStarted(kind) {
      const end = jobs.startTimer({ kind });
      return (outcome) => end({ outcome });
    },
    storageWrite(file) {
      if (file) storedBytes.inc(file.size);
      else storageErrors.inc();
    },
  };
}
