// `npm run bench`: prints the figures the issues ask for. Nothing here is a pass/fail test,
// except that a broken measurement (errors, no files) is reported as such.

import { buildIfStale } from '../lib/build-if-stale.mjs';
import { startTempPostgres } from '../lib/temp-postgres.mjs';
import { loadTest } from './api-load';
import { benchAudio } from './audio';
import { kb, measureFirstVisit, SIZE_BUDGET } from './first-visit-size';
import { runSearchBench } from './search';
import { startServer } from './server-process';
import { runSongBudgets } from './upload-memory';

const API_PATHS = ['/api/v1/songs?sort=newest&limit=30', '/api/v1/songs?sort=top&limit=10'];

async function benchApi(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    for (const path of API_PATHS) {
      const r = await loadTest(server.url, path);
      console.log(
        `[${label}] GET ${r.path}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms` +
          (r.errors || r.non2xx ? ` (errores ${r.errors}, no-2xx ${r.non2xx})` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}

buildIfStale(process.cwd());

console.log('== Tamaño de la primera visita a / (gzip)');
{
  const server = await startServer();
  try {
    const size = await measureFirstVisit(server.url);
    console.log(`JS  ${kb(size.jsGzipBytes)} (presupuesto ${kb(SIZE_BUDGET.jsGzipBytes)})`);
    console.log(`CSS ${kb(size.cssGzipBytes)} (presupuesto ${kb(SIZE_BUDGET.cssGzipBytes)})`);
    for (const f of size.files)
      console.log(`   ${f.type.padEnd(3)} ${kb(f.gzipBytes).padStart(9)} ${f.url}`);
  } finally {
    await server.stop();
  }
}

console.log('\n== Reproductor: clic → playing y salto sin conexión (Chromium, loopback)');
{
  const server = await startServer();
  try {
    await benchAudio(server);
  } finally {
    await server.stop();
  }
}

console.log('\n== API bajo carga (autocannon, 10 conexiones, 8 s, loopback)');
await benchApi('PGlite', {});
let pg: { url: string; stop: () => void } | null = null;
try {
  pg = await startTempPostgres();
} catch (error) {
  console.log(`[PostgreSQL] omitido: ${error instanceof Error ? error.message : String(error)}`);
}
if (pg) {
  try {
    await benchApi('PostgreSQL', { DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
}

await runSongBudgets(startServer, startTempPostgres);

await runSearchBench();
