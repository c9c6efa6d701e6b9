/**
 * The playlists' SQL: lists of summaries (seasonal, a creator's repertoire, a person's own), and one
 * playlist read with its songs, written, and its song links kept in order.
 */
import { and, arrayContains, asc, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, playlistSongs, playlists, songs } from '../../db/schema';
import { type SongListRow, songListColumns } from '../songs/mapper';
import type { OwnedPlaylist } from './access';

export type PlaylistRow = typeof playlists.$inferSelect;

export interface PlaylistSummaryRow {
  playlist: PlaylistRow;
  songsCount: number;
  totalDurationSeconds: number;
}

/** Seasonal playlists (spec "playlistsFromRepertoireByAdmin"): public, repertoire, owned by an admin. */
export const seasonalPlaylists: SQL = and(
  eq(playlists.public, true),
  eq(playlists.isFromRepertoire, true),
  sql`exists (select 1 from ${credentials} where ${credentials.id} = ${playlists.userId} and ${arrayContains(credentials.roles, ['admin'])})`,
) as SQL;

/**
 * One person's repertoire playlists (spec section 7 GET /playlistsFromRepertoire): the public ones,
 * and the private ones too when `withPrivate` (the owner or an admin asks).
 */
export function repertoirePlaylistsOf(userId: number, withPrivate: boolean): SQL {
  const owned = and(eq(playlists.userId, userId), eq(playlists.isFromRepertoire, true));
  return (withPrivate ? owned : and(owned, eq(playlists.public, true))) as SQL;
}

/** Playlists matching `scope`, newest first, with the count and total duration of their visible songs. */
export async function findPlaylistSummaries(
  orm: Orm,
  scope: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: PlaylistSummaryRow[]; total: number }> {
  const rows = await orm
    .select({
      playlist: playlists,
      songsCount: sql<number>`count(${songs.id})::int`.mapWith(Number),
      totalDurationSeconds: sql<number>`coalesce(sum(${songs.durationSeconds}), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(playlists)
    .leftJoin(playlistSongs, eq(playlistSongs.playlistId, playlists.id))
    // A private song inside a public playlist stays hidden, so it does not count either.
    .leftJoin(songs, and(eq(songs.id, playlistSongs.songId), eq(songs.visibility, true)))
    .where(scope)
    .groupBy(playlists.id)
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(limit)
    .offset(offset);

  const [{ total }] = await orm.select({ total: count() }).from(playlists).where(scope);
  return { rows, total };
}

export type NewPlaylist = typeof playlists.$inferInsert;

const ownerIsAdminSql = sql<boolean>`exists (select 1 from ${credentials} where ${credentials.id} = ${playlists.userId} and 'admin' = any(${credentials.roles}))`;

export async function findOwnedPlaylist(
  orm: Orm,
  id: number,
  lock = false,
): Promise<OwnedPlaylist | null> {
  const query = orm
    .select({ playlist: playlists, ownerIsAdmin: ownerIsAdminSql.mapWith(Boolean) })
    .from(playlists)
    .where(eq(playlists.id, id));
  const [row] = await (lock ? query.for('update', { of: playlists }) : query);
  return row ?? null;
}

export interface PlaylistSongRow {
  position: number;
  song: SongListRow;
}

/** The playlist's songs within `visible`, in their order. */
export async function findPlaylistSongs(
  orm: Orm,
  playlistId: number,
  visible: SQL,
): Promise<PlaylistSongRow[]> {
  return orm
    .select({ position: playlistSongs.position, song: songListColumns })
    .from(playlistSongs)
    .innerJoin(songs, eq(songs.id, playlistSongs.songId))
    .where(and(eq(playlistSongs.playlistId, playlistId), visible))
    .orderBy(asc(playlistSongs.position), asc(playlistSongs.addedAt), asc(songs.id));
}

export async function insertPlaylist(tx: Orm, values: NewPlaylist) {
  const [row] = await tx.insert(playlists).values(values).returning();
  return row;
}

export async function updatePlaylistRow(tx: Orm, id: number, changes: Partial<NewPlaylist>) {
  const [row] = await tx
    .update(playlists)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(playlists.id, id))
    .returning();
  return row;
}

export async function deletePlaylistRow(tx: Orm, id: number): Promise<void> {
  await tx.delete(playlists).where(eq(playlists.id, id));
}

/** Adds the song at the end; the primary key keeps one row per song. Null when already there. */
export async function appendSong(
  tx: Orm,
  playlistId: number,
  songId: number,
): Promise<number | null> {
  const [{ last }] = await tx
    .select({ last: max(playlistSongs.position) })
    .from(playlistSongs)
    .where(eq(playlistSongs.playlistId, playlistId));
  const rows = await tx
    .insert(playlistSongs)
    .values({ playlistId, songId, position: last === null ? 0 : last + 1 })
    .onConflictDoNothing()
    .returning({ position: playlistSongs.position });
  return rows[0]?.position ?? null;
}

export async function positionOf(tx: Orm, playlistId: number, songId: number): Promise<number> {
  const [row] = await tx
    .select({ position: playlistSongs.position })
    .from(playlistSongs)
    .where(and(eq(playlistSongs.playlistId, playlistId), eq(playlistSongs.songId, songId)));
  return row?.position ?? 0;
}

export async function removeSong(tx: Orm, playlistId: number, songId: number): Promise<void> {
  await tx
    .delete(playlistSongs)
    .where(and(eq(playlistSongs.playlistId, playlistId), eq(playlistSongs.songId, songId)));
}

/** The playlist's songs become exactly `songIds`, in that order. */
export async function replaceSongs(
  tx: Orm,
  playlistId: number,
  songIds: readonly number[],
): Promise<void> {
  await tx.delete(playlistSongs).where(eq(playlistSongs.playlistId, playlistId));
  if (songIds.length === 0) return;
  await tx
    .insert(playlistSongs)
    .values(songIds.map((songId, position) => ({ playlistId, songId, position })));
}

/** The ids among `songIds` that exist and are within `visible`. */
export async function visibleSongIds(
  orm: Orm,
  songIds: readonly number[],
  visible: SQL,
): Promise<Set<number>> {
  if (songIds.length === 0) return new Set();
  const rows = await orm
    .select({ id: songs.id })
    .from(songs)
    .where(and(inArray(songs.id, [...songIds]), visible));
  return new Set(rows.map((row) => row.id));
}
