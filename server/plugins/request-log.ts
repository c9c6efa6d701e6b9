/**
 * One log line per request, at 'info' (LOG_LEVEL=warn or above turns them off): the method, the
 * route it matched as declared ('/api/v1/songs/:id'), the status and the time taken. Never the URL
 * as sent, whose query can carry a secret (a reset token, an OpenID Connect code), nor headers,
 * cookies or bodies. A request no route matched logs its path without the query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestLogLine {
  method: string;
  route: string;
  status: number;
  ms: number;
}

function routeOf(request: FastifyRequest): string {
  const declared = request.routeOptions.url;
  // Fastify's catch-all ('*', '/*') says nothing: the path alone, without the query, does.
  if (declared && declared !== '*' && declared !== '/*') return declared;
  return request.url.split('?', 1)[0];
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line: RequestLogLine = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    request.log.info(line, 'petición atendida');
  });
}
