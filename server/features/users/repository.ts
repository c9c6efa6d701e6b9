/** SQL for profiles and credentials (one person: profiles.user_id = credentials.id). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, keptCounts, profiles } from '../../db/schema';

export type ProfileRecord = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Omit<typeof profiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>
>;

export interface ProfileRow {
  profile: ProfileRecord;
  roles: string[];
  hasUploadedSong: boolean;
}

const profileColumns = {
  profile: profiles,
  roles: credentials.roles,
  hasUploadedSong: credentials.hasUploadedSong,
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
export async function findProfiles(
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
