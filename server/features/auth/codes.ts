/**
 * The 4-digit codes sent by mail (DECISIONS "Security" 1): checked on the server, stored as an
 * HMAC keyed by their token, valid 15 minutes, 5 wrong attempts at most. A verified token then
 * allows one registration or one password change within the hour.
 */
import type { Orm } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { tooManyRequests } from '../../plugins/rate-limit';
import {
  type CodePurpose,
  claimAttempt,
  findCode,
  hasUsableVerifiedToken,
  insertCode,
  lockAndCountFailures,
  markVerified,
  recordFailure,
  spendVerifiedToken,
} from './code-repository';
import { ACCOUNT_TEXTS } from './texts';
import { hashCode, hashToken, newCode, newToken, sameHash } from './tokens';

export type { CodePurpose } from './code-repository';

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong codes one email may get in a day from one network (IPv4 /24, IPv6 /64), across all its
 * codes: four digits are 10,000 codes, so ten guesses a day give an attacker 0.1% a day per
 * network. Counted per network: a stranger's guesses lock out the stranger,
 * never the owner asking from elsewhere.
 */
export const MAX_CODE_FAILURES_PER_DAY = 10;
/** How long a verified token stays good for the step that follows (register, new password). */
export const VERIFIED_TOKEN_TTL_MINUTES = 60;

export interface IssuedCode {
  token: string;
  code: string;
}

/**
 * Stores a new code for `email` and returns it with its token. Earlier codes keep working until
 * they expire: a stranger asking for codes must not kill the one the owner is
 * typing. Each code is checked only against its own token, which only its asker holds.
 */
export async function issueCode(
  orm: Orm,
  purpose: CodePurpose,
  email: string,
): Promise<IssuedCode> {
  const token = newToken();
  const code = newCode();
  await insertCode(orm, {
    purpose,
    email,
    tokenHash: hashToken(token),
    codeHash: hashCode(token, code),
    ttlMinutes: CODE_TTL_MINUTES,
  });
  return { token, code };
}

function badCode(message: string): HttpError {
  return new HttpError(400, message);
}

export interface CheckCodeOptions {
  /** The network the guess comes from (plugins/rate-limit clientNetwork). */
  network: string;
  /** Called once, when a wrong code brings the email to its daily limit: its owner is told. */
  onFailureLimit?: (email: string) => void;
}

/**
 * Checks `code` against the token's code. Every wrong try counts, claimed before comparing so
 * parallel guesses cannot exceed the limits: 5 per code (after that even the right code is
 * refused) and MAX_CODE_FAILURES_PER_DAY per email and network across all its codes (then a 429
 * that says when to try again).
 */
export async function checkCode(
  orm: Orm,
  purpose: CodePurpose,
  token: string,
  code: string,
  options: CheckCodeOptions,
): Promise<{ email: string }> {
  const row = await findCode(orm, purpose, hashToken(token));
  if (!row) throw badCode(ACCOUNT_TEXTS.codeMismatch);
  if (row.usedAt) throw badCode(ACCOUNT_TEXTS.codeUsed);
  if (row.expired) throw badCode(ACCOUNT_TEXTS.codeExpired);

  const right = sameHash(hashCode(token, code), row.codeHash);
  const failure = await orm.transaction(async (tx) => {
    const { failures, secondsLeft } = await lockAndCountFailures(tx, row.email, options.network);
    if (failures >= MAX_CODE_FAILURES_PER_DAY) {
      return tooManyRequests(secondsLeft, ACCOUNT_TEXTS.tooManyCodeFailures);
    }
    if (!(await claimAttempt(tx, row.id, MAX_CODE_ATTEMPTS))) {
      return badCode(ACCOUNT_TEXTS.tooManyAttempts);
    }
    if (right) return null;
    await recordFailure(tx, row.email, options.network);
    if (failures + 1 === MAX_CODE_FAILURES_PER_DAY) options.onFailureLimit?.(row.email);
    return badCode(ACCOUNT_TEXTS.codeMismatch);
  });
  if (failure) throw failure;
  await markVerified(orm, row.id, VERIFIED_TOKEN_TTL_MINUTES);
  return { email: row.email };
}

/** True when the token's code was verified for `email` and the token is still unused. */
export function isVerifiedToken(
  orm: Orm,
  purpose: CodePurpose,
  token: string,
  email: string,
): Promise<boolean> {
  return hasUsableVerifiedToken(orm, purpose, hashToken(token), email);
}

/** Marks a verified token used, atomically: of two racing requests only one gets true. */
export function consumeVerifiedToken(
  orm: Orm,
  purpose: CodePurpose,
  token: string,
  email: string,
): Promise<boolean> {
  return spendVerifiedToken(orm, purpose, hashToken(token), email);
}
