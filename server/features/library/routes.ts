import type { FastifyPluginAsync } from 'fastify';
import {
  libraryParamsSchema,
  libraryQuerySchema,
  librarySchema,
  playlistLibraryBodySchema,
  playlistLibraryResultSchema,
  songLibraryBodySchema,
  songLibraryResultSchema,
} from '../../../domain/library';
import type { AppDeps } from '../../deps';
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
import { forgetPlaylist, getLibrary, likeSong, savePlaylist, unlikeSong } from './service';

export const libraryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/libraries/:id',
    {
      schema: {
        params: libraryParamsSchema,
        querystring: libraryQuerySchema,
        response: { 200: librarySchema },
      },
    },
    (request) => getLibrary(db.orm, viewerOf(request), request.params.id, request.query),
  );

  routes.post(
    '/song_libraries',
    { schema: { body: songLibraryBodySchema, response: { 201: songLibraryResultSchema } } },
    async (request, reply) =>
      reply.code(201).send(await likeSong(db.orm, viewerOf(request), request.body)),
  );

  routes.delete(
    '/song_libraries',
    { schema: { body: songLibraryBodySchema, response: { 200: songLibraryResultSchema } } },
    (request) => unlikeSong(db.orm, viewerOf(request), request.body),
  );

  routes.post(
    '/playlist_libraries',
    {
      schema: { body: playlistLibraryBodySchema, response: { 201: playlistLibraryResultSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await savePlaylist(db.orm, viewerOf(request), request.body)),
  );

  routes.delete(
    '/playlist_libraries',
    {
      schema: { body: playlistLibraryBodySchema, response: { 200: playlistLibraryResultSchema } },
    },
    (request) => forgetPlaylist(db.orm, viewerOf(request), request.body),
  );
};
