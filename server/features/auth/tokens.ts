/**
 * Secrets sent to browsers (session tokens, code tokens) and the 4-digit codes sent by mail.
 * Only hashes reach the database, so a leaked table opens no session and reveals no code.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../../domain/auth';

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Cheap shape check before any hashing or query: anything else cannot be one of ours. */
export function looksLikeToken(value: string | undefined): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/** Tokens carry 256 random bits, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * A code has only 10,000 values, so a plain hash would be undone by trying them all. Keyed with
 * the token, which the database holds only as a hash, the stored value is useless without it.
 */
export function hashCode(token: string, code: string): string {
  return createHmac('sha256', token).update(code).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
