/**
 * Following creators' HTTP API (docs/product.md "Seguir y Novedades"): POST and DELETE /follows,
 * GET /follows (the person's 'Siguiendo'), GET /follows/{id} (a profile's button and count),
 * GET /follows/new-followers (a creator's bell) and GET /novedades.
 */
import type { FastifyPluginAsync } from 'fastify';
import { pageQuerySchema, pageSchema } from '../../../domain/api';
import {
  FOLLOW_RATE,
  FOLLOW_TEXTS,
  followBodySchema,
  followedCreatorSchema,
  followParamsSchema,
  followStateSchema,
  newFollowersQuerySchema,
  newFollowersSchema,
  novedadesQuerySchema,
  novedadSchema,
} from '../../../domain/follows';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { HttpError } from '../../plugins/errors';
import { type RateRule, rateLimited, tooManyRequests } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/zod';
import { signedIn, withRole } from '../auth/route-guards';
import { viewerOf } from '../auth/viewer';
import {
  follow,
  getFollowState,
  getNewFollowers,
  listFollowed,
  listNovedades,
  unfollow,
} from './service';

/** Per person (a session is required): a script cannot flood creators with follows. */
export const FOLLOW_RATE_RULE = {
  name: 'follows',
  ...FOLLOW_RATE,
  key: (request) => String(request.viewer?.userId),
} satisfies RateRule;

export const followRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Seguir');
  const limit = rateLimited(app, FOLLOW_RATE_RULE);
  const limited = {
    onRequest: signedIn,
    preHandler: async (
      request: Parameters<typeof limit>[0],
      reply: Parameters<typeof limit>[1],
    ) => {
      try {
        await limit.call(app, request, reply);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          throw tooManyRequests(Number(error.headers?.['retry-after'] ?? 60), FOLLOW_TEXTS.tooMany);
        }
        throw error;
      }
    },
  };

  routes.post(
    '/follows',
    {
      ...limited,
      schema: {
        operationId: 'followCreator',
        summary: 'Sigue a un creador',
        body: followBodySchema,
        response: { 201: followStateSchema, ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await follow(db.orm, viewerOf(request), request.body)),
  );

  routes.delete(
    '/follows',
    {
      ...limited,
      schema: {
        operationId: 'unfollowCreator',
        summary: 'Deja de seguir a un creador',
        body: followBodySchema,
        response: { 200: followStateSchema, ...errorAnswers(401, 429) },
      },
    },
    (request) => unfollow(db.orm, viewerOf(request), request.body),
  );

  routes.get(
    '/follows',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listFollowedCreators',
        summary: 'Los creadores que sigue la persona de la sesión',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(followedCreatorSchema), ...errorAnswers(401) },
      },
    },
    (request) => listFollowed(db.orm, viewerOf(request), request.query),
  );

  routes.get(
    '/follows/new-followers',
    {
      onRequest: withRole('composer'),
      schema: {
        operationId: 'countNewFollowers',
        summary:
          'Cuántas personas empezaron a seguir al creador de la sesión después de un momento',
        querystring: newFollowersQuerySchema,
        response: { 200: newFollowersSchema, ...errorAnswers(401, 403) },
      },
    },
    (request) => getNewFollowers(db.orm, viewerOf(request), request.query.after),
  );

  routes.get(
    '/follows/:id',
    {
      schema: {
        operationId: 'getFollowState',
        summary: 'Seguidores de un creador y si la persona de la sesión lo sigue',
        params: followParamsSchema,
        response: { 200: followStateSchema },
      },
    },
    (request) => getFollowState(db.orm, viewerOf(request), request.params.id),
  );

  routes.get(
    '/novedades',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listNovedades',
        summary: 'Las canciones públicas más nuevas de los creadores que sigue la persona',
        querystring: novedadesQuerySchema,
        response: { 200: pageSchema(novedadSchema), ...errorAnswers(401) },
      },
    },
    (request) => listNovedades(db.orm, viewerOf(request), request.query),
  );
};
