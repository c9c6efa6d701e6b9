/**
 * Registration, sign-in and password reset (spec section 4 with DECISIONS "Security"): codes go
 * by mail only, a verified token allows one registration or one password change, sign-in answers
 * alike for an unknown email and a wrong password.
 */

import type { SessionUser } from '../../../domain/api';
import { MODERATION_TEXTS } from '../../../domain/moderation-texts';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import {
  type CheckCodeOptions,
  checkCode,
  consumeVerifiedToken,
  issueCode,
  isVerifiedToken,
} from './codes';
import {
  accountExistsMail,
  codeGuessingMail,
  resetCodeMail,
  verificationCodeMail,
  welcomeMail,
} from './mails';
import { toSessionUser } from './mapper';
import { hashPassword, verifyPassword } from './passwords';
import {
  createAccount,
  emailTaken,
  findCredentials,
  findCredentialsByEmail,
  findMailRecipient,
  updateCredentials,
} from './repository';
import { createSession, revokeAllSessions } from './session-repository';
import { ACCOUNT_TEXTS } from './texts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

export interface SignedIn {
  user: SessionUser;
  /** For the session cookie. */
  token: string;
}

/**
 * POST /request_validate_email_with_code: mails a code, answers the token. An address that already
 * has an account gets the same answer (DECISIONS "Accounts and privacy": registration must not say
 * who is registered), with a token whose code nobody knows; its mail tells the owner to sign in or
 * reset their password instead.
 */
export async function requestEmailValidation(deps: Deps, email: string) {
  const taken = await emailTaken(deps.db.orm, email);
  const { token, code } = await issueCode(deps.db.orm, 'validate_email', email);
  const { publicUrl } = deps.config;
  try {
    await deps.mailer.send(
      taken ? accountExistsMail(email, publicUrl) : verificationCodeMail(email, code, publicUrl),
    );
  } catch {
    // Without the mail the code is lost: say so instead of leaving the person waiting.
    throw new HttpError(503, ACCOUNT_TEXTS.mailFailed);
  }
  return { email, validationToken: token };
}

/** Tells an address's owner, once, that its codes were being guessed and have stopped working. */
function warnOwner(deps: Deps, network: string): CheckCodeOptions {
  return {
    network,
    onFailureLimit: (email) =>
      deps.mailer.sendInBackground(codeGuessingMail(email, deps.config.publicUrl)),
  };
}

/** `network`: where the guess comes from (a stranger's wrong codes lock out only theirs). */
export async function checkEmailValidationCode(
  deps: Deps,
  token: string,
  code: string,
  network: string,
) {
  const options = warnOwner(deps, network);
  const { email } = await checkCode(deps.db.orm, 'validate_email', token, code, options);
  return { email, verified: true as const };
}

/** POST /register: needs the verified token of that email; signs the new person in. */
export async function register(
  deps: Deps,
  input: { email: string; password: string; validationToken: string },
  userAgent: string | null,
): Promise<SignedIn> {
  const { email, password, validationToken } = input;
  // Checked before hashing so a bad token costs no argon2 time; consumed below, atomically. An
  // address with an account never gets a verified token, so it is refused exactly like an
  // unverified new one: the answer says nothing of who is registered.
  if (!(await isVerifiedToken(deps.db.orm, 'validate_email', validationToken, email))) {
    throw new HttpError(400, ACCOUNT_TEXTS.mustValidateEmail);
  }
  const passwordHash = await hashPassword(password);
  try {
    return await deps.db.orm.transaction(async (tx) => {
      if (!(await consumeVerifiedToken(tx, 'validate_email', validationToken, email))) {
        throw new HttpError(400, ACCOUNT_TEXTS.mustValidateEmail);
      }
      const { userId } = await createAccount(tx, {
        email,
        passwordHash,
        roles: ['user'],
        emailVerifiedAt: new Date(),
      });
      const token = await createSession(tx, userId, userAgent);
      return {
        user: toSessionUser({
          id: userId,
          email,
          roles: ['user'],
          hasUploadedSong: false,
          termsAccepted: false,
          suspended: false,
        }),
        token,
      };
    });
  } catch (error) {
    // Registered meanwhile by another way in (a social sign-in): the same answer as above.
    if (isUniqueViolation(error)) throw new HttpError(400, ACCOUNT_TEXTS.mustValidateEmail);
    throw error;
  }
}

