/** SQL of one person's library: liked songs (the likes trigger follows these rows) and playlists. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';
import { libraries, libraryPlaylists, librarySongs, playlists, songs } from '../../db/schema';

export async function findLibraryIdOf(orm: Orm, userId: number): Promise<number | null> {
  const [row] = await orm
    .select({ id: libraries.id })
    .from(libraries)
    .where(eq(libraries.userId, userId));
  return row?.id ?? null;
}

/** Accounts made before libraries existed, or by hand, get theirs on first use. */
export async function ensureLibraryOf(tx: Orm, userId: number): Promise<number> {
  await tx.insert(libraries).values({ userId }).onConflictDoNothing();
  const id = await findLibraryIdOf(tx, userId);
  if (id === null) throw new Error('library missing after insert');
  return id;
}

/** One entry of a library's changes: a song liked (or changed) at `version`, or one that left. */
export interface LibraryChangeRow {
  songId: number;
  version: number;
  addedAt: Date | null;
  removed: boolean;
}

/** The library's version now: every change numbered at most this is committed. */
export async function libraryVersionOf(orm: Orm, libraryId: number): Promise<number> {
  const [row] = await orm
    .select({ version: libraries.version })
    .from(libraries)
    .where(eq(libraries.id, libraryId));
  return row?.version ?? 0;
}

/**
 * The changes numbered after `since` and up to `upTo`, oldest first, at most `limit`: liked songs
 * from library_songs_version_idx and removals from library_song_removals_version_idx (none when
 * `since` is 0: a device starting from nothing has nothing to take out).
 */
export async function findLibraryChanges(
  orm: Orm,
  libraryId: number,
  since: number,
  upTo: number,
  limit: number,
): Promise<LibraryChangeRow[]> {
  const result = await orm.execute(sql`
    (SELECT song_id, version, added_at, false AS removed FROM library_songs
      WHERE library_id = ${libraryId} AND version > ${since} AND version <= ${upTo}
      ORDER BY version LIMIT ${limit})
    UNION ALL
    (SELECT song_id, version, NULL, true FROM library_song_removals
      WHERE ${since} > 0 AND library_id = ${libraryId} AND version > ${since} AND version <= ${upTo}
      ORDER BY version LIMIT ${limit})
    ORDER BY version
    LIMIT ${limit}
  `);
  return rowsOf<{
    song_id: number;
    version: number | string;
    added_at: Date | string | null;
    removed: boolean;
  }>(result).map((row) => ({
    songId: Number(row.song_id),
    version: Number(row.version),
    addedAt: row.added_at === null ? null : new Date(row.added_at),
    removed: row.removed,
  }));
}

export async function findLibraryPlaylistIds(orm: Orm, libraryId: number, visible: SQL) {
  return orm
    .select({ addedAt: libraryPlaylists.addedAt, playlistId: playlists.id })
    .from(libraryPlaylists)
    .innerJoin(playlists, eq(playlists.id, libraryPlaylists.playlistId))
    .where(and(eq(libraryPlaylists.libraryId, libraryId), visible))
    .orderBy(desc(libraryPlaylists.addedAt), desc(playlists.id));
}

/** Only inserts and deletes: the trigger keeps songs.likes equal to the number of rows. */
export async function insertLibrarySong(tx: Orm, libraryId: number, songId: number) {
  await tx.insert(librarySongs).values({ libraryId, songId }).onConflictDoNothing();
}

export async function deleteLibrarySong(tx: Orm, libraryId: number, songId: number) {
  await tx
    .delete(librarySongs)
    .where(and(eq(librarySongs.libraryId, libraryId), eq(librarySongs.songId, songId)));
}

export async function likesOf(tx: Orm, songId: number): Promise<number | null> {
  const [row] = await tx.select({ likes: songs.likes }).from(songs).where(eq(songs.id, songId));
  return row?.likes ?? null;
}

export async function insertLibraryPlaylist(tx: Orm, libraryId: number, playlistId: number) {
  await tx.insert(libraryPlaylists).values({ libraryId, playlistId }).onConflictDoNothing();
}

export async function deleteLibraryPlaylist(tx: Orm, libraryId: number, playlistId: number) {
  await tx
    .delete(libraryPlaylists)
    .where(
      and(eq(libraryPlaylists.libraryId, libraryId), eq(libraryPlaylists.playlistId, playlistId)),
    );
}
