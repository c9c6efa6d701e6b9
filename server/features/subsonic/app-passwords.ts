/**
 * App passwords (docs/product.md "Aplicaciones externas"): made, listed and revoked by their
 * owner; read back, opened, by the Subsonic sign-in. The password is random (144 bits), so it can
 * never be the account's password, and it is shown once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  APP_PASSWORD_TEXTS,
  type AppPassword,
  type CreatedAppPassword,
  MAX_APP_PASSWORDS,
} from '../../../domain/app-passwords';
import type { Orm } from '../../db/database';
import { appPasswords } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { Sealer } from './sealing';

/** Finds an app password by the password itself (an API key) without opening every row. */
export function digestOf(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

const listed = {
  id: appPasswords.id,
  name: appPasswords.name,
  createdAt: appPasswords.createdAt,
  lastUsedAt: appPasswords.lastUsedAt,
};

function toAppPassword(row: {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): AppPassword {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listAppPasswords(orm: Orm, userId: number): Promise<AppPassword[]> {
  const rows = await orm
    .select(listed)
    .from(appPasswords)
    .where(eq(appPasswords.userId, userId))
    .orderBy(asc(appPasswords.id));
  return rows.map(toAppPassword);
}

export async function createAppPassword(
  orm: Orm,
  sealer: Sealer,
  userId: number,
  name: string,
): Promise<CreatedAppPassword> {
  const password = randomBytes(18).toString('base64url');
  return orm.transaction(async (tx) => {
    // The person's rows are counted under a lock on their first one, so two creations at once
    // cannot both pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('app-passwords'), ${userId})`);
    const [{ held }] = await tx
      .select({ held: count() })
      .from(appPasswords)
      .where(eq(appPasswords.userId, userId));
    if (held >= MAX_APP_PASSWORDS) throw new HttpError(409, APP_PASSWORD_TEXTS.tooMany);
    const [row] = await tx
      .insert(appPasswords)
      .values({ userId, name, sealed: sealer.seal(password), digest: digestOf(password) })
      .returning(listed);
    return { ...toAppPassword(row), password };
  });
}

export async function revokeAppPassword(orm: Orm, userId: number, id: number): Promise<void> {
  const gone = await orm
    .delete(appPasswords)
    .where(and(eq(appPasswords.id, id), eq(appPasswords.userId, userId)))
    .returning({ id: appPasswords.id });
  // Another person's password answers as a missing one.
  if (gone.length === 0) throw new HttpError(404, APP_PASSWORD_TEXTS.notFound);
}

export interface OpenedAppPassword {
  id: number;
  password: string;
}

/** A person's app passwords, opened: the sign-in compares each with what the player sent. */
export async function openAppPasswords(
  orm: Orm,
  sealer: Sealer,
  userId: number,
): Promise<OpenedAppPassword[]> {
  const rows = await orm
    .select({ id: appPasswords.id, sealed: appPasswords.sealed })
    .from(appPasswords)
    .where(eq(appPasswords.userId, userId));
  return rows.flatMap((row) => {
    const password = sealer.open(row.sealed);
    return password === null ? [] : [{ id: row.id, password }];
  });
}

/** The owner of the app password that is `password` (an API key), if any. */
export async function findByPassword(
  orm: Orm,
  password: string,
): Promise<{ id: number; userId: number } | null> {
  const [row] = await orm
    .select({ id: appPasswords.id, userId: appPasswords.userId })
    .from(appPasswords)
    .where(eq(appPasswords.digest, digestOf(password)));
  return row ?? null;
}

/** Marks a sign-in with the password, at most once a minute (a player signs every request). */
export async function markUsed(orm: Orm, id: number): Promise<void> {
  await orm.execute(sql`
    UPDATE app_passwords SET last_used_at = now()
    WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`);
}
