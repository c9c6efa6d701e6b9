/**
 * Search HTTP API: GET /search, /search/suggestions and /search/advanced. Public:
 * a visitor finds public songs; a signed-in person also their own private ones (admins, all).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  advancedSearchQuerySchema,
  advancedSearchResultsSchema,
  searchQuerySchema,
  searchResultsSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from '../../../domain/search';
import type { AppDeps } from '../../deps';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
import { advancedSearch, quickSearch, suggest } from './service';

export const searchRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Búsqueda');

  routes.get(
    '/search',
    {
      schema: {
        operationId: 'search',
        summary: 'Busca canciones, compositores y playlists por un texto',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    (request) => quickSearch(db.orm, request.query, viewerOf(request)),
  );

  routes.get(
    '/search/suggestions',
    {
      schema: {
        operationId: 'searchSuggestions',
        summary: 'Sugerencias mientras se escribe una búsqueda',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    (request) => suggest(db.orm, request.query, viewerOf(request)),
  );

  routes.get(
    '/search/advanced',
    {
      schema: {
        operationId: 'advancedSearch',
        summary: 'Busca canciones por título, compositor, género, etiqueta o registro',
        querystring: advancedSearchQuerySchema,
        response: { 200: advancedSearchResultsSchema },
      },
    },
    (request) => advancedSearch(db.orm, request.query, viewerOf(request)),
  );
};
