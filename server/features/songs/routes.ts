/**
 * Songs HTTP API (spec section 7): GET /songs, /songsFromRepertoire, /songsAdmin, POST /songs,
 * GET/PUT/DELETE /songs/{id}. Every list is paginated (at most 100 a page).
 */

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  fullSongSchema,
  noContentSchema,
  pageSchema,
  songListQuerySchema,
  songSchema,
} from '../../../domain/api';
import { songDeletionQuerySchema } from '../../../domain/moderation';
import { SONG_LIMITS } from '../../../domain/song-texts';
import {
  duplicateAudioQuerySchema,
  duplicateAudioSchema,
  songCreateSchema,
  songDetailSchema,
  songIdParamsSchema,
  songLookupQuerySchema,
  songsAdminQuerySchema,
  songsFromRepertoireQuerySchema,
  songUpdateSchema,
} from '../../../domain/songs';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { registerTextLimits } from '../../plugins/text-limits';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { withRole } from '../auth/route-guards';
import { viewerOf } from '../auth/viewer';
import { findOwnSongWithAudio } from './repository';
import { songManager } from './route-guards';
import {
  createSong,
  deleteSong,
  getSongDetail,
  listAllSongs,
  listRepertoire,
  listSongs,
  lookupSongs,
  updateSong,
} from './service';

export const songRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Canciones');
  // Lyrics are the longest text a song has: nothing in a body may be far longer (the schemas give
  // each field its own, exact limit and message).
  registerTextLimits(app, 2 * SONG_LIMITS.letter);

  // Who may call is decided before the body is even validated (auth/route-guards).
  const composerOrAdmin = withRole('composer', 'admin');
  const manager = songManager(db.orm);

  routes.get(
    '/songs',
    {
      schema: {
        operationId: 'listSongs',
        summary: 'Canciones públicas, por páginas y en el orden pedido',
        querystring: songListQuerySchema,
        response: { 200: pageSchema(songSchema) },
      },
    },
    (request) => listSongs(db.orm, request.query, viewerOf(request)),
  );

  routes.get(
    '/songs/duplicate-audio',
    {
      onRequest: withRole('composer', 'admin'),
      schema: {
        operationId: 'findDuplicateAudio',
        summary: 'Si la persona ya publicó este mismo archivo de audio',
        description:
          'Por el SHA-256 de sus bytes, entre las canciones de quien pregunta (también las privadas): el formulario avisa al elegir el archivo. Es un aviso, no un rechazo.',
        querystring: duplicateAudioQuerySchema,
        response: { 200: duplicateAudioSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({
      song: await findOwnSongWithAudio(db.orm, requireViewer(request).userId, request.query.sha256),
    }),
  );

  routes.get(
    '/songs/lookup',
    {
      schema: {
        operationId: 'lookupSongs',
        summary: 'Varias canciones por sus identificadores',
        querystring: songLookupQuerySchema,
        response: { 200: z.object({ items: z.array(songSchema) }) },
      },
    },
    (request) => lookupSongs(db.orm, request.query.ids, viewerOf(request)),
  );

  routes.get(
    '/songsFromRepertoire',
    {
      schema: {
        operationId: 'listRepertoire',
        summary: 'Las canciones del repertorio de un compositor',
        querystring: songsFromRepertoireQuerySchema,
        response: { 200: pageSchema(songSchema), ...errorAnswers(401) },
      },
    },
    (request) => listRepertoire(db.orm, request.query, viewerOf(request)),
  );

  routes.get(
    '/songsAdmin',
    {
      onRequest: withRole('admin'),
      schema: {
        operationId: 'listAllSongs',
        summary: 'Todas las canciones, para administrar',
        querystring: songsAdminQuerySchema,
        response: { 200: pageSchema(songSchema), ...errorAnswers(401, 403) },
      },
    },
    (request) => listAllSongs(db.orm, request.query, viewerOf(request)),
  );

  routes.post(
    '/songs',
    {
      onRequest: composerOrAdmin,
      schema: {
        operationId: 'createSong',
        summary: 'Publica una canción',
        body: songCreateSchema,
        response: { 201: fullSongSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const song = await createSong(deps, viewerOf(request), request.body);
      return reply.code(201).send(song);
    },
  );

  routes.get(
    '/songs/:id',
    {
      schema: {
        operationId: 'getSong',
        summary: 'Una canción con su letra, créditos y enlaces',
        params: songIdParamsSchema,
        response: { 200: songDetailSchema, ...errorAnswers(404) },
      },
    },
    (request) => getSongDetail(db.orm, request.params.id, viewerOf(request)),
  );

  routes.put(
    '/songs/:id',
    {
      onRequest: manager,
      schema: {
        operationId: 'updateSong',
        summary: 'Cambia una canción (su autor o un administrador)',
        params: songIdParamsSchema,
        body: songUpdateSchema,
        response: { 200: fullSongSchema, ...errorAnswers(401, 404) },
      },
    },
    (request) => updateSong(deps, viewerOf(request), request.params.id, request.body, request.log),
  );

  routes.delete(
    '/songs/:id',
    {
      onRequest: manager,
      schema: {
        operationId: 'deleteSong',
        summary: 'Elimina una canción (su autor o un administrador)',
        description:
          'Si un administrador elimina la canción de otra persona, `reason` es el motivo que se le comunica a su creador.',
        params: songIdParamsSchema,
        querystring: songDeletionQuerySchema,
        response: { 204: noContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteSong(
        deps,
        viewerOf(request),
        request.params.id,
        request.log,
        request.query.reason,
      );
      return reply.code(204).send(null);
    },
  );
};
