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
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
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

  routes.get(
    '/playlists',
    {
      schema: {
        querystring: playlistListQuerySchema,
        response: { 200: pageSchema(playlistSchema) },
      },
    },
    (request) => listPlaylistsOf(db.orm, request.query, viewerOf(request)),
  );

  routes.post(
    '/playlists',
    {
      schema: {
        body: playlistCreateSchema,
        response: { 200: playlistDetailSchema, 201: playlistDetailSchema },
      },
    },
    async (request, reply) => {
      const { playlist, created } = await createPlaylist(deps, viewerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(playlist);
    },
  );

  routes.get(
    '/playlists/:id',
    { schema: { params: playlistIdParamsSchema, response: { 200: playlistDetailSchema } } },
    (request) => getPlaylist(db.orm, request.params.id, viewerOf(request)),
  );

  routes.put(
    '/playlists/:id',
    {
      schema: {
        params: playlistIdParamsSchema,
        body: playlistUpdateSchema,
        response: { 200: playlistDetailSchema },
      },
    },
    (request) =>
      updatePlaylist(deps, viewerOf(request), request.params.id, request.body, request.log),
  );

  routes.delete(
    '/playlists/:id',
    { schema: { params: playlistIdParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deletePlaylist(deps, viewerOf(request), request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/song_playlists_songs/:id',
    {
      schema: {
        params: playlistIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(songSchema) },
      },
    },
    (request) => listPlaylistSongs(db.orm, request.params.id, viewerOf(request), request.query),
  );

  routes.post(
    '/song_playlists',
    {
      schema: {
        body: songPlaylistBodySchema,
        response: { 200: songPlaylistResultSchema, 201: songPlaylistResultSchema },
      },
    },
    async (request, reply) => {
      const result = await addSongToPlaylist(db.orm, viewerOf(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  routes.delete(
    '/song_playlists/:playlistId/:songId',
    { schema: { params: songPlaylistParamsSchema, response: { 204: noContentSchema } } },
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
