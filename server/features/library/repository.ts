/** SQL of one person's library: liked songs (the likes trigger follows these rows) and playlists. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
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

export async function findLibrarySongs(orm: Orm, libraryId: number, visible: SQL) {
  return orm
    .select({ addedAt: librarySongs.addedAt, song: songs })
    .from(librarySongs)
    .innerJoin(songs, eq(songs.id, librarySongs.songId))
    .where(and(eq(librarySongs.libraryId, libraryId), visible))
    .orderBy(desc(librarySongs.addedAt), desc(songs.id));
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
