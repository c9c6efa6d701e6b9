/**
 * No request body may smuggle a huge string past the schemas: fields the schema does not know are
 * stripped, not checked, so this guard looks at every string (keys included) before validation.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEXTS } from '../features/auth/texts';
import { HttpError, INVALID_INPUT_MESSAGE } from './errors';

/** The longest text any accounts field accepts (the biography). */
export const MAX_TEXT_LENGTH = 2000;

export function longestString(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 0;
  // No accounts body nests this deep: refusing it keeps a crafted nest from exhausting the stack.
  if (depth > 20) return Number.POSITIVE_INFINITY;
  let longest = 0;
  if (Array.isArray(value)) {
    for (const item of value) longest = Math.max(longest, longestString(item, depth + 1));
    return longest;
  }
  for (const [key, item] of Object.entries(value)) {
    longest = Math.max(longest, key.length, longestString(item, depth + 1));
  }
  return longest;
}

export function registerTextLimits(scope: FastifyInstance, maxLength = MAX_TEXT_LENGTH) {
  scope.addHook('preValidation', async (request) => {
    if (longestString(request.body) > maxLength) {
      throw new HttpError(400, INVALID_INPUT_MESSAGE, [ACCOUNT_TEXTS.textTooLong]);
    }
  });
}
