import { and, arrayContains, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, ownerSongCounts, profiles } from '../../db/schema';

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

/**
 * Likes and number of public songs per owner, kept by triggers (owner_song_counts, migration
 * 0016; private songs count for nobody's fame). Every composer has a row, so the ranking walks
 * owner_song_counts_public_rank_idx and stops at the page instead of grouping every song.
 */
const fame = {
  totalLikes: ownerSongCounts.publicLikes,
  songsCount: ownerSongCounts.publicSongs,
};
const byFame = [
  desc(ownerSongCounts.publicLikes),
  desc(ownerSongCounts.publicSongs),
  asc(ownerSongCounts.userId),
];

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
  return findRankedComposers(orm, isComposer, limit, offset);
}

/** GET /composersLiked: only composers whose public songs have at least one like, most liked first. */
export async function findLikedComposers(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: CreatorStatsRow[]; total: number }> {
  return findRankedComposers(
    orm,
    and(isComposer, gt(ownerSongCounts.publicLikes, 0)) ?? isComposer,
    limit,
    offset,
  );
}

async function findRankedComposers(orm: Orm, where: SQL, limit: number, offset: number) {
  const rows = await orm
    .select({ ...composerColumns, ...fame })
    .from(ownerSongCounts)
    .innerJoin(credentials, eq(credentials.id, ownerSongCounts.userId))
    .leftJoin(profiles, eq(profiles.userId, credentials.id))
    .where(where)
    .orderBy(...byFame)
    .limit(limit)
    .offset(offset);
  const [{ total }] = await orm
    .select({ total: count() })
    .from(ownerSongCounts)
    .innerJoin(credentials, eq(credentials.id, ownerSongCounts.userId))
    .where(where);
  return { rows, total };
}

/** How many names each index branch of the credit suggestions reads at most. */
const NAME_MATCHES_READ = 400;

/** A creator whose nickname or full name starts with what was typed, and which of them matched. */
export interface CreditSuggestionRow extends ComposerRow {
  creditName: string;
  songsCount: number;
}

/**
 * Creators to pick from while typing a credit. Both folded names are read by
 * prefix from their pattern indexes (0023: ~>=~ and ~<~ are the operators text_pattern_ops
 * serves), so the cost follows the matches, not the accounts. Most public songs first, so the
 * better-known of two namesakes comes first; each shows enough to tell them apart.
 */
export async function findCreditSuggestions(
  orm: Orm,
  typed: string,
  limit: number,
): Promise<CreditSuggestionRow[]> {
  const key = sql`public.f_name_key(${typed}::text)`;
  const end = sql`(${key} || chr(1114111))`;
  const nicknameKey = sql`public.f_name_key(${profiles.nickname})`;
  const fullNameKey = sql`public.f_full_name_key(${profiles.name}, ${profiles.lastName})`;
  // Each branch reads at most NAME_MATCHES_READ names in index order, creators or not: a prefix
  // thousands of listeners share ('jo') costs the same as a rare one, and typing a few more
  // letters narrows it to the person meant. `USING ~<~` is the pattern index's own order: a plain
  // ORDER BY sorts by the collation, which that index cannot give, so every match would be read
  // and sorted (docs/performance-log.md has the figures).
  const matches = sql`
    (SELECT ${profiles.userId} AS user_id, btrim(${profiles.nickname}) AS credit_name
     FROM ${profiles} WHERE ${nicknameKey} ~>=~ ${key} AND ${nicknameKey} ~<~ ${end}
     ORDER BY ${nicknameKey} USING ~<~ LIMIT ${NAME_MATCHES_READ})
    UNION
    (SELECT ${profiles.userId},
       btrim(concat_ws(' ', btrim(${profiles.name}), btrim(${profiles.lastName})))
     FROM ${profiles} WHERE ${fullNameKey} ~>=~ ${key} AND ${fullNameKey} ~<~ ${end}
     ORDER BY ${fullNameKey} USING ~<~ LIMIT ${NAME_MATCHES_READ})
  `;
  const result = await orm.execute(sql`
    SELECT m.user_id, m.credit_name, p.nickname, p.name, p.last_name, p.user_image_url,
      coalesce(c.public_songs, 0) AS songs_count
    FROM (${matches}) m
    JOIN ${credentials} cr ON cr.id = m.user_id AND cr.roles @> '{composer}'
    JOIN ${profiles} p ON p.user_id = m.user_id
    LEFT JOIN ${ownerSongCounts} c ON c.user_id = m.user_id
    ORDER BY songs_count DESC, m.user_id, m.credit_name
    LIMIT ${limit}
  `);
  return rowsOf<{
    user_id: number;
    credit_name: string;
    nickname: string | null;
    name: string | null;
    last_name: string | null;
    user_image_url: string | null;
    songs_count: number;
  }>(result).map((row) => ({
    userId: Number(row.user_id),
    creditName: row.credit_name,
    nickname: row.nickname,
    name: row.name,
    lastName: row.last_name,
    userImageUrl: row.user_image_url,
    songsCount: Number(row.songs_count),
  }));
}
