// Search at scale: 100,000 generated songs on PostgreSQL, then, against the real
// server, the latency a person waits (one client asking again as soon as answered: p50/p95/p99,
// judged against the budgets) and the throughput under 20 concurrent connections (req/s, with its
// p95, which on 2 shared cores is mostly queueing), and the plans PostgreSQL picks for the very
// queries the service runs (EXPLAIN ANALYZE). The same on PGlite alongside.
// Run alone: `node --import tsx scripts/bench/search.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPglite, openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import * as schema from '../../server/db/schema';
import { advancedSearch, quickSearch, suggest } from '../../server/features/search/service';
import { startTempPostgres } from '../lib/temp-postgres.mjs';
import { loadSearchCatalogue, type SearchCatalogueSize } from './search-data';
import { type RunningServer, startServer } from './server-process';

/** Matches thousands of titles (San Juan, Santiago...) and many composers (Sánchez, Santos...). */
export const BROAD_TERM = 'san';
/** One made-up title word: a few dozen songs. */
export const SELECTIVE_TERM = 'guanalo';
/** Two letters inside many words ('Mañana', 'Luna'): substring for every length (DECISIONS). */
export const SHORT_TERM = 'na';
/** Two letters in no generated text: the worst case, every row read and none found. */
export const RARE_SHORT_TERM = 'qx';
export const CONNECTIONS = 20;
export const SEARCH_TARGETS_MS = { broadP95: 25, selectiveP95: 10 } as const;

const POSTGRES_SIZE: SearchCatalogueSize = { songs: 100_000, composers: 2_000, playlists: 5_000 };

export interface SearchLoadResult {
  label: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** autocannon reports no p95: every response time is kept and the percentiles computed here. */
async function load(
  baseUrl: string,
  label: string,
  path: string,
  connections: number,
  durationSeconds: number,
): Promise<SearchLoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${path}`, connections, duration: durationSeconds },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    label,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const errorsOf = (r: SearchLoadResult) =>
  r.errors || r.non2xx ? ` (errores ${r.errors}, no-2xx ${r.non2xx})` : '';

function printLatency(engine: string, r: SearchLoadResult, targetMs?: number) {
  const verdict =
    targetMs === undefined
      ? ''
      : ` (objetivo p95 < ${targetMs} ms: ${r.p95Ms < targetMs ? 'sí' : 'NO'})`;
  console.log(
    `[${engine}] ${r.label} GET ${r.path}, 1 cliente: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, ` +
      `p99 ${r.p99Ms} ms${verdict}${errorsOf(r)}`,
  );
}

function printThroughput(engine: string, r: SearchLoadResult) {
  console.log(
    `[${engine}] ${r.label} GET ${r.path}, ${CONNECTIONS} conexiones: ${r.requestsPerSecond} req/s, ` +
      `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms${errorsOf(r)}`,
  );
}

const searchPath = (term: string) => `/api/v1/search?q=${encodeURIComponent(term)}&limit=12`;
const suggestionsPath = (term: string) =>
  `/api/v1/search/suggestions?q=${encodeURIComponent(term)}`;

/** What the results page and the search box ask, for a broad and for a selective term. */
const CASES = [
  { label: 'búsqueda amplia', path: searchPath(BROAD_TERM), target: SEARCH_TARGETS_MS.broadP95 },
  {
    label: 'búsqueda selectiva',
    path: searchPath(SELECTIVE_TERM),
    target: SEARCH_TARGETS_MS.selectiveP95,
  },
  { label: 'dos letras', path: searchPath(SHORT_TERM), target: SEARCH_TARGETS_MS.broadP95 },
  {
    label: 'dos letras sin resultados',
    path: searchPath(RARE_SHORT_TERM),
    target: SEARCH_TARGETS_MS.broadP95,
  },
  // What the box asks while a person types: the quick search they wait on most often.
  {
    label: 'sugerencias amplias',
    path: suggestionsPath(BROAD_TERM),
    target: SEARCH_TARGETS_MS.broadP95,
  },
  {
    label: 'sugerencias selectivas',
    path: suggestionsPath(SELECTIVE_TERM),
    target: SEARCH_TARGETS_MS.selectiveP95,
  },
] as const;

/** The budgets are judged on PostgreSQL; PGlite's figures are reported alongside. */
async function loadAll(engine: string, server: RunningServer) {
  const judged = engine === 'PostgreSQL';
  for (const { label, path, target } of CASES) {
    printLatency(engine, await load(server.url, label, path, 1, 5), judged ? target : undefined);
  }
  for (const { label, path } of CASES) {
    printThroughput(engine, await load(server.url, label, path, CONNECTIONS, 8));
  }
}

/** The plan lines worth reading: scans, index use, rows and time. */
function planSummary(lines: string[]): string[] {
  return lines.filter((line) =>
    /Scan|Index Cond|Limit|Sort Method|Planning Time|Execution Time|One-Time Filter|never executed/.test(
      line,
    ),
  );
}

/**
 * Runs the service's own search on a drizzle instance that records its SQL, then EXPLAIN ANALYZE
 * of each recorded query with its parameters: the plans of exactly what the server runs.
 */
async function explainSearches(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const recorded: { query: string; params: unknown[] }[] = [];
    const orm = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => recorded.push({ query, params }) },
    });
    const counts = await pool.query<{ broad: number; selective: number }>(
      `SELECT count(*) FILTER (WHERE title_search LIKE '%' || $1 || '%')::int AS broad,
              count(*) FILTER (WHERE title_search LIKE '%' || $2 || '%')::int AS selective
       FROM songs WHERE visibility`,
      [BROAD_TERM, SELECTIVE_TERM],
    );
    const { broad, selective } = counts.rows[0];
    console.log(
      `Títulos públicos que coinciden: '${BROAD_TERM}' ${broad}, '${SELECTIVE_TERM}' ${selective}`,
    );
    const cases = [
      {
        label: `GET /search?q=${BROAD_TERM}`,
        run: () => quickSearch(orm, { q: BROAD_TERM, limit: 12, offset: 0 }, null),
      },
      {
        label: `GET /search?q=${SELECTIVE_TERM}`,
        run: () => quickSearch(orm, { q: SELECTIVE_TERM, limit: 12, offset: 0 }, null),
      },
      {
        label: 'GET /search/advanced?field1=compositor&value1=ramon nunez',
        run: () =>
          advancedSearch(
            orm,
            {
              field1: 'compositor',
              value1: 'ramon nunez',
              field2: 'titulo',
              value2: '',
              limit: 30,
              offset: 0,
            },
            null,
          ),
      },
      {
        label: `GET /search?q=${SHORT_TERM}`,
        run: () => quickSearch(orm, { q: SHORT_TERM, limit: 12, offset: 0 }, null),
      },
      {
        label: `GET /search?q=${RARE_SHORT_TERM}`,
        run: () => quickSearch(orm, { q: RARE_SHORT_TERM, limit: 12, offset: 0 }, null),
      },
      {
        label: `GET /search/suggestions?q=${BROAD_TERM}`,
        run: () => suggest(orm, { q: BROAD_TERM }, null),
      },
      {
        label: `GET /search/suggestions?q=${SELECTIVE_TERM}`,
        run: () => suggest(orm, { q: SELECTIVE_TERM }, null),
      },
    ];
    for (const { label, run } of cases) {
      recorded.length = 0;
      await run();
      console.log(`\n-- EXPLAIN ANALYZE de las consultas de ${label}`);
      // The songs queries are the ones that grow with the catalogue.
      for (const { query, params } of recorded.filter((entry) =>
        /from "songs"|FROM "songs"/.test(entry.query),
      )) {
        const plan = await pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, COSTS OFF) ${query}`,
          params,
        );
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        console.log(`   ${query.replace(/\s+/g, ' ').slice(0, 110)}…`);
        for (const line of planSummary(lines)) console.log(`     ${line}`);
      }
    }
  } finally {
    await pool.end();
  }
}

