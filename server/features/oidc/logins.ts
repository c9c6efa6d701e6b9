/**
 * Sign-ins under way (0012). The state goes to the provider and, in an httpOnly cookie, to the
 * browser; the database keeps its hash with the nonce and PKCE verifier for ten minutes. Finishing
 * takes the row (one use), so a replayed callback finds nothing.
 */
import { eq, lt } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { oidcLogins } from '../../db/schema';
import { hashToken } from '../auth/tokens';

export const LOGIN_TTL_MS = 10 * 60 * 1000;

export type LoginOrigin = 'login' | 'register';

export interface PendingLogin {
  nonce: string;
  codeVerifier: string;
  origin: LoginOrigin;
}

export async function rememberLogin(
  orm: Orm,
  state: string,
  login: PendingLogin,
  now = new Date(),
): Promise<void> {
  // Abandoned sign-ins go as new ones start: the table holds ten minutes of them at most.
  await orm.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
  await orm.insert(oidcLogins).values({
    stateHash: hashToken(state),
    ...login,
    expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
  });
}

/** The sign-in `state` started, if it is still fresh; it cannot be taken twice. */
export async function takeLogin(
  orm: Orm,
  state: string,
  now = new Date(),
): Promise<PendingLogin | null> {
  const [row] = await orm
    .delete(oidcLogins)
    .where(eq(oidcLogins.stateHash, hashToken(state)))
    .returning();
  if (!row || row.expiresAt <= now) return null;
  return { nonce: row.nonce, codeVerifier: row.codeVerifier, origin: row.origin };
}
