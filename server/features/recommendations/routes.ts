import type { FastifyPluginAsync } from 'fastify';
import { forYouSchema } from '../../../domain/recommendations';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../plugins/api-answers';
import { tagOperations } from '../../plugins/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { signedIn } from '../auth/route-guards';
import { forYou } from './service';

export const recommendationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Canciones');

  routes.get(
    '/recommendations',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getRecommendations',
        summary: "Las canciones 'Para ti' de la persona de la sesión",
        description:
          'Hechas de antemano a partir de sus me gusta, sus playlists y lo que escuchó: la petición solo las lee. Nunca canciones que ya le gustan, escuchadas en la última semana, suyas o privadas de otros. Vacía mientras se hace la primera lista o si aún no hay nada de qué partir.',
        response: { 200: forYouSchema, ...errorAnswers(401) },
      },
    },
    (request) => forYou(db.orm, requireViewer(request)),
  );
};
