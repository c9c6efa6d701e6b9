/** The session user the browser keeps (spec section 3, key 'user'), read from credentials. */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/api';
import type { Orm } from '../../db/database';
import { credentials } from '../../db/schema';

export interface CredentialsRow {
  id: number;
  email: string;
  roles: string[];
  hasUploadedSong: boolean;
}

export function toSessionUser(row: CredentialsRow): SessionUser {
  return {
    credentials_id: row.id,
    roles: row.roles,
    has_uploaded_song: row.hasUploadedSong,
    email: row.email,
  };
}

export async function findCredentials(orm: Orm, userId: number): Promise<CredentialsRow | null> {
  const [row] = await orm
    .select({
      id: credentials.id,
      email: credentials.email,
      roles: credentials.roles,
      hasUploadedSong: credentials.hasUploadedSong,
    })
    .from(credentials)
    .where(eq(credentials.id, userId));
  return row ?? null;
}

export async function findCredentialsByEmail(
  orm: Orm,
  email: string,
): Promise<(CredentialsRow & { passwordHash: string | null }) | null> {
  const [row] = await orm
    .select({
      id: credentials.id,
      email: credentials.email,
      roles: credentials.roles,
      hasUploadedSong: credentials.hasUploadedSong,
      passwordHash: credentials.passwordHash,
    })
    .from(credentials)
    .where(eq(credentials.email, email));
  return row ?? null;
}

/** Postgres unique violation, whether drizzle wraps the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
