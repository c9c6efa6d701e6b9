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

  // A liked song and a saved playlist are entries of the person's own library: added with POST
  // (201; 404 for what is not there), taken out with DELETE (200, idempotent).
  const ownEntry = <Body, Response>(
    operationId: string,
    summary: string,
    body: Body,
    response: Response,
  ) => ({
    onRequest: signedIn,
    preValidation: ownLibraryOnly,
    schema: { operationId, summary, body, response },
  });
  const added = { 201: songLibraryResultSchema, ...errorAnswers(401, 404) };
  const takenOut = { 200: songLibraryResultSchema, ...errorAnswers(401) };
  const playlistAdded = { 201: playlistLibraryResultSchema, ...errorAnswers(401, 404) };
  const playlistTakenOut = { 200: playlistLibraryResultSchema, ...errorAnswers(401) };

  routes.post(
    '/song_libraries',
    ownEntry('likeSong', 'Da me gusta a una canción', songLibraryBodySchema, added),
    async (request, reply) =>
      reply.code(201).send(await likeSong(db.orm, viewerOf(request), request.body)),
  );
  routes.delete(
    '/song_libraries',
    ownEntry('unlikeSong', 'Quita el me gusta de una canción', songLibraryBodySchema, takenOut),
    (request) => unlikeSong(db.orm, viewerOf(request), request.body),
  );
  routes.post(
    '/playlist_libraries',
    ownEntry(
      'savePlaylist',
      'Guarda una playlist en la biblioteca',
      playlistLibraryBodySchema,
      playlistAdded,
    ),
    async (request, reply) =>
      reply.code(201).send(await savePlaylist(db.orm, viewerOf(request), request.body)),
  );
  routes.delete(
    '/playlist_libraries',
    ownEntry(
      'forgetPlaylist',
      'Quita una playlist de la biblioteca',
      playlistLibraryBodySchema,
      playlistTakenOut,
    ),
    (request) => forgetPlaylist(db.orm, viewerOf(request), request.body),
  );
};
