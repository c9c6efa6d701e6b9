/**
 * No text may carry a NUL character: PostgreSQL's text cannot store one, so it would reach a query
 * and fail there as a 500. One rule for every API route, whatever its schema: a request with a NUL
 * in its body, query or path is bad input.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError, INVALID_INPUT_MESSAGE } from './errors';

export const NUL_CHARACTER_TEXT = 'Los textos no pueden contener el carácter nulo (U+0000).';

/** Whether any string in `value`, keys included, holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

export function registerNulGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new HttpError(400, INVALID_INPUT_MESSAGE, [NUL_CHARACTER_TEXT]);
    }
  });
}
