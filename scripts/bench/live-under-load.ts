// /health/live while 50 connections load the API: the probe's latency,
// asked one at a time, p50 and p99, and what the load got meanwhile.
import autocannon from 'autocannon';

export interface LiveUnderLoad {
  loadPath: string;
  loadRequestsPerSecond: number;
  probes: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function measureLiveUnderLoad(
  baseUrl: string,
  { loadPath = '/api/v1/songs', connections = 50, durationSeconds = 8 } = {},
): Promise<LiveUnderLoad> {
  const load = autocannon({
    url: `${baseUrl}${loadPath}`,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const ends = Date.now() + durationSeconds * 1000 - 500;
  // Let the load build up first.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const times: number[] = [];
  while (Date.now() < ends) {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/api/v1/health/live`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`/health/live answered ${answer.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await load;
  times.sort((a, b) => a - b);
  return {
    loadPath,
    loadRequestsPerSecond: Math.round(result.requests.average),
    probes: times.length,
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(percentile(times, 99)),
  };
}

export function describeLiveUnderLoad(result: LiveUnderLoad): string {
  return (
    `GET /api/v1/health/live con 50 conexiones cargando ${result.loadPath} ` +
    `(${result.loadRequestsPerSecond} req/s): p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms ` +
    `(${result.probes} sondeos; objetivo p99 ≤ 50 ms)`
  );
}
