/**
 * Creators HTTP API: GET /creator_statistics, GET /composers, GET /composersLiked (spec section 7),
 * public and paginated (at most 100 a page), and GET /composers/suggest for credits.
 */
import type { FastifyPluginAsync } from 'fastify';
import { creatorStatsSchema } from '../../../domain/api';
import {
  composerSchema,
  creditSuggestionsSchema,
  creditSuggestQuerySchema,
  likedComposerSchema,
} from '../../../domain/profiles';
import type { AppDeps } from '../../deps';
import { tagOperations } from '../../openapi/openapi';
import { publicPage } from '../../openapi/public-page';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listComposers, listCreatorStats, listLikedComposers, suggestCredits } from './service';

export const creatorRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Compositores');

  routes.get(
    '/creator_statistics',
    publicPage(
      'listCreatorStatistics',
      'Compositores con sus canciones y reproducciones',
      creatorStatsSchema,
    ),
    (request) => listCreatorStats(db.orm, request.query),
  );

  routes.get(
    '/composers',
    publicPage('listComposers', 'Compositores, por páginas', composerSchema),
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
    publicPage('listLikedComposers', 'Compositores con más me gusta', likedComposerSchema),
    (request) => listLikedComposers(db.orm, request.query),
  );
};
