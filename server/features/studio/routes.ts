/** The creator studio's HTTP API: GET /studio/stats for creators and admins. */
import type { FastifyPluginAsync } from 'fastify';
import { studioQuerySchema, studioStatsSchema } from '../../../domain/studio';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { withRole } from '../auth/route-guards';
import { getStudioStats } from './service';

export const studioRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Estadísticas');

  routes.get(
    '/studio/stats',
    {
      onRequest: withRole('composer', 'admin'),
      schema: {
        operationId: 'getStudioStats',
        summary:
          'Las estadísticas de la persona de la sesión, por día, en total o de una canción suya',
        description:
          'Reproducciones, oyentes con sesión iniciada, me gusta y veces añadida a playlists por día de los últimos 7, 30 o 90 días; de dónde empezaron las reproducciones, cuántas pasaron de la mitad y las canciones más escuchadas. Solo cifras, nunca quién escuchó.',
        querystring: studioQuerySchema,
        response: { 200: studioStatsSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    (request) => getStudioStats(db.orm, requireViewer(request), request.query),
  );
};
