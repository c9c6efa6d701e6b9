/**
 * The answers an API route declares are what it may answer. The common errors
 * are added from what the route is, and an answer with an undeclared status is reported (logged in
 * production; tests/helpers/test-app.ts makes it a failure).
 */
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswers, registerAnswerContract } from '../../../server/openapi/api-answers';
import { rateLimited } from '../../../server/plugins/rate-limit';
import { registerZod } from '../../../server/plugins/zod';

/** Each route's declared answers, as the server ends up with them. */
const declared = new Map<string, string[]>();
function recordDeclared(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    declared.set(
      `${route.method} ${route.url}`,
      Object.keys((route.schema?.response ?? {}) as object).sort(),
    );
  });
}

async function appWith(reported: string[]) {
  const app = Fastify();
  registerZod(app);
  registerAnswerContract(app, {
    onUndocumented: (request, status) => reported.push(`${request.routeOptions.url} ${status}`),
  });
  recordDeclared(app);
  const answer = z.object({ ok: z.boolean() });
  app.get(
    '/api/v1/cosa/:id',
    { schema: { response: { 200: answer, ...errorAnswers(404) } } },
    async (request, typedReply) => {
      // Answers the route's types would not allow: that is what is being tried.
      const reply = typedReply as FastifyReply;
      const { id } = request.params as { id: string };
      if (id === 'tetera') return reply.code(418).send({ ok: false });
      if (id === 'nada') return reply.code(404).send({ message: 'No está', errors: [] });
      return { ok: true };
    },
  );
  app.post('/api/v1/cosa', { schema: { response: { 201: answer } } }, async () => ({ ok: true }));
  return app;
}

describe('the answers an API route declares', () => {
  it('reports an answer whose status the route does not declare, and only that', async () => {
    const reported: string[] = [];
    const app = await appWith(reported);
    expect((await app.inject('/api/v1/cosa/1')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/cosa/nada')).statusCode).toBe(404);
    expect(reported).toEqual([]);
    await app.inject('/api/v1/cosa/tetera');
    expect(reported).toEqual(['/api/v1/cosa/:id 418']);
    await app.close();
  });

  it('adds the errors every route of its kind can give', async () => {
    const app = await appWith([]);
    expect(declared.get('GET /api/v1/cosa/:id')).toEqual(['200', '400', '404', '500']);
    expect(declared.get('POST /api/v1/cosa')).toEqual(
      ['201', '400', '403', '408', '413', '415', '500'].sort(),
    );
    await app.close();
  });

  it('adds 429 to a route that counts requests against a rate limit', async () => {
    const limiter = rateLimited(
      { createRateLimit: () => async () => ({ isAllowed: true, isExceeded: false }) } as never,
      { name: 'prueba', max: 1, windowMs: 1000, key: () => 'x' },
    );
    const app = Fastify();
    registerZod(app);
    registerAnswerContract(app);
    recordDeclared(app);
    app.post(
      '/api/v1/limitada',
      { preHandler: limiter, schema: { response: { 200: z.null() } } },
      async () => null,
    );
    expect(declared.get('POST /api/v1/limitada')).toContain('429');
    await app.close();
  });
});
