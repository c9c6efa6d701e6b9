import type { FastifyPluginAsync } from 'fastify';
import {
  LIBRARY_TEXTS,
  libraryParamsSchema,
  libraryQuerySchema,
  librarySchema,
  playlistLibraryBodySchema,
  playlistLibraryResultSchema,
  songLibraryBodySchema,
  songLibraryResultSchema,
} from '../../../domain/library';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { forbidden, requireViewer } from '../auth/guards';
import { bodyOwnId, selfOnly, signedIn } from '../auth/route-guards';
import { viewerOf } from '../auth/viewer';
import { findLibraryIdOf } from './repository';
import { forgetPlaylist, getLibrary, likeSong, savePlaylist, unlikeSong } from './service';

export const libraryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A library is its owner's alone: decided before the body is validated (auth/route-guards).
  const notYours = () => forbidden(LIBRARY_TEXTS.notYours);
  const ownLibraryOnly = bodyOwnId(
    'library_id',
    // A read: the service makes the library when it first needs one.
    (request) => findLibraryIdOf(db.orm, requireViewer(request).userId),
    notYours,
  );
  tagOperations(app, 'Biblioteca');

  routes.get(
    '/libraries/:id',
    {
      onRequest: selfOnly('id', notYours),
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
      onRequest: signedIn,
      preValidation: ownLibraryOnly,
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
      onRequest: signedIn,
      preValidation: ownLibraryOnly,
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
      onRequest: signedIn,
      preValidation: ownLibraryOnly,
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
      onRequest: signedIn,
      preValidation: ownLibraryOnly,
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
