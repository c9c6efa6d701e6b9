/**
 * Creating accounts the way every path must (seed, ADMIN_EMAIL, registration later): credentials,
 * a profile with the same id, and a library, in one transaction.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../domain/genres';
import type { Orm } from '../../db/database';
import { credentials, libraries, profiles } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';

export type ProfileFields = Omit<
  typeof profiles.$inferInsert,
  'userId' | 'createdAt' | 'updatedAt'
>;

export interface NewAccount {
  email: string;
  /** Already hashed; null leaves the account without a password. */
  passwordHash: string | null;
  roles: Role[];
  hasUploadedSong?: boolean;
  emailVerifiedAt?: Date | null;
  createdAt?: Date;
  profile?: ProfileFields;
}

export interface CreatedAccount {
  userId: number;
  libraryId: number;
}

/** Inserts credentials, profile and library. Call it inside a transaction (`orm` may be one). */
export async function createAccount(orm: Orm, account: NewAccount): Promise<CreatedAccount> {
  const [created] = await orm
    .insert(credentials)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      roles: account.roles,
      hasUploadedSong: account.hasUploadedSong ?? false,
      emailVerifiedAt: account.emailVerifiedAt ?? null,
      ...(account.createdAt ? { createdAt: account.createdAt } : {}),
    })
    .returning({ id: credentials.id });
  await orm.insert(profiles).values({ ...account.profile, userId: created.id });
  const [library] = await orm
    .insert(libraries)
    .values({ userId: created.id })
    .returning({ id: libraries.id });
  return { userId: created.id, libraryId: library.id };
}

export type AdminOutcome = 'created' | 'promoted' | 'password_updated' | 'unchanged';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that admin, or gives the existing account the admin
 * role. The configured password is made to work, since that is what the operator will type.
 */
export async function ensureAdmin(
  orm: Orm,
  email: string,
  password: string,
): Promise<AdminOutcome> {
  const [existing] = await orm
    .select({
      id: credentials.id,
      roles: credentials.roles,
      passwordHash: credentials.passwordHash,
    })
    .from(credentials)
    .where(eq(credentials.email, email));

  if (!existing) {
    const passwordHash = await hashPassword(password);
    await orm.transaction((tx) =>
      createAccount(tx, {
        email,
        passwordHash,
        roles: ['admin'],
        emailVerifiedAt: new Date(),
        profile: { nickname: 'Administración' },
      }),
    );
    return 'created';
  }

  const needsRole = !existing.roles.includes('admin');
  const needsPassword =
    !existing.passwordHash || !(await verifyPassword(existing.passwordHash, password));
  if (!needsRole && !needsPassword) return 'unchanged';
  await orm
    .update(credentials)
    .set({
      roles: needsRole ? [...existing.roles, 'admin'] : existing.roles,
      ...(needsPassword ? { passwordHash: await hashPassword(password) } : {}),
    })
    .where(eq(credentials.id, existing.id));
  return needsRole ? 'promoted' : 'password_updated';
}
