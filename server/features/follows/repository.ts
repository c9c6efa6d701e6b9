import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, follows, ownerSongCounts, profiles } from '../../db/schema';
import type { ComposerRow } from '../creators/repository';

/** Who an account is, as far as following it goes. */
export interface FollowTarget {
  id: number;
  roles: string[];
  suspended: boolean;
}

export async function findFollowTarget(orm: Orm, id: number): Promise<FollowTarget | null> {
  const [row] = await orm
    .select({ id: credentials.id, roles: credentials.roles, suspendedAt: credentials.suspendedAt })
    .from(credentials)
    .where(eq(credentials.id, id));
  return row ? { id: row.id, roles: row.roles, suspended: row.suspendedAt !== null } : null;
}

/** Follows once: a second follow of the same creator changes nothing. */
export async function insertFollow(tx: Orm, followerId: number, creatorId: number): Promise<void> {
  await tx.insert(follows).values({ followerId, creatorId }).onConflictDoNothing();
}

export async function deleteFollow(tx: Orm, followerId: number, creatorId: number): Promise<void> {
  await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)));
}

export async function isFollowing(orm: Orm, followerId: number, creatorId: number) {
  const [row] = await orm
    .select({ creatorId: follows.creatorId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)));
  return row !== undefined;
}

/** The creator's follower count, kept by the follows trigger (0029). */
export async function followersOf(orm: Orm, creatorId: number): Promise<number> {
  const [row] = await orm
    .select({ followers: ownerSongCounts.followers })
    .from(ownerSongCounts)
    .where(eq(ownerSongCounts.userId, creatorId));
  return row?.followers ?? 0;
}

export interface FollowedRow extends ComposerRow {
  followedAt: Date;
}

/** The creators a person follows, the most recently followed first. */
export async function findFollowed(
  orm: Orm,
  followerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: FollowedRow[]; total: number }> {
  const mine = eq(follows.followerId, followerId);
  const rows = await orm
    .select({
      userId: follows.creatorId,
      nickname: profiles.nickname,
      name: profiles.name,
      lastName: profiles.lastName,
      userImageUrl: profiles.userImageUrl,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .leftJoin(profiles, eq(profiles.userId, follows.creatorId))
    .where(mine)
    .orderBy(desc(follows.createdAt), desc(follows.creatorId))
    .limit(limit)
    .offset(offset);
  // Bounded by one person's follows (the primary key's prefix).
  const [{ total }] = await orm.select({ total: count() }).from(follows).where(mine);
  return { rows, total };
}

/** An entry of a page of 'Novedades': what it is, its id, and when it came out. */
export interface NovedadRef {
  kind: 'song' | 'album';
  id: number;
  publishedAt: Date;
}

/**
 * An album is news once it is public and holds a song its followers can play: an empty one (just
 * created, songs still to come) is not.
 */
const ALBUM_HAS_PUBLIC_SONG = sql`EXISTS (
  SELECT 1 FROM playlist_songs ps JOIN songs t ON t.id = ps.song_id AND t.visibility
  WHERE ps.playlist_id = p.id)`;

/**
 * The entries of a page of 'Novedades' and when each came out: the public songs and albums of the
 * creators the person follows, the most recently published first (one made public after it was
 * saved comes out then). Each creator's songs and albums are read from songs_owner_published_idx
 * and playlists_owner_published_idx, at most as many as the page reaches, and only those are
 * merged: a person following a thousand creators costs two thousand short index walks, never
 * every song of every creator.
 */
export async function findNovedadRefs(
  orm: Orm,
  followerId: number,
  limit: number,
  offset: number,
): Promise<{ items: NovedadRef[]; total: number }> {
  const reach = limit + offset;
  const items = rowsOf<{ kind: 'song' | 'album'; id: number; published_at: string | Date }>(
    await orm.execute(sql`
      SELECT n.kind, n.id, n.published_at FROM follows f
      JOIN credentials c ON c.id = f.creator_id AND c.suspended_at IS NULL
      CROSS JOIN LATERAL (
        (SELECT 'song' AS kind, id, coalesce(published_at, created_at) AS published_at FROM songs
          WHERE user_id = f.creator_id AND visibility
          ORDER BY coalesce(published_at, created_at) DESC, id DESC
          LIMIT ${reach})
        UNION ALL
        (SELECT 'album', id, coalesce(published_at, created_at) FROM playlists p
          WHERE user_id = f.creator_id AND is_from_repertoire AND public AND ${ALBUM_HAS_PUBLIC_SONG}
          ORDER BY coalesce(published_at, created_at) DESC, id DESC
          LIMIT ${reach})
      ) n
      WHERE f.follower_id = ${followerId}
      ORDER BY n.published_at DESC, n.kind, n.id DESC
      LIMIT ${limit} OFFSET ${offset}`),
  ).map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    publishedAt: new Date(row.published_at),
  }));
  // Songs from the counts the triggers keep; albums counted, a creator's few at a time.
  const [{ total }] = rowsOf<{ total: number }>(
    await orm.execute(sql`
      SELECT (
        coalesce(sum(o.public_songs), 0) + coalesce(sum((
          SELECT count(*) FROM playlists p
          WHERE p.user_id = f.creator_id AND p.is_from_repertoire AND p.public
            AND ${ALBUM_HAS_PUBLIC_SONG})), 0)
      )::int AS total
      FROM follows f
      JOIN credentials c ON c.id = f.creator_id AND c.suspended_at IS NULL
      JOIN owner_song_counts o ON o.user_id = f.creator_id
      WHERE f.follower_id = ${followerId}`),
  );
  return { items, total: Number(total) };
}

/** How many people started following the creator after the millisecond `after`, and when the newest did. */
export async function countNewFollowers(
  orm: Orm,
  creatorId: number,
  after: Date,
): Promise<{ count: number; latestAt: Date | null }> {
  const [row] = await orm
    .select({ count: count(), latestAt: sql<string | null>`max(${follows.createdAt})` })
    .from(follows)
    // Times travel at millisecond precision and the database keeps microseconds: a follow in the
    // millisecond `after` names was counted by the read that learned `after`.
    .where(
      and(
        eq(follows.creatorId, creatorId),
        gte(follows.createdAt, sql`${after.toISOString()}::timestamptz + interval '1 millisecond'`),
      ),
    );
  return {
    count: row?.count ?? 0,
    latestAt: row?.latestAt ? new Date(row.latestAt) : null,
  };
}
