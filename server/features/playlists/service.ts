/**
 * The playlist rules: create with the caller as owner (and a
 * cover only from the caller's own upload), read with the songs the viewer may see in order, edit
 * and delete by the owner (admin-curated ones by admins), songs added once and removed.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Page, PageQuery, Playlist, Song } from '../../../domain/api';
import {
  PLAYLIST_TEXTS,
  type PlaylistCreate,
  type PlaylistDetail,
  type PlaylistListQuery,
  type PlaylistUpdate,
  playlistCreateSchema,
  type SongPlaylistBody,
  type SongPlaylistResult,
} from '../../../domain/playlists';
import type { PlaylistsFromRepertoireQuery } from '../../../domain/profiles';
import type { Orm } from '../../db/database';
import { playlists } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { unauthorized } from '../auth/guards';
import { isAdmin, type Viewer } from '../auth/viewer';
import { removeUnreferencedFiles } from '../media/references';
import { claimUpload, deleteUploadRows } from '../media/uploads-repository';
import { songNotFound, visibleSongs } from '../songs/access';
import { toListSong } from '../songs/mapper';
import { assertCanManagePlaylist, canSeePlaylist, playlistNotFound } from './access';
import { findPlaylistIdByClientKey, rememberClientKey } from './client-keys';
import { toPlaylist } from './mapper';
import {
  appendSong,
  deletePlaylistRow,
  findOwnedPlaylist,
  findPlaylistSongs,
  findPlaylistSummaries,
  insertPlaylist,
  type NewPlaylist,
  type PlaylistRow,
  positionOf,
  removeSong,
  repertoirePlaylistsOf,
  replaceSongs,
  seasonalPlaylists,
  updatePlaylistRow,
  visibleSongIds,
} from './repository';

type PlaylistDeps = Pick<AppDeps, 'db' | 'storage'>;

function badCover(): HttpError {
  return new HttpError(400, PLAYLIST_TEXTS.coverUploadUnknown, [PLAYLIST_TEXTS.coverUploadUnknown]);
}

/** The cover and its thumbnail from the caller's own free image upload. */
async function claimCover(
  tx: Orm,
  deps: PlaylistDeps,
  url: string,
  userId: number,
): Promise<Pick<NewPlaylist, 'cover' | 'coverThumb'>> {
  const file = deps.storage.parseUrl(url);
  if (file?.bucket !== 'images') throw badCover();
  const upload = await claimUpload(tx, 'images', file.name, userId);
  if (!upload) throw badCover();
  return {
    cover: url,
    coverThumb: upload.thumbName ? deps.storage.url('images', upload.thumbName) : null,
  };
}

/** Every id must name a song the viewer may see (404 otherwise, as for one song). */
async function assertVisibleSongs(tx: Orm, viewer: Viewer, songIds: readonly number[]) {
  const unique = [...new Set(songIds)];
  const visible = await visibleSongIds(tx, unique, visibleSongs(viewer));
  if (visible.size !== unique.length) throw songNotFound();
  return unique;
}

async function detailOf(orm: Orm, playlist: PlaylistRow, viewer: Viewer | null) {
  const rows = await findPlaylistSongs(orm, playlist.id, visibleSongs(viewer));
  const totalDurationSeconds = rows.reduce((sum, row) => sum + row.song.durationSeconds, 0);
  const detail: PlaylistDetail = {
    ...toPlaylist({ playlist, songsCount: rows.length, totalDurationSeconds }),
    Song_Playlists: rows.map((row) => ({
      song_id: row.song.id,
      playlist_id: playlist.id,
      position: row.position,
      Song: toListSong(row.song, viewer),
    })),
  };
  return detail;
}

export async function getPlaylist(
  orm: Orm,
  id: number,
  viewer: Viewer | null,
): Promise<PlaylistDetail> {
  const owned = await findOwnedPlaylist(orm, id);
  if (!owned || !canSeePlaylist(viewer, owned)) throw playlistNotFound();
  return detailOf(orm, owned.playlist, viewer);
}

