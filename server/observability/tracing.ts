/**
 * Optional OpenTelemetry traces (docs/architecture.md "Observability"): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, a span per request, per database statement (a child of the
 * request that ran it) and per job, sent over OTLP/HTTP in batches. Unset, none of the SDK is
 * imported, so a server without tracing loads and starts exactly as before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { StatementObserver } from '../db/statement-observers';
import { APP_VERSION } from '../version';

export interface Tracing {
  /** A span per request, made the active context of everything the request runs. */
  traceRequests(app: FastifyInstance): void;
  statementObserver: StatementObserver;
  /** A job of `kind` starts; call what is returned with how it ended. */
  jobStarted(kind: string): (outcome: 'done' | 'failed') => void;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/** Long statements are cut: a span is a pointer to the query, not a copy of a bulk insert. */
const STATEMENT_TEXT_LIMIT = 2_000;

let contextManagerSet = false;

export async function startTracing(config: Config['tracing']): Promise<Tracing | null> {
  if (!config) return null;
  const [
    api,
    sdk,
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { AsyncLocalStorageContextManager },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
  ]);
  const { context, trace, SpanKind, SpanStatusCode } = api;
  // One per process, shared by every app a test process builds: it only carries the active span.
  if (!contextManagerSet) {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    contextManagerSet = true;
  }
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.serviceName,
      'service.version': APP_VERSION,
    }),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${config.endpoint}/v1/traces` }),
      }),
    ],
  });
  const tracer = provider.getTracer('tambora', APP_VERSION);
  const requestSpans = new WeakMap<FastifyRequest, ReturnType<typeof tracer.startSpan>>();

  const ended =
    (span: ReturnType<typeof tracer.startSpan>) =>
    (error?: unknown): void => {
      if (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };

  return {
    traceRequests(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        const route = request.routeOptions.url ?? '';
        const span = tracer.startSpan(`${request.method} ${route}`.trim(), {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            // The route as declared: a path as sent can carry a reset token in its query.
            'http.route': route,
          },
        });
        requestSpans.set(request, span);
        context.with(trace.setSpan(context.active(), span), done);
      });
      app.addHook('onResponse', async (request, reply) => {
        const span = requestSpans.get(request);
        if (!span) return;
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
    },
    statementObserver(text) {
      const span = tracer.startSpan(
        /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL',
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.query.text': text.slice(0, STATEMENT_TEXT_LIMIT),
          },
        },
        context.active(),
      );
      return ended(span);
    },
    jobStarted(kind) {
      const span = tracer.startSpan(`job ${kind}`, { kind: SpanKind.CONSUMER, root: true });
      const end = ended(span);
      return (outcome) => end(outcome === 'failed' ? new Error(`job ${kind} failed`) : undefined);
    },
    shutdown: () => provider.shutdown(),
  };
}
