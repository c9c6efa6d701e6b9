import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, playlistSongs, playlists, songs } from '../../db/schema';

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