/** GET /song_playlists_songs/{id}: one page of the playlist's songs, in order. */
export async function listPlaylistSongs(
  orm: Orm,
  id: number,
  viewer: Viewer | null,
  query: { limit: number; offset: number },
): Promise<Page<Song>> {
  const owned = await findOwnedPlaylist(orm, id);
  if (!owned || !canSeePlaylist(viewer, owned)) throw playlistNotFound();
  const rows = await findPlaylistSongs(orm, id, visibleSongs(viewer));
  return {
    items: rows
      .slice(query.offset, query.offset + query.limit)
      .map((row) => toListSong(row.song, viewer)),
    total: rows.length,
    limit: query.limit,
    offset: query.offset,
  };
}

/** GET /playlists: a person's playlists, newest first; private ones only for the owner and admins. */
export async function listPlaylistsOf(
  orm: Orm,
  query: PlaylistListQuery,
  viewer: Viewer | null,
): Promise<Page<Playlist>> {
  const userId = query.userId ?? viewer?.userId;
  if (userId === undefined) throw unauthorized();
  const withPrivate = viewer !== null && (viewer.userId === userId || isAdmin(viewer));
  const owned = eq(playlists.userId, userId);
  const scope: SQL = (withPrivate ? owned : and(owned, eq(playlists.public, true))) as SQL;
  const { rows, total } = await findPlaylistSummaries(orm, scope, query.limit, query.offset);
  return { items: rows.map(toPlaylist), total, limit: query.limit, offset: query.offset };
}

export interface CreatedPlaylist {
  playlist: PlaylistDetail;
  /** False when client_key named a playlist created before: the same answer, nothing new. */
  created: boolean;
}

/** POST /playlists. */
export async function createPlaylist(
  deps: PlaylistDeps,
  viewer: Viewer | null,
  input: PlaylistCreate,
): Promise<CreatedPlaylist> {
  const owner = requireViewerOf(viewer);
  const body = playlistCreateSchema.parse(input);
  const orm = deps.db.orm;
  if (body.client_key) {
    const existing = await findPlaylistIdByClientKey(orm, owner.userId, body.client_key);
    if (existing !== null)
      return { playlist: await getPlaylist(orm, existing, owner), created: false };
  }
  const outcome = await orm
    .transaction(async (tx) => {
      const songIds = await assertVisibleSongs(tx, owner, body.song_ids ?? []);
      const cover = body.cover ? await claimCover(tx, deps, body.cover, owner.userId) : {};
      const row = await insertPlaylist(tx, {
        name: body.name,
        description: body.description ?? null,
        public: body.public,
        visibility: body.public,
        favoritesCount: body.favorites_count,
        isFromRepertoire: body.isFromRepertoire,
        userId: owner.userId,
        ...cover,
      });
      await replaceSongs(tx, row.id, songIds);
      if (
        body.client_key &&
        !(await rememberClientKey(tx, owner.userId, body.client_key, row.id))
      ) {
        // A concurrent try with the same key won: undo this one and answer with that one.
        throw new DuplicateCreation();
      }
      return row;
    })
    .catch(async (error: unknown) => {
      if (error instanceof DuplicateCreation && body.client_key) {
        const existing = await findPlaylistIdByClientKey(orm, owner.userId, body.client_key);
        if (existing !== null) return existing;
      }
      throw error;
    });
  const id = typeof outcome === 'number' ? outcome : outcome.id;
  return { playlist: await getPlaylist(orm, id, owner), created: typeof outcome !== 'number' };
}

class DuplicateCreation extends Error {}

function requireViewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized();
  return viewer;
}

