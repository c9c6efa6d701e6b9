/** GET /statistics: the admin's statistics screen (DECISIONS "Statistics screen"). */
import type { FastifyPluginAsync } from 'fastify';
import { statisticsSchema } from '../../../domain/statistics';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { getStatistics } from './service';

export const statisticsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Estadísticas');

  routes.get(
    '/statistics',
    {
      schema: {
        operationId: 'getStatistics',
        summary: 'Las estadísticas de la plataforma, para administradores',
        response: { 200: statisticsSchema, ...errorAnswers(401, 403) },
      },
    },
    (request) => getStatistics(db.orm, request.viewer),
  );
};
