/** SQL for profiles and credentials (one person: profiles.user_id = credentials.id). */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, profiles } from '../../db/schema';

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

/** Newest accounts first (the admin table). */
export async function findProfiles(
  orm: Orm,
  limit: number,
  offset: number,
): Promise<{ rows: ProfileRow[]; total: number }> {
  const rows = await orm
    .select(profileColumns)
    .from(profiles)
    .innerJoin(credentials, eq(credentials.id, profiles.userId))
    .orderBy(desc(credentials.createdAt), desc(credentials.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await orm.select({ total: count() }).from(profiles);
  return { rows, total };
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
