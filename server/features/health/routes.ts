import type { FastifyPluginAsync } from 'fastify';
import { healthSchema, livenessSchema, readinessSchema } from '../../../domain/api';
import type { AppDeps } from '../../deps';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { checkHealth, checkReadiness } from './service';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Estado');
  routes.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Estado del servidor y de la base de datos',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(db);
      // Monitors read the status code; the body says which part is down.
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
  // Nothing but the process itself: a database outage must not get every process restarted.
  routes.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Si el proceso responde (para reiniciarlo si no)',
        response: { 200: livenessSchema },
      },
    },
    async () => ({
      status: 'live' as const,
    }),
  );
  // While the server closes, Fastify itself answers 503 here, so traffic moves elsewhere first.
  routes.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Si el proceso puede atender (base de datos y archivos)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(db, storage);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
