/**
 * Songs HTTP API (spec section 7): GET /songs, /songsFromRepertoire, /songsAdmin, POST /songs,
 * GET/PUT/DELETE /songs/{id}. Every list is paginated (at most 100 a page).
 */
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  fullSongSchema,
  noContentSchema,
  pageSchema,
  songListQuerySchema,
  songSchema,
} from '../../../domain/api';
import { SONG_LIMITS } from '../../../domain/song-texts';
import {
  songCreateSchema,
  songDetailSchema,
  songIdParamsSchema,
  songLookupQuerySchema,
  songsAdminQuerySchema,
  songsFromRepertoireQuerySchema,
  songUpdateSchema,
} from '../../../domain/songs';
import type { AppDeps } from '../../deps';
import { registerTextLimits } from '../../plugins/text-limits';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireRole, requireViewer } from '../auth/guards';
import { viewerOf } from '../auth/viewer';
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
  // Lyrics are the longest text a song has: nothing in a body may be far longer (the schemas give
  // each field its own, exact limit and message).
  registerTextLimits(app, 2 * SONG_LIMITS.letter);

  // Who may call is decided before the body is even validated: a listener learns nothing more.
  const composerOrAdmin: onRequestAsyncHookHandler = async (request) => {
    requireRole(request.viewer, 'composer', 'admin');
  };
  const adminOnly: onRequestAsyncHookHandler = async (request) => {
    requireRole(request.viewer, 'admin');
  };
  const signedIn: onRequestAsyncHookHandler = async (request) => {
    requireViewer(request);
  };

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

  routes.get(
    '/songs/lookup',
    {
      schema: {
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
        querystring: songsFromRepertoireQuerySchema,
        response: { 200: pageSchema(songSchema) },
      },
    },
    (request) => listRepertoire(db.orm, request.query, viewerOf(request)),
  );

  routes.get(
    '/songsAdmin',
    {
      onRequest: adminOnly,
      schema: {
        querystring: songsAdminQuerySchema,
        response: { 200: pageSchema(songSchema) },
      },
    },
    (request) => listAllSongs(db.orm, request.query, viewerOf(request)),
  );

  routes.post(
    '/songs',
    {
      onRequest: composerOrAdmin,
      schema: { body: songCreateSchema, response: { 201: fullSongSchema } },
    },
    async (request, reply) => {
      const song = await createSong(deps, viewerOf(request), request.body);
      return reply.code(201).send(song);
    },
  );

  routes.get(
    '/songs/:id',
    { schema: { params: songIdParamsSchema, response: { 200: songDetailSchema } } },
    (request) => getSongDetail(db.orm, request.params.id, viewerOf(request)),
  );

  routes.put(
    '/songs/:id',
    {
      onRequest: signedIn,
      schema: {
        params: songIdParamsSchema,
        body: songUpdateSchema,
        response: { 200: fullSongSchema },
      },
    },
    (request) => updateSong(deps, viewerOf(request), request.params.id, request.body, request.log),
  );

  routes.delete(
    '/songs/:id',
    {
      onRequest: signedIn,
      schema: { params: songIdParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await deleteSong(deps, viewerOf(request), request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );
};
