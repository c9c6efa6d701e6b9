import type { FastifyPluginAsync } from 'fastify';
import { healthSchema } from '../../../domain/api';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const health = await checkHealth(db);
        // Monitors read the status code; the body says which part is down.
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
};