/** PUT /playlists/{id}. */
export async function updatePlaylist(
  deps: PlaylistDeps,
  viewer: Viewer | null,
  id: number,
  body: PlaylistUpdate,
  log: FastifyBaseLogger,
): Promise<PlaylistDetail> {
  const editor = requireViewerOf(viewer);
  const released: (string | null)[] = [];
  await deps.db.orm.transaction(async (tx) => {
    const { playlist } = assertCanManagePlaylist(editor, await findOwnedPlaylist(tx, id, true));
    const changes: Partial<NewPlaylist> = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.description !== undefined) changes.description = body.description;
    if (body.public !== undefined) changes.public = body.public;
    if (body.visibility !== undefined) changes.visibility = body.visibility;
    if (body.isFromRepertoire !== undefined) changes.isFromRepertoire = body.isFromRepertoire;
    if (body.cover !== undefined && body.cover !== playlist.cover) {
      Object.assign(
        changes,
        body.cover === null
          ? { cover: null, coverThumb: null }
          : await claimCover(tx, deps, body.cover, editor.userId),
      );
      released.push(playlist.cover, playlist.coverThumb);
    }
    if (body.song_ids !== undefined) {
      await replaceSongs(tx, id, await assertVisibleSongs(tx, editor, body.song_ids));
    }
    await updatePlaylistRow(tx, id, changes);
    await deleteUploadRows(tx, filesOf(deps, released));
  });
  await removeUnreferencedFiles(deps, released, log);
  return getPlaylist(deps.db.orm, id, editor);
}

function filesOf(deps: PlaylistDeps, urls: readonly (string | null)[]) {
  return urls.flatMap((url) => {
    const file = url ? deps.storage.parseUrl(url) : null;
    return file ? [file] : [];
  });
}

/** DELETE /playlists/{id}: the playlist, its song and library links, then its cover files. */
export async function deletePlaylist(
  deps: PlaylistDeps,
  viewer: Viewer | null,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const editor = requireViewerOf(viewer);
  const files = await deps.db.orm.transaction(async (tx) => {
    const { playlist } = assertCanManagePlaylist(editor, await findOwnedPlaylist(tx, id, true));
    await deletePlaylistRow(tx, id);
    const urls = [playlist.cover, playlist.coverThumb];
    await deleteUploadRows(tx, filesOf(deps, urls));
    return urls;
  });
  await removeUnreferencedFiles(deps, files, log);
}

/** POST /song_playlists: the song once at the end of the playlist (twice is still one row). */
export async function addSongToPlaylist(
  orm: Orm,
  viewer: Viewer | null,
  body: SongPlaylistBody,
): Promise<SongPlaylistResult> {
  const editor = requireViewerOf(viewer);
  return orm.transaction(async (tx) => {
    assertCanManagePlaylist(editor, await findOwnedPlaylist(tx, body.playlist_id, true));
    await assertVisibleSongs(tx, editor, [body.song_id]);
    const position = await appendSong(tx, body.playlist_id, body.song_id);
    return {
      ...body,
      position: position ?? (await positionOf(tx, body.playlist_id, body.song_id)),
      created: position !== null,
    };
  });
}

/** DELETE /song_playlists/{playlistId}/{songId}: gone afterwards, whether it was there or not. */
export async function removeSongFromPlaylist(
  orm: Orm,
  viewer: Viewer | null,
  playlistId: number,
  songId: number,
): Promise<void> {
  const editor = requireViewerOf(viewer);
  await orm.transaction(async (tx) => {
    assertCanManagePlaylist(editor, await findOwnedPlaylist(tx, playlistId, true));
    await removeSong(tx, playlistId, songId);
  });
}

/** The admin-curated seasonal playlists shown on the home page. */
export async function listSeasonalPlaylists(orm: Orm, query: PageQuery): Promise<Page<Playlist>> {
  const { rows, total } = await findPlaylistSummaries(
    orm,
    seasonalPlaylists,
    query.limit,
    query.offset,
  );
  return { items: rows.map(toPlaylist), total, limit: query.limit, offset: query.offset };
}

/**
 * A person's repertoire playlists, newest first: private ones only for the owner and admins (as
 * their songs, spec section 6). Without userId, the signed-in person's own.
 */
export async function listRepertoirePlaylists(
  orm: Orm,
  query: PlaylistsFromRepertoireQuery,
  viewer: Viewer | null,
): Promise<Page<Playlist>> {
  const userId = query.userId ?? viewer?.userId;
  if (userId === undefined) throw unauthorized();
  const withPrivate = viewer !== null && (viewer.userId === userId || isAdmin(viewer));
  const { rows, total } = await findPlaylistSummaries(
    orm,
    repertoirePlaylistsOf(userId, withPrivate),
    query.limit,
    query.offset,
  );
  return { items: rows.map(toPlaylist), total, limit: query.limit, offset: query.offset };
}
