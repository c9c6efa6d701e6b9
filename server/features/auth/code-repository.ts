/** The codes sent by mail (`email_codes`) and the wrong guesses at them (`code_failures`). */
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { codeFailures, emailCodes } from '../../db/schema';

/** What a code is for: 'validate_email' or 'password_reset'. */
export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

export interface StoredCode {
  purpose: CodePurpose;
  email: string;
  tokenHash: string;
  codeHash: string;
  ttlMinutes: number;
}

/** Stores a new code; earlier live codes of the same email and purpose expire now. */
export async function insertCode(orm: Orm, code: StoredCode): Promise<void> {
  await orm.transaction(async (tx) => {
    // Codes dead for a day are of no use to anyone; rate limits keep this table small.
    await tx.delete(emailCodes).where(lt(emailCodes.expiresAt, sql`now() - interval '1 day'`));
    await tx.delete(codeFailures).where(lt(codeFailures.failedAt, sql`now() - interval '1 day'`));
    await tx.insert(emailCodes).values({
      purpose: code.purpose,
      email: code.email,
      tokenHash: code.tokenHash,
      codeHash: code.codeHash,
      expiresAt: sql`now() + make_interval(mins => ${code.ttlMinutes})`,
    });
  });
}

export async function findCode(orm: Orm, purpose: CodePurpose, tokenHash: string) {
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
  return row ?? null;
}

/**
 * The wrong guesses of the last day for `email` from `network`, counted while holding their lock
 * until `tx` ends, so parallel guesses cannot pass the daily count together; and how many seconds
 * until the oldest of them counts out.
 */
export async function lockAndCountFailures(
  tx: Orm,
  email: string,
  network: string,
): Promise<{ failures: number; secondsLeft: number }> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(lower(${email}) || ' ' || ${network}, 7))`,
  );
  const [counted] = await tx
    .select({
      failures: sql<number>`count(*)::int`,
      secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${codeFailures.failedAt}) + interval '1 day' - now()), 0)::float8`,
    })
    .from(codeFailures)
    .where(
      and(
        eq(codeFailures.email, email),
        eq(codeFailures.network, network),
        gt(codeFailures.failedAt, sql`now() - interval '1 day'`),
      ),
    );
  return { failures: counted.failures, secondsLeft: Number(counted.secondsLeft) };
}

/** Counts one attempt on the code unless it already had `max`; false when it had. */
export async function claimAttempt(tx: Orm, codeId: number, max: number): Promise<boolean> {
  const claimed = await tx
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, codeId), lt(emailCodes.attempts, max)))
    .returning({ attempts: emailCodes.attempts });
  return claimed.length > 0;
}

export async function recordFailure(tx: Orm, email: string, network: string): Promise<void> {
  await tx.insert(codeFailures).values({ email, network });
}

/**
 * The right code: its attempt is given back (only wrong tries count) and its token stays good for
 * `ttlMinutes` more for the step that follows.
 */
export async function markVerified(orm: Orm, codeId: number, ttlMinutes: number): Promise<void> {
  await orm
    .update(emailCodes)
    .set({
      attempts: sql`greatest(${emailCodes.attempts} - 1, 0)`,
      verifiedAt: sql`coalesce(${emailCodes.verifiedAt}, now())`,
      expiresAt: sql`greatest(${emailCodes.expiresAt}, now() + make_interval(mins => ${ttlMinutes}))`,
    })
    .where(eq(emailCodes.id, codeId));
}

const usableVerifiedToken = (purpose: CodePurpose, tokenHash: string, email: string) =>
  and(
    eq(emailCodes.tokenHash, tokenHash),
    eq(emailCodes.purpose, purpose),
    eq(emailCodes.email, email),
    isNotNull(emailCodes.verifiedAt),
    isNull(emailCodes.usedAt),
    gt(emailCodes.expiresAt, sql`now()`),
  );

export async function hasUsableVerifiedToken(
  orm: Orm,
  purpose: CodePurpose,
  tokenHash: string,
  email: string,
): Promise<boolean> {
  const rows = await orm
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(usableVerifiedToken(purpose, tokenHash, email));
  return rows.length > 0;
}

/** Marks a verified token used, atomically: of two racing requests only one gets true. */
export async function spendVerifiedToken(
  orm: Orm,
  purpose: CodePurpose,
  tokenHash: string,
  email: string,
): Promise<boolean> {
  const rows = await orm
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(usableVerifiedToken(purpose, tokenHash, email))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}