async function benchPostgres() {
  let temp: { url: string; stop: () => void };
  try {
    temp = await startTempPostgres();
  } catch (error) {
    console.log(`[PostgreSQL] omitido: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  try {
    const db = await openPostgres(temp.url);
    try {
      await migrate(db);
      const started = Date.now();
      await db.rawTransaction((session) => loadSearchCatalogue(session, POSTGRES_SIZE));
      console.log(
        `[PostgreSQL] ${POSTGRES_SIZE.songs} canciones, ${POSTGRES_SIZE.composers} compositores y ` +
          `${POSTGRES_SIZE.playlists} playlists generados en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await db.close();
    }
    await explainSearches(temp.url);
    console.log('');
    const server = await startServer({ DATABASE_URL: temp.url, SEED_DEMO: 'false' });
    try {
      await loadAll('PostgreSQL', server);
    } finally {
      await server.stop();
    }
  } finally {
    temp.stop();
  }
}

async function benchPglite(size: SearchCatalogueSize) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tambora-search-pglite-'));
  try {
    const db = await openPglite(dataDir);
    try {
      await migrate(db);
      const started = Date.now();
      await db.rawTransaction((session) => loadSearchCatalogue(session, size));
      console.log(
        `[PGlite] ${size.songs} canciones generadas en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await db.close();
    }
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      await loadAll('PGlite', server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The search section of `npm run bench`. */
export async function runSearchBench(pgliteSongs = 100_000) {
  console.log(
    `\n== Búsqueda con ${POSTGRES_SIZE.songs} canciones (latencia: 1 cliente, 5 s; ` +
      `rendimiento: ${CONNECTIONS} conexiones, 8 s)`,
  );
  await benchPostgres();
  await benchPglite({ songs: pgliteSongs, composers: 2_000, playlists: 5_000 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runSearchBench(Number(process.env.PGLITE_SONGS ?? 100_000));
}
