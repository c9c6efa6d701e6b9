// API latency under load with autocannon on loopback.
import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function loadTest(
  baseUrl: string,
  path: string,
  {
    connections = 10,
    durationSeconds = 8,
    headers,
  }: { connections?: number; durationSeconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration: durationSeconds,
    headers,
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
