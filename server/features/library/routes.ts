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
import { errorAnswers } from '../../plugins/api-answers';
import { tagOperations } from '../../plugins/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
import { forgetPlaylist, getLibrary, likeSong, savePlaylist, unlikeSong } from './service';

export const libraryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Biblioteca');

  routes.get(
    '/libraries/:id',
    {
      schema: {
        operationId: 'getLibrary',
        summary: 'La biblioteca de la persona de la sesión',
        params: libraryParamsSchema,
        querystring: libraryQuerySchema,
        response: { 200: librarySchema, ...errorAnswers(401, 403) },
      },
    },
    (request) => getLibrary(db.orm, viewerOf(request), request.params.id, request.query),
  );

  routes.post(
    '/song_libraries',
    {
      schema: {
        operationId: 'likeSong',
        summary: 'Da me gusta a una canción',
        body: songLibraryBodySchema,
        response: { 201: songLibraryResultSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await likeSong(db.orm, viewerOf(request), request.body)),
  );

  routes.delete(
    '/song_libraries',
    {
      schema: {
        operationId: 'unlikeSong',
        summary: 'Quita el me gusta de una canción',
        body: songLibraryBodySchema,
        response: { 200: songLibraryResultSchema, ...errorAnswers(401) },
      },
    },
    (request) => unlikeSong(db.orm, viewerOf(request), request.body),
  );

  routes.post(
    '/playlist_libraries',
    {
      schema: {
        operationId: 'savePlaylist',
        summary: 'Guarda una playlist en la biblioteca',
        body: playlistLibraryBodySchema,
        response: { 201: playlistLibraryResultSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await savePlaylist(db.orm, viewerOf(request), request.body)),
  );

  routes.delete(
    '/playlist_libraries',
    {
      schema: {
        operationId: 'forgetPlaylist',
        summary: 'Quita una playlist de la biblioteca',
        body: playlistLibraryBodySchema,
        response: { 200: playlistLibraryResultSchema, ...errorAnswers(401) },
      },
    },
    (request) => forgetPlaylist(db.orm, viewerOf(request), request.body),
  );
};
