/**
 * Sessions in PostgreSQL (ARCHITECTURE "Scale path": any API process can check any cookie).
 * The cookie holds a random token; the table holds its SHA-256 and an expiry.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { credentials, sessions } from '../../db/schema';
import { hashToken, looksLikeToken, newToken } from './tokens';
import type { Viewer } from './viewer';

export const SESSION_COOKIE = 'tambora_session';
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** Starts a session for the person and returns the token for the cookie. */
export async function createSession(
  orm: Orm,
  userId: number,
  userAgent: string | null = null,
): Promise<string> {
  const token = newToken();
  // The person's dead sessions go when a new one starts, so the table does not grow forever.
  await orm
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lt(sessions.expiresAt, sql`now()`),
          lt(sessions.revokedAt, sql`now() - interval '1 day'`),
        ),
      ),
    );
  await orm.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  return token;
}

/**
 * The person behind a cookie token, or null. One query; roles come from credentials, so a role
 * change applies to the very next request.
 */
export async function findViewerBySessionToken(
  orm: Orm,
  token: string | undefined,
): Promise<Viewer | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await orm
    .select({ userId: credentials.id, roles: credentials.roles })
    .from(sessions)
    .innerJoin(credentials, eq(credentials.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // Suspension revokes sessions too; this also holds for one opened at that very moment.
        isNull(credentials.suspendedAt),
      ),
    )
    .limit(1);
  return row ? { userId: row.userId, roles: row.roles } : null;
}

/** The id of the live session behind a cookie token, or null. */
export async function findSessionId(orm: Orm, token: string | undefined): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await orm
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.id ?? null;
}

export async function revokeSession(orm: Orm, token: string | undefined): Promise<void> {
  if (!looksLikeToken(token)) return;
  await orm
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** After a password change every device must sign in again. */
export async function revokeAllSessions(orm: Orm, userId: number): Promise<void> {
  await orm
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
