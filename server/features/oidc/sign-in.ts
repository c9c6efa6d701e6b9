/**
 * Who a verified OpenID Connect identity is here (spec section 4):
 * the account already linked to its subject; else, from a signed-in session, that session's
 * account, linked now; else the account of its verified email, linked now, but only if that
 * account has neither a password nor the admin role (a provider that vouches for
 * an email must not open an administrator's or a password holder's account; they link from their
 * own session); else a new account without a password, with the provider's picture and the welcome
 * mail. An email the provider has not verified proves nothing and is refused.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../../domain/api';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { toSessionUser } from '../auth/mapper';
import { createAccount, findCredentials, findCredentialsByEmail } from '../auth/repository';
import { sendWelcome } from '../auth/service';
import { createSession } from '../auth/session-repository';
import type { Viewer } from '../auth/viewer';
import { savePictureAsAvatar } from './picture';
import type { OidcIdentity } from './provider';
import { findLinkedUserId, linkIdentity } from './repository';

type SignInDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'mailer'>;

export type OidcSignIn =
  | { outcome: 'signedIn'; user: SessionUser; token: string; created: boolean }
  | { outcome: 'unverified' }
  | { outcome: 'accountExists' }
  | { outcome: 'suspended' };

/** A new account for `email`, linked to the identity in the same transaction. */
async function createLinkedAccount(
  deps: SignInDeps,
  identity: OidcIdentity,
  email: string,
): Promise<number> {
  return deps.db.orm.transaction(async (tx) => {
    const { userId } = await createAccount(tx, {
      email,
      passwordHash: null,
      roles: ['user'],
      emailVerifiedAt: new Date(),
      profile: { name: identity.givenName, lastName: identity.familyName },
    });
    await linkIdentity(tx, identity, userId);
    return userId;
  });
}

interface Account {
  userId: number;
  created: boolean;
}

/** An account an email match alone may not open: it holds a password or administers the site. */
function guardedAccount(account: { passwordHash: string | null; roles: readonly string[] }) {
  return account.passwordHash !== null || account.roles.includes('admin');
}

/**
 * The account of the identity, linking or creating it; 'unverified' when the email proves
 * nothing, 'accountExists' when its email's account must link from its own session.
 */
async function accountFor(
  deps: SignInDeps,
  identity: OidcIdentity,
  signedIn: Viewer | null,
): Promise<Account | 'unverified' | 'accountExists'> {
  const linked = await findLinkedUserId(deps.db.orm, identity);
  if (linked !== null) return { userId: linked, created: false };
  if (signedIn) {
    await linkIdentity(deps.db.orm, identity, signedIn.userId, { ifNew: true });
    return { userId: signedIn.userId, created: false };
  }
  if (!identity.email || !identity.emailVerified) return 'unverified';
  const existing = await findCredentialsByEmail(deps.db.orm, identity.email);
  if (existing) {
    if (guardedAccount(existing)) return 'accountExists';
    await linkIdentity(deps.db.orm, identity, existing.id, { ifNew: true });
    return { userId: existing.id, created: false };
  }
  return { userId: await createLinkedAccount(deps, identity, identity.email), created: true };
}

/**
 * Finds or creates the person's account and opens a session for it. `signedIn`: the session the
 * browser already had when the provider sent it back, whose account the identity joins.
 */
export async function signInWithIdentity(
  deps: SignInDeps,
  identity: OidcIdentity,
  signedIn: Viewer | null,
  userAgent: string | null,
  log: FastifyBaseLogger,
): Promise<OidcSignIn> {
  let account: Awaited<ReturnType<typeof accountFor>>;
  try {
    account = await accountFor(deps, identity, signedIn);
  } catch (error) {
    // Made meanwhile (the same callback twice, or a registration with that email): look again.
    if (!isUniqueViolation(error)) throw error;
    account = await accountFor(deps, identity, signedIn);
  }
  if (account === 'unverified' || account === 'accountExists') return { outcome: account };
  const { userId, created } = account;
  if (created) {
    if (identity.picture) {
      await savePictureAsAvatar(deps, userId, identity.picture).catch((error: unknown) => {
        log.warn({ err: error }, 'No se pudo guardar la foto del proveedor OpenID Connect');
      });
    }
    await sendWelcome(deps, userId);
  }
  const row = await findCredentials(deps.db.orm, userId);
  if (!row) throw new Error(`La cuenta ${userId} desapareció durante el inicio de sesión`);
  if (row.suspended) return { outcome: 'suspended' };
  const token = await createSession(deps.db.orm, userId, userAgent);
  return { outcome: 'signedIn', user: toSessionUser(row), token, created };
}
