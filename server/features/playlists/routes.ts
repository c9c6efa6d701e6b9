import type { FastifyPluginAsync } from 'fastify';
import { pageQuerySchema, pageSchema, playlistSchema } from '../../../domain/api';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listSeasonalPlaylists } from './service';

export const playlistRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/playlistsFromRepertoireByAdmin',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: pageSchema(playlistSchema) },
      },
    },
    (request) => listSeasonalPlaylists(db.orm, request.query),
  );
};
