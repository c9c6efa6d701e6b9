import type { FastifyPluginAsync } from 'fastify';
import { pageQuerySchema, pageSchema, playlistSchema } from '../../../domain/api';
import { playlistsFromRepertoireQuerySchema } from '../../../domain/profiles';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
import { listRepertoirePlaylists, listSeasonalPlaylists } from './service';

export const playlistRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/playlistsFromRepertoireByAdmin',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: pageSchema(playlistSchema) },
      },
    },
    (request) => listSeasonalPlaylists(db.orm, request.query),
  );

  routes.get(
    '/playlistsFromRepertoire',
    {
      schema: {
        querystring: playlistsFromRepertoireQuerySchema,
        response: { 200: pageSchema(playlistSchema) },
      },
    },
    (request) => listRepertoirePlaylists(db.orm, request.query, viewerOf(request)),
  );
};
