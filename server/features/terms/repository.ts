/** Acceptances of the terms of use (migration 0022): one row per person and version. */
import { and, eq } from 'drizzle-orm';
import { TERMS_VERSION } from '../../../domain/terms-texts';
import type { Orm } from '../../db/database';
import { termsAcceptances } from '../../db/schema';

/** Records the acceptance once; a repeat keeps the first time. Returns when it was first made. */
export async function recordAcceptance(orm: Orm, userId: number, version: string): Promise<Date> {
  await orm.insert(termsAcceptances).values({ userId, version }).onConflictDoNothing();
  const [row] = await orm
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)));
  return row.acceptedAt;
}

export async function hasAcceptedCurrentTerms(orm: Orm, userId: number): Promise<boolean> {
  const rows = await orm
    .select({ userId: termsAcceptances.userId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, TERMS_VERSION)));
  return rows.length > 0;
}
