import type { FastifyPluginAsync } from 'fastify';
import {
  noContentSchema,
  pageQuerySchema,
  pageSchema,
  playlistSchema,
  songSchema,
} from '../../../domain/api';
import {
  playlistCreateSchema,
  playlistDetailSchema,
  playlistIdParamsSchema,
  playlistListQuerySchema,
  playlistUpdateSchema,
  songPlaylistBodySchema,
  songPlaylistParamsSchema,
  songPlaylistResultSchema,
} from '../../../domain/playlists';
import { playlistsFromRepertoireQuerySchema } from '../../../domain/profiles';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { publicPage } from '../../openapi/public-page';
import type { ZodTypeProvider } from '../../plugins/zod';
import { signedIn } from '../auth/route-guards';
import { viewerOf } from '../auth/viewer';
import { bodyPlaylistManager, playlistManager } from './route-guards';
import {
  addSongToPlaylist,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listPlaylistSongs,
  listPlaylistsOf,
  listRepertoirePlaylists,
  listSeasonalPlaylists,
  removeSongFromPlaylist,
  updatePlaylist,
} from './service';

export const playlistRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Playlists');

  routes.get(
    '/playlistsFromRepertoireByAdmin',
    publicPage(
      'listSeasonalPlaylists',
      'Las playlists de temporada de los administradores',
      playlistSchema,
    ),
    (request) => listSeasonalPlaylists(db.orm, request.query),
  );

  routes.get(
    '/playlistsFromRepertoire',
    {
      schema: {
        operationId: 'listRepertoirePlaylists',
        summary: 'Las playlists de una persona',
        querystring: playlistsFromRepertoireQuerySchema,
        response: { 200: pageSchema(playlistSchema), ...errorAnswers(401) },
      },
    },
    (request) => listRepertoirePlaylists(db.orm, request.query, viewerOf(request)),
  );

  routes.get(
    '/playlists',
    {
      schema: {
        operationId: 'listPlaylists',
        summary: 'Playlists, por páginas',
        querystring: playlistListQuerySchema,
        response: { 200: pageSchema(playlistSchema), ...errorAnswers(401) },
      },
    },
    (request) => listPlaylistsOf(db.orm, request.query, viewerOf(request)),
  );

  routes.post(
    '/playlists',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createPlaylist',
        summary: 'Crea una playlist (una repetida con la misma clave responde 200)',
        body: playlistCreateSchema,
        response: {
          200: playlistDetailSchema,
          201: playlistDetailSchema,
          ...errorAnswers(401, 404),
        },
      },
    },
    async (request, reply) => {
      const { playlist, created } = await createPlaylist(deps, viewerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(playlist);
    },
  );

  routes.get(
    '/playlists/:id',
    {
      schema: {
        operationId: 'getPlaylist',
        summary: 'Una playlist con sus canciones',
        params: playlistIdParamsSchema,
        response: { 200: playlistDetailSchema, ...errorAnswers(404) },
      },
    },
    (request) => getPlaylist(db.orm, request.params.id, viewerOf(request)),
  );

  routes.put(
    '/playlists/:id',
    {
      onRequest: playlistManager(db.orm),
      schema: {
        operationId: 'updatePlaylist',
        summary: 'Cambia una playlist (su dueño o un administrador)',
        params: playlistIdParamsSchema,
        body: playlistUpdateSchema,
        response: { 200: playlistDetailSchema, ...errorAnswers(401, 404) },
      },
    },
    (request) =>
      updatePlaylist(deps, viewerOf(request), request.params.id, request.body, request.log),
  );

  routes.delete(
    '/playlists/:id',
    {
      onRequest: playlistManager(db.orm),
      schema: {
        operationId: 'deletePlaylist',
        summary: 'Elimina una playlist (su dueño o un administrador)',
        params: playlistIdParamsSchema,
        response: { 204: noContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await deletePlaylist(deps, viewerOf(request), request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/song_playlists_songs/:id',
    {
      schema: {
        operationId: 'listPlaylistSongs',
        summary: 'Las canciones de una playlist, por páginas',
        params: playlistIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(songSchema), ...errorAnswers(404) },
      },
    },
    (request) => listPlaylistSongs(db.orm, request.params.id, viewerOf(request), request.query),
  );

  routes.post(
    '/song_playlists',
    {
      onRequest: signedIn,
      preValidation: bodyPlaylistManager(db.orm, 'playlist_id'),
      schema: {
        operationId: 'addSongToPlaylist',
        summary: 'Añade una canción a una playlist',
        body: songPlaylistBodySchema,
        response: {
          200: songPlaylistResultSchema,
          201: songPlaylistResultSchema,
          ...errorAnswers(401, 404),
        },
      },
    },
    async (request, reply) => {
      const result = await addSongToPlaylist(db.orm, viewerOf(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  routes.delete(
    '/song_playlists/:playlistId/:songId',
    {
      onRequest: playlistManager(db.orm, 'playlistId'),
      schema: {
        operationId: 'removeSongFromPlaylist',
        summary: 'Quita una canción de una playlist',
        params: songPlaylistParamsSchema,
        response: { 204: noContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await removeSongFromPlaylist(
        db.orm,
        viewerOf(request),
        request.params.playlistId,
        request.params.songId,
      );
      return reply.code(204).send(null);
    },
  );
};
