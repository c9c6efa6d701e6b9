/** SQL for profiles and credentials (one person: profiles.user_id = credentials.id). */
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/roles';
import type { Orm } from '../../db/database';
import { credentials, keptCounts, profiles } from '../../db/schema';
import { CREATOR_SEARCH_TEXT, EMAIL_SEARCH_TEXT, matchesTerm } from '../search/match';

export type ProfileRecord = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Omit<typeof profiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>
>;

export interface ProfileRow {
  profile: ProfileRecord;
  roles: string[];
  hasUploadedSong: boolean;
  suspended: boolean;
}

const profileColumns = {
  profile: profiles,
  roles: credentials.roles,
  hasUploadedSong: credentials.hasUploadedSong,
  suspended: sql<boolean>`${credentials.suspendedAt} IS NOT NULL`.mapWith(Boolean),
};

export async function findProfile(orm: Orm, userId: number): Promise<ProfileRow | null> {
  const [row] = await orm
    .select(profileColumns)
    .from(profiles)
    .innerJoin(credentials, eq(credentials.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/**
 * Newest accounts first (the admin table). The page is picked from credentials_created_at_idx
 * alone, then joined to its profiles: joining first sorted every account (every account has a
 * profile: auth/repository createAccount). The total is the kept count of accounts (0016).
 */
async function findProfiles(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: ProfileRow[]; total: number }> {
  const page = orm
    .select({ id: credentials.id, createdAt: credentials.createdAt })
    .from(credentials)
    .orderBy(desc(credentials.createdAt), desc(credentials.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await orm
    .select(profileColumns)
    .from(page)
    .innerJoin(credentials, eq(credentials.id, page.id))
    .innerJoin(profiles, eq(profiles.userId, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
  const [kept] = await orm
    .select({ value: keptCounts.value })
    .from(keptCounts)
    .where(eq(keptCounts.name, 'accounts'));
  return { rows, total: kept?.value ?? 0 };
}

export interface PeopleFilter {
  /** Part of a name, nickname or email. */
  q?: string;
  role?: Role;
}

/**
 * The admin's search. The ids matching the text come from two trigram indexes
 * (profiles.search_text of 0006, the folded email of 0025) joined as a union, so neither table is
 * scanned; a role alone reads credentials by role (0025's GIN) and counts from kept_counts.
 */
export async function findPeople(
  orm: Orm,
  filter: PeopleFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ProfileRow[]; total: number }> {
  const term = filter.q?.trim() ?? '';
  if (term === '') {
    if (!filter.role) return findProfiles(orm, limit, offset);
    const rows = await newestPeople(orm, arrayContains(credentials.roles, [filter.role]), {
      limit,
      offset,
    });
    const [kept] = await orm
      .select({ value: keptCounts.value })
      .from(keptCounts)
      .where(eq(keptCounts.name, `accounts:${filter.role}`));
    return { rows, total: kept?.value ?? 0 };
  }
  const matched = sql`(
    SELECT ${profiles.userId} AS id FROM ${profiles}
    WHERE ${matchesTerm(CREATOR_SEARCH_TEXT, term)}
    UNION
    SELECT ${credentials.id} FROM ${credentials}
    WHERE ${matchesTerm(EMAIL_SEARCH_TEXT, term)}
  )`;
  const where = and(
    sql`${credentials.id} IN ${matched}`,
    filter.role ? arrayContains(credentials.roles, [filter.role]) : undefined,
  );
  const rows = await newestPeople(orm, where, { limit, offset });
  const [counted] = await orm.select({ value: count() }).from(credentials).where(where);
  return { rows, total: counted?.value ?? 0 };
}

/** A page of the accounts `where` keeps, newest first, with their profiles. */
function newestPeople(
  orm: Orm,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<ProfileRow[]> {
  return orm
    .select(profileColumns)
    .from(credentials)
    .innerJoin(profiles, eq(profiles.userId, credentials.id))
    .where(where)
    .orderBy(desc(credentials.createdAt), desc(credentials.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function updateProfileRow(
  orm: Orm,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  await orm
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

export async function findRoles(orm: Orm, userId: number): Promise<string[] | null> {
  const [row] = await orm
    .select({ roles: credentials.roles })
    .from(credentials)
    .where(eq(credentials.id, userId));
  return row?.roles ?? null;
}
