/**
 * Optional tracing (docs/architecture.md "Observability"): with OTEL_EXPORTER_OTLP_ENDPOINT set,
 * a request's span reaches an OTLP/HTTP receiver with the statements it ran as its children.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface ReceivedSpan {
  name: string;
  spanId: string;
  parentSpanId?: string;
  traceId: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A receiver of OTLP/HTTP JSON traces, as a collector would be. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const services = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: ReceivedSpan[] }[];
          }[];
        };
        for (const resource of payload.resourceSpans) {
          for (const attribute of resource.resource.attributes) {
            if (attribute.key === 'service.name') services.add(String(attribute.value.stringValue));
          }
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    services,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp | null = null;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver.close();
  });

  it('sends the request’s span with its statements as children', async () => {
    t = await createTestApp({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'tambora-prueba' },
    });
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/songs?limit=5' });
    expect(answer.statusCode).toBe(200);
    // Closing flushes what the batch still holds.
    await t.close();
    t = null;

    expect(receiver.services).toEqual(new Set(['tambora-prueba']));
    const request = receiver.spans.find((span) => span.name === 'GET /api/v1/songs');
    expect(request, receiver.spans.map((span) => span.name).join(', ')).toBeDefined();
    const route = request?.attributes.find((attribute) => attribute.key === 'http.route');
    expect(route?.value.stringValue).toBe('/api/v1/songs');
    const status = request?.attributes.find(
      (attribute) => attribute.key === 'http.response.status_code',
    );
    expect(Number(status?.value.intValue)).toBe(200);
    const children = receiver.spans.filter((span) => span.parentSpanId === request?.spanId);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((span) => span.traceId === request?.traceId)).toBe(true);
    expect(children.map((span) => span.name)).toContain('SELECT');
  });
});
