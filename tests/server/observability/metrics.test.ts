/**
 * GET /metrics (docs/architecture.md "Observability"): only for the bearer of METRICS_TOKEN, in
 * Prometheus' text format, with figures that move with what the server does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import { enqueueJob } from '../../../server/features/jobs/repository';
import { createUser } from '../../helpers/factories';
import { buildSiblingApp, createTestApp, type TestApp } from '../../helpers/test-app';

const TOKEN = 'token-de-metricas-para-pruebas';

/** The value of one series in a scrape (labels in the order the server writes them). */
function seriesValue(scrape: string, series: string): number {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers 401 to anyone without the token, in constant time, and never caches', async () => {
    for (const authorization of [
      undefined,
      'Bearer otro-token-de-igual-largo!!',
      `Basic ${TOKEN}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toContain('tambora_');
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts a request in its route’s histogram', async () => {
    const series =
      'tambora_http_request_duration_seconds_count{route="/api/v1/songs",method="GET",status_class="2xx"}';
    const before = seriesValue(await scrape(), series);
    await t.app.inject({ method: 'GET', url: '/api/v1/songs' });
    const after = await scrape();
    expect(after).toContain('# TYPE tambora_http_request_duration_seconds histogram');
    expect(seriesValue(after, series)).toBe((Number.isNaN(before) ? 0 : before) + 1);
    // Statements ran for it, and the pool is described.
    expect(
      seriesValue(after, 'tambora_db_statement_duration_seconds_count{kind="SELECT"}'),
    ).toBeGreaterThan(0);
    expect(seriesValue(after, 'tambora_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
    expect(seriesValue(after, 'tambora_ready')).toBe(1);
  });

  it('shows a queued job in its queue’s depth and age, and empty queues at 0', async () => {
    const before = await scrape();
    expect(seriesValue(before, 'tambora_job_queue_depth{kind="audio-light"}')).toBe(0);
    expect(seriesValue(before, 'tambora_job_queue_depth{kind="recommendation-refresh"}')).toBe(0);
    await enqueueJob(t.db.orm, 'audio-rendition', 987_654);
    const after = await scrape();
    expect(seriesValue(after, 'tambora_job_queue_depth{kind="audio-rendition"}')).toBe(1);
    expect(
      seriesValue(after, 'tambora_job_queue_oldest_age_seconds{kind="audio-rendition"}'),
    ).toBeGreaterThanOrEqual(0);
  });

  it('counts refused sign-ins', async () => {
    const { email } = await createUser(t, { password: 'Clave-correcta-1' });
    const before = seriesValue(await scrape(), 'tambora_sign_in_failures_total');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'Clave-equivocada-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(seriesValue(await scrape(), 'tambora_sign_in_failures_total')).toBe(before + 1);
  });

  it('is not there at all without METRICS_TOKEN, and is on METRICS_PORT of loopback', async () => {
    const port = await freePort();
    const sibling = await buildSiblingApp(t, { metrics: { token: null, port } });
    try {
      const response = await sibling.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      const local = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain('# TYPE tambora_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/otra-cosa`)).status).toBe(404);
    } finally {
      await sibling.close();
    }
    // Closing the app lets go of the port.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
