import { and, arrayContains, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, profiles, songs } from '../../db/schema';

export interface ComposerRow {
  userId: number;
  nickname: string | null;
  name: string | null;
  lastName: string | null;
  userImageUrl: string | null;
}

export interface CreatorStatsRow extends ComposerRow {
  totalLikes: number;
  songsCount: number;
}

const isComposer = arrayContains(credentials.roles, ['composer']);

const composerColumns = {
  userId: credentials.id,
  nickname: profiles.nickname,
  name: profiles.name,
  lastName: profiles.lastName,
  userImageUrl: profiles.userImageUrl,
};

/** Likes and number of public songs per owner (private songs count for nobody's fame). */
function publicSongStats(orm: Orm) {
  return orm
    .select({
      userId: songs.userId,
      totalLikes: sql<number>`sum(${songs.likes})::int`.as('total_likes'),
      songsCount: sql<number>`count(*)::int`.as('songs_count'),
    })
    .from(songs)
    .where(eq(songs.visibility, true))
    .groupBy(songs.userId)
    .as('stats');
}

/**
 * The display name (domain/display-name) lower-cased and without accents, stored with the profile
 * (profiles.sort_name, migration 0008), so the list is alphabetical the way a person reads it
 * (Ángel next to Andrés, not after Zoila). A composer without a profile row reads 'Desconocido'.
 */
const displayNameOrder = sql`coalesce(profiles.sort_name, 'desconocido')`;

/** GET /composers: every composer, alphabetical by display name. */
export async function findComposers(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: ComposerRow[]; total: number }> {
  const rows = await orm
    .select(composerColumns)
    .from(credentials)
    .leftJoin(profiles, eq(profiles.userId, credentials.id))
    .where(isComposer)
    .orderBy(displayNameOrder, asc(credentials.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await orm.select({ total: count() }).from(credentials).where(isComposer);
  return { rows, total };
}

/** Composers with the likes and number of their public songs, most liked first. */
export async function findCreatorStats(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: CreatorStatsRow[]; total: number }> {
  const stats = publicSongStats(orm);
  const totalLikes = sql<number>`coalesce(${stats.totalLikes}, 0)::int`.mapWith(Number);
  const songsCount = sql<number>`coalesce(${stats.songsCount}, 0)::int`.mapWith(Number);

  const rows = await orm
    .select({ ...composerColumns, totalLikes, songsCount })
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

/** GET /composersLiked: only composers whose public songs have at least one like, most liked first. */
export async function findLikedComposers(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: CreatorStatsRow[]; total: number }> {
  const stats = publicSongStats(orm);
  const liked = and(isComposer, gt(stats.totalLikes, 0));

  const rows = await orm
    .select({
      ...composerColumns,
      totalLikes: sql<number>`${stats.totalLikes}`.mapWith(Number),
      songsCount: sql<number>`${stats.songsCount}`.mapWith(Number),
    })
    .from(credentials)
    .innerJoin(stats, eq(stats.userId, credentials.id))
    .leftJoin(profiles, eq(profiles.userId, credentials.id))
    .where(liked)
    .orderBy(desc(stats.totalLikes), desc(stats.songsCount), asc(credentials.id))
    .limit(limit)
    .offset(offset);

  const [{ total }] = await orm
    .select({ total: count() })
    .from(credentials)
    .innerJoin(stats, eq(stats.userId, credentials.id))
    .where(liked);
  return { rows, total };
}