// Verified against when the email is unknown, so both failures take an argon2 verification.
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('tambora-dummy-password-for-timing');
  return dummyHash;
}

/** Computes the dummy hash ahead of the first sign-in attempt with an unknown email. */
export function primeDummyHash(): void {
  void dummyPasswordHash();
}

/** POST /login. */
export async function login(
  deps: Deps,
  input: { email: string; password: string },
  userAgent: string | null,
): Promise<SignedIn> {
  const account = await findCredentialsByEmail(deps.db.orm, input.email);
  const hash = account?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(hash, input.password);
  if (!account?.passwordHash || !matches) {
    throw new HttpError(401, ACCOUNT_TEXTS.wrongCredentials);
  }
  // Said only to someone who knew the password: a suspension is nobody else's business.
  if (account.suspended) throw new HttpError(403, MODERATION_TEXTS.suspended);
  const token = await createSession(deps.db.orm, account.id, userAgent);
  return { user: toSessionUser(account), token };
}

/** GET /session. */
export async function currentSessionUser(deps: Deps, userId: number): Promise<SessionUser | null> {
  const row = await findCredentials(deps.db.orm, userId);
  return row ? toSessionUser(row) : null;
}

/**
 * POST /request_password_reset_with_code: the same answer, the same database work and no waiting
 * on the mail whether or not the account exists (DECISIONS "Security" 2). An unknown email gets a
 * token whose code nobody knows and which could not change any password.
 */
export async function requestPasswordReset(deps: Deps, email: string) {
  const account = await findCredentialsByEmail(deps.db.orm, email);
  const { token, code } = await issueCode(deps.db.orm, 'password_reset', email);
  if (account) deps.mailer.sendInBackground(resetCodeMail(email, code, deps.config.publicUrl));
  return { message: ACCOUNT_TEXTS.resetGeneric, email, resetToken: token };
}

export async function checkResetCode(deps: Deps, token: string, code: string, network: string) {
  const options = warnOwner(deps, network);
  const { email } = await checkCode(deps.db.orm, 'password_reset', token, code, options);
  return { email, verified: true as const };
}

/** POST /update_password: once per verified token; every session of the person ends. */
export async function updatePassword(
  deps: Deps,
  input: { email: string; newPassword: string; resetToken: string },
) {
  const { email, newPassword, resetToken } = input;
  const invalid = () => new HttpError(400, ACCOUNT_TEXTS.resetInvalid);
  const account = await findCredentialsByEmail(deps.db.orm, email);
  if (!account || !(await isVerifiedToken(deps.db.orm, 'password_reset', resetToken, email))) {
    throw invalid();
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.orm.transaction(async (tx) => {
    if (!(await consumeVerifiedToken(tx, 'password_reset', resetToken, email))) throw invalid();
    await updateCredentials(tx, account.id, { passwordHash });
    await revokeAllSessions(tx, account.id);
  });
  return { message: ACCOUNT_TEXTS.passwordUpdated };
}

/** POST /sendRegistrationNotification: the welcome mail to the signed-in person. */
export async function sendWelcome(deps: Deps, userId: number) {
  const row = await findMailRecipient(deps.db.orm, userId);
  if (!row) throw new HttpError(404, ACCOUNT_TEXTS.userNotFound);
  const name = row.nickname?.trim() || row.name?.trim() || null;
  deps.mailer.sendInBackground(welcomeMail(row.email, name, deps.config.publicUrl));
  return { message: ACCOUNT_TEXTS.welcomeQueued };
}
