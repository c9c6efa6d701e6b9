/** GET /statistics: the admin's statistics screen (DECISIONS "Statistics screen"). */
import type { FastifyPluginAsync } from 'fastify';
import { statisticsSchema } from '../../../domain/statistics';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { getStatistics } from './service';

export const statisticsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/statistics', { schema: { response: { 200: statisticsSchema } } }, (request) =>
    getStatistics(db.orm, request.viewer),
  );
};
