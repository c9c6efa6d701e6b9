/**
 * Which OpenID Connect identity (issuer and subject) is which account. The logins under way are
 * in logins.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { oidcIdentities } from '../../db/schema';

export interface IdentityKey {
  issuer: string;
  subject: string;
}

export async function findLinkedUserId(orm: Orm, identity: IdentityKey): Promise<number | null> {
  const [row] = await orm
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(
      and(eq(oidcIdentities.issuer, identity.issuer), eq(oidcIdentities.subject, identity.subject)),
    );
  return row?.userId ?? null;
}

/**
 * Links the identity to the account. `ifNew` leaves an existing link alone (two callbacks of the
 * same sign-in); otherwise a second link of the identity is a unique violation.
 */
export async function linkIdentity(
  orm: Orm,
  identity: IdentityKey,
  userId: number,
  options: { ifNew?: boolean } = {},
): Promise<void> {
  const insert = orm
    .insert(oidcIdentities)
    .values({ issuer: identity.issuer, subject: identity.subject, userId });
  await (options.ifNew ? insert.onConflictDoNothing() : insert);
}
