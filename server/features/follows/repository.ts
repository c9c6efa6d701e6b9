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

/**
 * The ids of a page of 'Novedades' and when each came out: the public songs of the creators the
 * person follows, the most recently published first (a song uploaded private and made public
 * later comes out then). Each creator's songs are read from songs_owner_published_idx, at most as
 * many as the page reaches, and only those are merged: a person following a thousand creators
 * costs a thousand short index walks, never every song of every creator.
 */
export async function findNovedadIds(
  orm: Orm,
  followerId: number,
  limit: number,
  offset: number,
): Promise<{ items: { id: number; publishedAt: Date }[]; total: number }> {
  const reach = limit + offset;
  const items = rowsOf<{ id: number; published_at: string | Date }>(
    await orm.execute(sql`
      SELECT s.id, s.published_at FROM follows f
      CROSS JOIN LATERAL (
        SELECT id, coalesce(published_at, created_at) AS published_at FROM songs
        WHERE user_id = f.creator_id AND visibility
        ORDER BY coalesce(published_at, created_at) DESC, id DESC
        LIMIT ${reach}
      ) s
      WHERE f.follower_id = ${followerId}
      ORDER BY s.published_at DESC, s.id DESC
      LIMIT ${limit} OFFSET ${offset}`),
  ).map((row) => ({ id: Number(row.id), publishedAt: new Date(row.published_at) }));
  const [{ total }] = rowsOf<{ total: number }>(
    await orm.execute(sql`
      SELECT coalesce(sum(c.public_songs), 0)::int AS total
      FROM follows f JOIN owner_song_counts c ON c.user_id = f.creator_id
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
