/**
 * A person's library (spec sections 3, 4, 7): only its owner reads or changes it. Liking puts the
 * song in the library and unliking takes it out; both are idempotent, so a change queued offline
 * and sent twice counts once, and the likes counter moves with the rows (trigger, same transaction).
 */
import { eq, or, type SQL } from 'drizzle-orm';
import {
  LIBRARY_TEXTS,
  type Library,
  type PlaylistLibraryBody,
  type SongLibraryBody,
  type SongLibraryResult,
} from '../../../domain/library';
import type { Orm } from '../../db/database';
import { playlists } from '../../db/schema';
import { forbidden, unauthorized } from '../auth/guards';
import { isAdmin, type Viewer } from '../auth/viewer';
import { canSeePlaylist, playlistNotFound } from '../playlists/access';
import { toPlaylist } from '../playlists/mapper';
import { findOwnedPlaylist, findPlaylistSummaries } from '../playlists/repository';
import { canSeeSong, songNotFound, visibleSongs } from '../songs/access';
import { toSong } from '../songs/mapper';
import { findSongById } from '../songs/repository';
import {
  deleteLibraryPlaylist,
  deleteLibrarySong,
  ensureLibraryOf,
  findLibraryPlaylistIds,
  findLibrarySongs,
  insertLibraryPlaylist,
  insertLibrarySong,
  likesOf,
} from './repository';

function requireViewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized();
  return viewer;
}

/** The caller's library id; a library_id sent by the client must be that one. */
async function ownLibrary(tx: Orm, viewer: Viewer, libraryId?: number): Promise<number> {
  const own = await ensureLibraryOf(tx, viewer.userId);
  if (libraryId !== undefined && libraryId !== own) throw forbidden(LIBRARY_TEXTS.notYours);
  return own;
}

function visiblePlaylists(viewer: Viewer): SQL {
  if (isAdmin(viewer)) return eq(playlists.public, playlists.public);
  return or(eq(playlists.public, true), eq(playlists.userId, viewer.userId)) as SQL;
}

/** GET /libraries/{id}: id is the person's user id (credentials_id). */
export async function getLibrary(
  orm: Orm,
  viewer: Viewer | null,
  userId: number,
): Promise<Library> {
  const me = requireViewerOf(viewer);
  if (me.userId !== userId) throw forbidden(LIBRARY_TEXTS.notYours);
  const libraryId = await orm.transaction((tx) => ensureLibraryOf(tx, me.userId));
  const songRows = await findLibrarySongs(orm, libraryId, visibleSongs(me));
  const playlistRows = await findLibraryPlaylistIds(orm, libraryId, visiblePlaylists(me));
  const ids = playlistRows.map((row) => row.playlistId);
  const summaries =
    ids.length === 0 ? [] : (await findPlaylistSummaries(orm, inIds(ids), ids.length, 0)).rows;
  const byId = new Map(summaries.map((row) => [row.playlist.id, toPlaylist(row)]));
  return {
    library_id: libraryId,
    user_id: me.userId,
    Song_Libraries: songRows.map((row) => ({
      song_id: row.song.id,
      addedAt: row.addedAt.toISOString(),
      Song: toSong(row.song, me),
    })),
    Playlist_Libraries: playlistRows.flatMap((row) => {
      const playlist = byId.get(row.playlistId);
      return playlist
        ? [{ playlist_id: row.playlistId, addedAt: row.addedAt.toISOString(), Playlist: playlist }]
        : [];
    }),
  };
}

function inIds(ids: number[]): SQL {
  return or(...ids.map((id) => eq(playlists.id, id))) as SQL;
}

/** POST /song_libraries: like. A song the caller cannot see (or that is gone) is a 404. */
export async function likeSong(
  orm: Orm,
  viewer: Viewer | null,
  body: SongLibraryBody,
): Promise<SongLibraryResult> {
  const me = requireViewerOf(viewer);
  return orm.transaction(async (tx) => {
    const libraryId = await ownLibrary(tx, me, body.library_id);
    const song = await findSongById(tx, body.song_id);
    if (!song || !canSeeSong(me, song)) throw songNotFound();
    await insertLibrarySong(tx, libraryId, song.id);
    return {
      library_id: libraryId,
      song_id: song.id,
      liked: true,
      likes: await likesOf(tx, song.id),
    };
  });
}

/** DELETE /song_libraries: unlike; the song is out of the library afterwards, however often sent. */
export async function unlikeSong(
  orm: Orm,
  viewer: Viewer | null,
  body: SongLibraryBody,
): Promise<SongLibraryResult> {
  const me = requireViewerOf(viewer);
  return orm.transaction(async (tx) => {
    const libraryId = await ownLibrary(tx, me, body.library_id);
    // Always let go (a song liked before it went private can still be unliked), but a song this
    // person may not see answers as a missing one: its like count is not theirs to read.
    await deleteLibrarySong(tx, libraryId, body.song_id);
    const song = await findSongById(tx, body.song_id);
    return {
      library_id: libraryId,
      song_id: body.song_id,
      liked: false,
      likes: song && canSeeSong(me, song) ? await likesOf(tx, body.song_id) : null,
    };
  });
}

/** POST /playlist_libraries: saves a playlist the caller may see. */
export async function savePlaylist(orm: Orm, viewer: Viewer | null, body: PlaylistLibraryBody) {
  const me = requireViewerOf(viewer);
  return orm.transaction(async (tx) => {
    const libraryId = await ownLibrary(tx, me, body.library_id);
    const owned = await findOwnedPlaylist(tx, body.playlist_id);
    if (!owned || !canSeePlaylist(me, owned)) throw playlistNotFound();
    await insertLibraryPlaylist(tx, libraryId, body.playlist_id);
    return { library_id: libraryId, playlist_id: body.playlist_id, saved: true };
  });
}

/** DELETE /playlist_libraries: takes the playlist out of the library (the playlist stays). */
export async function forgetPlaylist(orm: Orm, viewer: Viewer | null, body: PlaylistLibraryBody) {
  const me = requireViewerOf(viewer);
  return orm.transaction(async (tx) => {
    const libraryId = await ownLibrary(tx, me, body.library_id);
    await deleteLibraryPlaylist(tx, libraryId, body.playlist_id);
    return { library_id: libraryId, playlist_id: body.playlist_id, saved: false };
  });
}
