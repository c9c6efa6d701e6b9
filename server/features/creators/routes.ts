/**
 * Creators HTTP API: GET /creator_statistics, GET /composers, GET /composersLiked (spec section 7),
 * public and paginated (at most 100 a page), and GET /composers/suggest for credits.
 */
import type { FastifyPluginAsync } from 'fastify';
import { creatorStatsSchema, pageQuerySchema, pageSchema } from '../../../domain/api';
import {
  composerSchema,
  creditSuggestionsSchema,
  creditSuggestQuerySchema,
  likedComposerSchema,
} from '../../../domain/profiles';
import type { AppDeps } from '../../deps';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listComposers, listCreatorStats, listLikedComposers, suggestCredits } from './service';

export const creatorRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Compositores');

  routes.get(
    '/creator_statistics',
    {
      schema: {
        operationId: 'listCreatorStatistics',
        summary: 'Compositores con sus canciones y reproducciones',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(creatorStatsSchema) },
      },
    },
    (request) => listCreatorStats(db.orm, request.query),
  );

  routes.get(
    '/composers',
    {
      schema: {
        operationId: 'listComposers',
        summary: 'Compositores, por páginas',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(composerSchema) },
      },
    },
    (request) => listComposers(db.orm, request.query),
  );

  routes.get(
    '/composers/suggest',
    {
      schema: {
        operationId: 'suggestCreditProfiles',
        summary: 'Creadores cuyo apodo o nombre empieza por lo escrito en un crédito',
        description:
          'Para elegir el perfil correcto al escribir un compositor: hasta 8, con foto, apodo y canciones públicas para distinguir a dos personas con el mismo nombre. Sin distinguir mayúsculas, acentos ni espacios de más; al menos 2 letras.',
        querystring: creditSuggestQuerySchema,
        response: { 200: creditSuggestionsSchema },
      },
    },
    (request) => suggestCredits(db.orm, request.query),
  );

  routes.get(
    '/composersLiked',
    {
      schema: {
        operationId: 'listLikedComposers',
        summary: 'Compositores con más me gusta',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(likedComposerSchema) },
      },
    },
    (request) => listLikedComposers(db.orm, request.query),
  );
};
