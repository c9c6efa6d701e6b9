// The scale-out budget: GET /api/v1/songs at 50 connections for 30 s on PostgreSQL, one process
// against `npm run start:cluster` with 2 workers, on the same database. Rounds alternate so the
// machine's drift falls on both; the medians and their ratio are what to quote. autocannon runs
// in this process and so competes with the servers for the same 2 cores: what a one-machine
// deployment with its own load balancer in front would see too.
import { loadTest } from './api-load';
import { type RunningServer, startServer } from './server-process';

const PATH = '/api/v1/songs';
const CONNECTIONS = 50;
const SECONDS = 30;
const ROUNDS = 2;

type Mode = 'un proceso' | 'start:cluster, 2 procesos';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function measure(mode: Mode, databaseUrl: string) {
  const server: RunningServer =
    mode === 'un proceso'
      ? await startServer({ DATABASE_URL: databaseUrl })
      : await startServer({ DATABASE_URL: databaseUrl, WORKERS: '2' }, 'server/cluster.ts');
  try {
    // Warm-up: the JIT, the pool's connections, and every worker up before the clock starts.
    await loadTest(server.url, PATH, { connections: CONNECTIONS, durationSeconds: 5 });
    return await loadTest(server.url, PATH, {
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
    });
  } finally {
    await server.stop();
  }
}

export async function benchScaleOut(databaseUrl: string): Promise<void> {
  const results: Record<Mode, { rps: number[]; p99: number[]; errors: number }> = {
    'un proceso': { rps: [], p99: [], errors: 0 },
    'start:cluster, 2 procesos': { rps: [], p99: [], errors: 0 },
  };
  for (let round = 0; round < ROUNDS; round++) {
    const order: Mode[] =
      round % 2 === 0
        ? ['un proceso', 'start:cluster, 2 procesos']
        : ['start:cluster, 2 procesos', 'un proceso'];
    for (const mode of order) {
      const r = await measure(mode, databaseUrl);
      results[mode].rps.push(r.requestsPerSecond);
      results[mode].p99.push(r.p99Ms);
      results[mode].errors += r.errors + r.non2xx;
      console.log(
        `  ronda ${round + 1}, ${mode}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, ` +
          `errores ${r.errors + r.non2xx}`,
      );
    }
  }
  for (const [mode, result] of Object.entries(results)) {
    console.log(
      `[${mode}] GET ${PATH}: mediana ${median(result.rps)} req/s, p99 ${median(result.p99)} ms, ` +
        `errores ${result.errors}`,
    );
  }
  const ratio =
    median(results['start:cluster, 2 procesos'].rps) / median(results['un proceso'].rps);
  console.log(`Relación start:cluster / un proceso: ${ratio.toFixed(2)}×`);
}
