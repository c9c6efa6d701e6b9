// Search at scale (issue "Search"): 100,000 generated songs on PostgreSQL, then quick-search
// latency (p50/p95/p99) and throughput under 20 concurrent connections against the real server,
// and the plans PostgreSQL picks for the very queries the service runs (EXPLAIN ANALYZE). The
// same on PGlite alongside. Run alone: `node --import tsx scripts/bench/search.ts`.
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

/** Matches titles, composers and interpreters all over the catalogue (Santiago, San Juan, Sánchez, Santos...). */
export const BROAD_TERM = 'san';
/** One made-up title word: a few dozen songs. */
export const SELECTIVE_TERM = 'guanalo';
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
  durationSeconds = 8,
): Promise<SearchLoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: durationSeconds },
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

function printLoad(engine: string, r: SearchLoadResult, targetMs?: number) {
  const verdict =
    targetMs === undefined
      ? ''
      : r.p95Ms < targetMs
        ? ` (objetivo < ${targetMs} ms: sí)`
        : ` (objetivo < ${targetMs} ms: NO)`;
  console.log(
    `[${engine}] ${r.label} GET ${r.path}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, ` +
      `p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms${verdict}` +
      (r.errors || r.non2xx ? ` (errores ${r.errors}, no-2xx ${r.non2xx})` : ''),
  );
}

const searchPath = (term: string) => `/api/v1/search?q=${encodeURIComponent(term)}&limit=12`;
const suggestionsPath = (term: string) =>
  `/api/v1/search/suggestions?q=${encodeURIComponent(term)}`;

async function loadAll(engine: string, server: RunningServer, durationSeconds?: number) {
  const broad = await load(server.url, 'búsqueda amplia', searchPath(BROAD_TERM), durationSeconds);
  printLoad(engine, broad, engine === 'PostgreSQL' ? SEARCH_TARGETS_MS.broadP95 : undefined);
  const selective = await load(
    server.url,
    'búsqueda selectiva',
    searchPath(SELECTIVE_TERM),
    durationSeconds,
  );
  printLoad(
    engine,
    selective,
    engine === 'PostgreSQL' ? SEARCH_TARGETS_MS.selectiveP95 : undefined,
  );
  // What the box asks while a person types: the quick search they wait on most often.
  const broadSuggestions = await load(
    server.url,
    'sugerencias amplias',
    suggestionsPath(BROAD_TERM),
    durationSeconds,
  );
  printLoad(
    engine,
    broadSuggestions,
    engine === 'PostgreSQL' ? SEARCH_TARGETS_MS.broadP95 : undefined,
  );
  const selectiveSuggestions = await load(
    server.url,
    'sugerencias selectivas',
    suggestionsPath(SELECTIVE_TERM),
    durationSeconds,
  );
  printLoad(
    engine,
    selectiveSuggestions,
    engine === 'PostgreSQL' ? SEARCH_TARGETS_MS.selectiveP95 : undefined,
  );
}

/** The plan lines worth reading: scans, index use, rows and time. */
function planSummary(lines: string[]): string[] {
  return lines.filter((line) =>
    /Scan|Index Cond|Limit|Sort Method|Execution Time|BitmapOr|Aggregate/.test(line),
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
      `SELECT count(*) FILTER (WHERE quick_search LIKE '%' || $1 || '%')::int AS broad,
              count(*) FILTER (WHERE quick_search LIKE '%' || $2 || '%')::int AS selective
       FROM songs WHERE visibility`,
      [BROAD_TERM, SELECTIVE_TERM],
    );
    const { broad, selective } = counts.rows[0];
    console.log(
      `Coincidencias entre canciones públicas: '${BROAD_TERM}' ${broad}, '${SELECTIVE_TERM}' ${selective}`,
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
        label: `GET /search/suggestions?q=${BROAD_TERM}`,
        run: () => suggest(orm, { q: BROAD_TERM }, null),
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
    `\n== Búsqueda con ${POSTGRES_SIZE.songs} canciones (${CONNECTIONS} conexiones, 8 s por medición)`,
  );
  await benchPostgres();
  await benchPglite({ songs: pgliteSongs, composers: 2_000, playlists: 5_000 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runSearchBench(Number(process.env.PGLITE_SONGS ?? 100_000));
}
