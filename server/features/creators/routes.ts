import type { FastifyPluginAsync } from 'fastify';
import { creatorStatsSchema, pageQuerySchema, pageSchema } from '../../../domain/api';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listCreatorStats } from './service';

export const creatorRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/creator_statistics',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: pageSchema(creatorStatsSchema) },
      },
    },
    (request) => listCreatorStats(db.orm, request.query),
  );
};
