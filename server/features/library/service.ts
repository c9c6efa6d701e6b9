/**
 * A person's library (spec sections 3, 4, 7): only its owner reads or changes it. Liking puts the
 * song in the library and unliking takes it out; both are idempotent, so a change queued offline
 * and sent twice counts once, and the likes counter moves with the rows (trigger, same transaction).
 */
import { eq, or, type SQL } from 'drizzle-orm';
import {
  LIBRARY_TEXTS,
  type Library,
  type LibraryQuery,
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
import { toListSong } from '../songs/mapper';
import { findSongById, findSongsByIds } from '../songs/repository';
import {
  deleteLibraryPlaylist,
  deleteLibrarySong,
  ensureLibraryOf,
  findLibraryChanges,
  findLibraryPlaylistIds,
  insertLibraryPlaylist,
  insertLibrarySong,
  libraryVersionOf,
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

/**
 * GET /libraries/{id}: id is the person's user id (credentials_id). The liked songs that changed
 * after `since`, a page at a time (a song now hidden from this person counts as removed), and
 * every saved playlist.
 */
export async function getLibrary(
  orm: Orm,
  viewer: Viewer | null,
  userId: number,
  query: LibraryQuery,
): Promise<Library> {
  const me = requireViewerOf(viewer);
  if (me.userId !== userId) throw forbidden(LIBRARY_TEXTS.notYours);
  const libraryId = await orm.transaction((tx) => ensureLibraryOf(tx, me.userId));
  // The version first, then the changes up to it, both as of one moment: a liked song edited
  // between two separate reads (its rendition made just then) took a number past the version and
  // left the page, and a device reading from scratch went without it until its next sync.
  const { current, changes } = await orm.transaction(
    async (tx) => {
      const version = await libraryVersionOf(tx, libraryId);
      return {
        current: version,
        changes: await findLibraryChanges(tx, libraryId, query.since, version, query.limit + 1),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const hasMore = changes.length > query.limit;
  const page = changes.slice(0, query.limit);
  const liked = page.filter((change) => !change.removed);
  const visible = new Map(
    (
      await findSongsByIds(
        orm,
        visibleSongs(me),
        liked.map((change) => change.songId),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    library_id: libraryId,
    user_id: me.userId,
    // Below `since` when the library went back (a database restored from a backup): the device
    // then starts again from 0 (features/library-sync/api.ts).
    version: hasMore ? (page.at(-1)?.version ?? current) : current,
    has_more: hasMore,
    Song_Libraries: liked.flatMap((change) => {
      const song = visible.get(change.songId);
      return song && change.addedAt
        ? [{ song_id: song.id, addedAt: change.addedAt.toISOString(), Song: toListSong(song, me) }]
        : [];
    }),
    removed_song_ids: page
      .filter((change) => change.removed || !visible.has(change.songId))
      .map((change) => change.songId),
    Playlist_Libraries: await savedPlaylistsOf(orm, me, libraryId),
  };
}

async function savedPlaylistsOf(
  orm: Orm,
  me: Viewer,
  libraryId: number,
): Promise<Library['Playlist_Libraries']> {
  const playlistRows = await findLibraryPlaylistIds(orm, libraryId, visiblePlaylists(me));
  const ids = playlistRows.map((row) => row.playlistId);
  const summaries =
    ids.length === 0 ? [] : (await findPlaylistSummaries(orm, inIds(ids), ids.length, 0)).rows;
  const byId = new Map(summaries.map((row) => [row.playlist.id, toPlaylist(row)]));
  return playlistRows.flatMap((row) => {
    const playlist = byId.get(row.playlistId);
    return playlist
      ? [{ playlist_id: row.playlistId, addedAt: row.addedAt.toISOString(), Playlist: playlist }]
      : [];
  });
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
