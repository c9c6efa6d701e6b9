/**
 * GET /metrics, in Prometheus' text format, for the operator only (docs/architecture.md
 * "Observability"): on the main port with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise,
 * 404 when no token is set), and with METRICS_PORT on that port of loopback without a token,
 * for a Prometheus on the same machine.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import { apiError, NOT_FOUND_MESSAGE, STATUS_MESSAGES } from '../plugins/errors';
import { scraperFor } from './cluster-metrics';

export const METRICS_PATH = '/metrics';

/** Compared in constant time: how long a refusal takes says nothing about the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function registerMetricsEndpoint(
  app: FastifyInstance,
  config: Config['metrics'],
  registry: Registry,
): Promise<void> {
  const scrape = scraperFor(registry);
  const { token } = config;
  // Not in the API's document: it is the operator's, like the health probes' port would be.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send(apiError(NOT_FOUND_MESSAGE));
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(apiError(STATUS_MESSAGES[401]));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await scrape());
  });

  if (config.port === null) return;
  const server = loopbackMetricsServer(scrape, registry.contentType);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port ?? 0, '127.0.0.1', () => resolve());
  });
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

function loopbackMetricsServer(scrape: () => Promise<string>, contentType: string): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    scrape().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
}
