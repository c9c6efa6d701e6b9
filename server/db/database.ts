/**
 * One small interface over the two engines: embedded PGlite (default, in DATA_DIR/pglite) and a
 * PostgreSQL server (DATABASE_URL). Repositories use `orm` (drizzle) and nothing engine-specific.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { observeClient, StatementObservers } from './statement-observers';

export type Schema = typeof schema;
/** The drizzle database (or a transaction on it: same type), whichever the engine. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

/** Plain SQL access for the few jobs drizzle cannot do on both engines (multi-statement scripts). */
export interface SqlSession {
  /** Runs SQL text that may hold several statements, without parameters. */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database {
  readonly engine: Engine;
  readonly orm: Orm;
  /** Runs `work` inside one transaction on one connection; rolls back if it throws. */
  rawTransaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the advisory lock `key`: of several processes on one PostgreSQL,
   * one at a time (the others wait). `work` may use `orm` freely. PGlite has one process.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Who is told about each statement (server/observability): time and tracing. */
  readonly statements: StatementObservers;
  /** The connections there are, those in use, and queries waiting for one. */
  poolState(): PoolState;
  close(): Promise<void>;
}

export interface PoolState {
  size: number;
  inUse: number;
  waiting: number;
}

const PGLITE_EXTENSIONS = { citext, pg_trgm, unaccent };

export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Resolves in a later turn of the event loop, after the sockets that waited were served. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement in this thread. Left alone, the queries waiting on its lock ran one
 * after another within a single turn of the event loop, and under load a request that needs no
 * database at all (/health/live, a file) waited hundreds of milliseconds behind them. Here queries and transactions go one at a time, each in a turn of its own, so the
 * loop serves everything else between two statements. PGlite ran them one at a time anyway.
 */
function takingTurns(client: PGlite, statements: StatementObservers) {
  let last: Promise<unknown> = Promise.resolve();
  // Queries and transactions asked for and not yet done: one runs, the others wait their turn.
  let pending = 0;
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    pending += 1;
    const run = last
      .then(nextTurn, nextTurn)
      .then(work)
      .finally(() => {
        pending -= 1;
      });
    last = run.catch(() => undefined);
    return run;
  };
  const turns = new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec') {
        const method = Reflect.get(target, property, receiver) as (
          ...a: unknown[]
        ) => Promise<unknown>;
        return (...args: unknown[]) =>
          inTurn(() => statements.time(String(args[0]), () => method.apply(target, args)));
      }
      if (property === 'transaction') {
        const method = Reflect.get(target, property, receiver) as (
          work: (tx: Transaction) => Promise<unknown>,
        ) => Promise<unknown>;
        return (work: (tx: Transaction) => Promise<unknown>) =>
          inTurn(() => method.call(target, (tx) => work(timedStatements(tx, statements))));
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const poolState = (): PoolState => ({
    size: 1,
    inUse: pending > 0 ? 1 : 0,
    waiting: Math.max(0, pending - 1),
  });
  return { turns, poolState };
}

/** A PGlite transaction whose statements are observed like those outside one. */
function timedStatements(tx: Transaction, statements: StatementObservers): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'query' && property !== 'exec') return value.bind(target);
      return (...args: unknown[]) =>
        statements.time(String(args[0]), () => value.apply(target, args));
    },
  });
}

/** Opens PGlite in `<dataDir>/pglite`, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let directory: string | undefined;
  if (dataDir) {
    directory = pgliteDirectory(dataDir);
    await mkdir(directory, { recursive: true });
  }
  const client = await PGlite.create(directory, { extensions: PGLITE_EXTENSIONS });
  const statements = new StatementObservers();
  const { turns, poolState } = takingTurns(client, statements);
  const orm: Orm = drizzlePglite({ client: turns, schema });
  return {
    engine: 'pglite',
    orm,
    statements,
    poolState,
    rawTransaction: (work) =>
      turns.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params?: readonly unknown[]) =>
            (await tx.query<Row>(text, params ? [...params] : undefined)).rows,
        }),
      ),
    exclusively: (_key, work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The whole PGlite database of `dataDir` as one gzipped tar (for backups). */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const client = await PGlite.create(pgliteDirectory(dataDir), { extensions: PGLITE_EXTENSIONS });
  try {
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

/** Makes `<dataDir>/pglite` from a dump of dumpPglite; the folder must not hold a database. */
export async function loadPglite(dataDir: string, dump: Blob): Promise<void> {
  const directory = pgliteDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: dump,
  });
  await client.close();
}

/** Connects to PostgreSQL through a small pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  // No JIT (docs/architecture.md "At a million songs"): the planner prices a statement by branches
  // it rarely runs (the quick search's trigram branch when the most-liked walk fills the page), and
  // compiling one cost 56 ms of a 60 ms search at a million songs. Every request here is short.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const statements = new StatementObservers();
  pool.on('connect', (client) => observeClient(client, statements));
  // Fail at start, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const orm: Orm = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    engine: 'postgres',
    orm,
    statements,
    poolState: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    rawTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          // No parameters: node-postgres then uses the simple protocol, which accepts scripts.
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: readonly unknown[]) =>
            (await client.query(text, params ? [...params] : undefined)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exclusively: async (key, work) => {
      // A session lock held on a connection of its own, so `work` may use the whole pool.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        }
      } finally {
        holder.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Picks the engine the configuration asks for. */
export function openDatabase(config: {
  dataDir: string;
  databaseUrl: string | null;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** Rows of a raw drizzle `execute`: both drivers answer with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('Unexpected driver result without rows');
  return rows as Row[];
}
