import { arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, profiles, songs } from '../../db/schema';

export interface CreatorStatsRow {
  userId: number;
  nickname: string | null;
  name: string | null;
  lastName: string | null;
  userImageUrl: string | null;
  totalLikes: number;
  songsCount: number;
}

const isComposer = arrayContains(credentials.roles, ['composer']);

/** Composers with the likes and number of their public songs, most liked first. */
export async function findCreatorStats(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: CreatorStatsRow[]; total: number }> {
  const stats = orm
    .select({
      userId: songs.userId,
      totalLikes: sql<number>`sum(${songs.likes})::int`.as('total_likes'),
      songsCount: sql<number>`count(*)::int`.as('songs_count'),
    })
    .from(songs)
    .where(eq(songs.visibility, true))
    .groupBy(songs.userId)
    .as('stats');

  const totalLikes = sql<number>`coalesce(${stats.totalLikes}, 0)::int`.mapWith(Number);
  const songsCount = sql<number>`coalesce(${stats.songsCount}, 0)::int`.mapWith(Number);

  const rows = await orm
    .select({
      userId: credentials.id,
      nickname: profiles.nickname,
      name: profiles.name,
      lastName: profiles.lastName,
      userImageUrl: profiles.userImageUrl,
      totalLikes,
      songsCount,
    })
    .from(credentials)
    .leftJoin(profiles, eq(profiles.userId, credentials.id))
    .leftJoin(stats, eq(stats.userId, credentials.id))
    .where(isComposer)
    .orderBy(desc(totalLikes), desc(songsCount), asc(credentials.id))
    .limit(limit)
    .offset(offset);

  const [{ total }] = await orm.select({ total: count() }).from(credentials).where(isComposer);
  return { rows, total };
}
