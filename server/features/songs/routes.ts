import type { FastifyPluginAsync } from 'fastify';
import { pageSchema, songListQuerySchema, songSchema } from '../../../domain/api';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
import { listSongs } from './service';

export const songRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/songs',
    {
      schema: {
        querystring: songListQuerySchema,
        response: { 200: pageSchema(songSchema) },
      },
    },
    (request) => listSongs(db.orm, request.query, viewerOf(request)),
  );
};
