/**
 * The 4-digit codes sent by mail (DECISIONS "Security" 1): checked on the server, stored as an
 * HMAC keyed by their token, valid 15 minutes, 5 wrong attempts at most. A verified token then
 * allows one registration or one password change within the hour.
 */
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { codeFailures, emailCodes } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { ACCOUNT_TEXTS } from './texts';
import { hashCode, hashToken, newCode, newToken, sameHash } from './tokens';

export type CodePurpose = 'validate_email' | 'password_reset';

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong codes one email may get in a day, across all its codes and whatever asks: four digits are
 * 10,000 codes, so ten guesses a day give an attacker 0.1% a day instead of the 21% that five
 * attempts on each of five codes every 15 minutes allowed.
 */
export const MAX_CODE_FAILURES_PER_DAY = 10;
/** How long a verified token stays good for the step that follows (register, new password). */
export const VERIFIED_TOKEN_TTL_MINUTES = 60;

export interface IssuedCode {
  token: string;
  code: string;
}

/**
 * Stores a new code for `email` and returns it with its token. Earlier unused codes of the same
 * purpose stop working: only the newest mail counts.
 */
export async function issueCode(
  orm: Orm,
  purpose: CodePurpose,
  email: string,
): Promise<IssuedCode> {
  const token = newToken();
  const code = newCode();
  await orm.transaction(async (tx) => {
    // Codes dead for a day are of no use to anyone; rate limits keep this table small.
    await tx.delete(emailCodes).where(lt(emailCodes.expiresAt, sql`now() - interval '1 day'`));
    await tx.delete(codeFailures).where(lt(codeFailures.failedAt, sql`now() - interval '1 day'`));
    await tx
      .update(emailCodes)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(emailCodes.email, email),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.usedAt),
          gt(emailCodes.expiresAt, sql`now()`),
        ),
      );
    await tx.insert(emailCodes).values({
      purpose,
      email,
      tokenHash: hashToken(token),
      codeHash: hashCode(token, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    });
  });
  return { token, code };
}

function badCode(message: string): HttpError {
  return new HttpError(400, message);
}

export interface CheckCodeOptions {
  /** Called once, when a wrong code brings the email to its daily limit: its owner is told. */
  onFailureLimit?: (email: string) => void;
}

/**
 * Checks `code` against the token's code. Every wrong try counts, claimed before comparing so
 * parallel guesses cannot exceed the limits: 5 per code (after that even the right code is
 * refused) and MAX_CODE_FAILURES_PER_DAY per email across all its codes (then a 429).
 */
export async function checkCode(
  orm: Orm,
  purpose: CodePurpose,
  token: string,
  code: string,
  options: CheckCodeOptions = {},
): Promise<{ email: string }> {
  const tokenHash = hashToken(token);
  const [row] = await orm
    .select({
      id: emailCodes.id,
      email: emailCodes.email,
      codeHash: emailCodes.codeHash,
      usedAt: emailCodes.usedAt,
      expired: sql<boolean>`${emailCodes.expiresAt} <= now()`,
    })
    .from(emailCodes)
    .where(and(eq(emailCodes.tokenHash, tokenHash), eq(emailCodes.purpose, purpose)));
  if (!row) throw badCode(ACCOUNT_TEXTS.codeMismatch);
  if (row.usedAt) throw badCode(ACCOUNT_TEXTS.codeUsed);
  if (row.expired) throw badCode(ACCOUNT_TEXTS.codeExpired);

  const right = sameHash(hashCode(token, code), row.codeHash);
  const failure = await orm.transaction(async (tx) => {
    // One email's checks one at a time, so parallel guesses cannot pass the daily count together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(lower(${row.email}), 7))`);
    const [counted] = await tx
      .select({ failures: sql<number>`count(*)::int` })
      .from(codeFailures)
      .where(
        and(
          eq(codeFailures.email, row.email),
          gt(codeFailures.failedAt, sql`now() - interval '1 day'`),
        ),
      );
    if (counted.failures >= MAX_CODE_FAILURES_PER_DAY) {
      return new HttpError(429, ACCOUNT_TEXTS.tooManyCodeFailures, [
        ACCOUNT_TEXTS.tooManyCodeFailures,
      ]);
    }
    const claimed = await tx
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_CODE_ATTEMPTS)))
      .returning({ attempts: emailCodes.attempts });
    if (claimed.length === 0) return badCode(ACCOUNT_TEXTS.tooManyAttempts);
    if (right) return null;
    await tx.insert(codeFailures).values({ email: row.email });
    if (counted.failures + 1 === MAX_CODE_FAILURES_PER_DAY) options.onFailureLimit?.(row.email);
    return badCode(ACCOUNT_TEXTS.codeMismatch);
  });
  if (failure) throw failure;

  // The right code gives its attempt back: only wrong tries count towards the limit.
  await orm
    .update(emailCodes)
    .set({
      attempts: sql`greatest(${emailCodes.attempts} - 1, 0)`,
      verifiedAt: sql`coalesce(${emailCodes.verifiedAt}, now())`,
      expiresAt: sql`greatest(${emailCodes.expiresAt}, now() + make_interval(mins => ${VERIFIED_TOKEN_TTL_MINUTES}))`,
    })
    .where(eq(emailCodes.id, row.id));
  return { email: row.email };
}

const usableVerifiedToken = (purpose: CodePurpose, token: string, email: string) =>
  and(
    eq(emailCodes.tokenHash, hashToken(token)),
    eq(emailCodes.purpose, purpose),
    eq(emailCodes.email, email),
    isNotNull(emailCodes.verifiedAt),
    isNull(emailCodes.usedAt),
    gt(emailCodes.expiresAt, sql`now()`),
  );

/** True when the token's code was verified for `email` and the token is still unused. */
export async function isVerifiedToken(
  orm: Orm,
  purpose: CodePurpose,
  token: string,
  email: string,
): Promise<boolean> {
  const rows = await orm
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(usableVerifiedToken(purpose, token, email));
  return rows.length > 0;
}

/** Marks a verified token used, atomically: of two racing requests only one gets true. */
export async function consumeVerifiedToken(
  orm: Orm,
  purpose: CodePurpose,
  token: string,
  email: string,
): Promise<boolean> {
  const rows = await orm
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(usableVerifiedToken(purpose, token, email))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}
