import type { FastifyPluginAsync } from 'fastify';
import {
  forYouSchema,
  songsLikeQuerySchema,
  songsLikeSchema,
} from '../../../domain/recommendations';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { signedIn } from '../auth/route-guards';
import { viewerOf } from '../auth/viewer';
import { forYou, songsLike } from './service';

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

  routes.get(
    '/recommendations/like',
    {
      schema: {
        operationId: 'getSongsLike',
        summary: 'Canciones parecidas a las últimas escuchadas (reproducción automática)',
        description:
          'Para seguir cuando termina la cola: canciones que gustan junto con las dadas, de sus creadores y sus géneros; nunca las de `exclude` ni privadas.',
        querystring: songsLikeQuerySchema,
        response: { 200: songsLikeSchema },
      },
    },
    (request) => songsLike(db.orm, viewerOf(request), request.query),
  );
};
