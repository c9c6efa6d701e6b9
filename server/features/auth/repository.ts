/**
 * Accounts in the database: credentials, with the profile and library every account has. Sessions
 * are in session-repository.ts, the codes sent by mail in code-repository.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/roles';
import { TERMS_VERSION } from '../../../domain/terms-texts';
import type { Orm } from '../../db/database';
import { credentials, libraries, profiles, termsAcceptances } from '../../db/schema';

export interface CredentialsRow {
  id: number;
  email: string;
  roles: string[];
  hasUploadedSong: boolean;
  /** Whether the account accepted the terms in force. */
  termsAccepted: boolean;
  /** Whether an admin has suspended it: it may not sign in. */
  suspended: boolean;
}

/**
 * Whether the account accepted the terms in force, as a column: the session user carries it, so
 * the app knows before publishing (the acceptances themselves are the terms feature's).
 */
const acceptedCurrentTerms = sql<boolean>`EXISTS (
  SELECT 1 FROM ${termsAcceptances}
  WHERE ${termsAcceptances.userId} = ${credentials.id} AND ${termsAcceptances.version} = ${TERMS_VERSION}
)`.mapWith(Boolean);

const credentialsColumns = {
  id: credentials.id,
  email: credentials.email,
  roles: credentials.roles,
  hasUploadedSong: credentials.hasUploadedSong,
  termsAccepted: acceptedCurrentTerms,
  suspended: sql<boolean>`${credentials.suspendedAt} IS NOT NULL`.mapWith(Boolean),
};

export async function findCredentials(orm: Orm, userId: number): Promise<CredentialsRow | null> {
  const [row] = await orm
    .select(credentialsColumns)
    .from(credentials)
    .where(eq(credentials.id, userId));
  return row ?? null;
}

export async function findCredentialsByEmail(
  orm: Orm,
  email: string,
): Promise<(CredentialsRow & { passwordHash: string | null }) | null> {
  const [row] = await orm
    .select({ ...credentialsColumns, passwordHash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.email, email));
  return row ?? null;
}

export async function emailTaken(orm: Orm, email: string): Promise<boolean> {
  const rows = await orm
    .select({ id: credentials.id })
    .from(credentials)
    .where(eq(credentials.email, email));
  return rows.length > 0;
}

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

/**
 * Creating accounts the way every path must (registration, social sign-in, ADMIN_EMAIL, the demo):
 * credentials, a profile with the same id, and a library. Call it inside a transaction (`orm` may
 * be one).
 */
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

export interface CredentialsChange {
  roles?: string[];
  passwordHash?: string;
  hasUploadedSong?: boolean;
}

export async function updateCredentials(
  orm: Orm,
  userId: number,
  change: CredentialsChange,
): Promise<void> {
  if (Object.values(change).every((value) => value === undefined)) return;
  await orm.update(credentials).set(change).where(eq(credentials.id, userId));
}

/** Who the welcome mail goes to, and the name it greets. */
export async function findMailRecipient(orm: Orm, userId: number) {
  const [row] = await orm
    .select({ email: credentials.email, name: profiles.name, nickname: profiles.nickname })
    .from(credentials)
    .leftJoin(profiles, eq(profiles.userId, credentials.id))
    .where(eq(credentials.id, userId));
  return row ?? null;
}
