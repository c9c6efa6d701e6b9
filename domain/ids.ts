/**
 * Database ids as the API reads them (docs/product.md "Ids are written one way"): positive
 * integers written with their digits alone, '4' and never '04', '+4', '4.0', '4e0', '0x4' or ' 4'.
 * The early authorization guards and the app's routes read them with parseId; every path, query
 * and body schema with id-schemas.ts, on the same rule, so no spelling can mean one person to a
 * schema and nobody to a guard. Without zod, so the app's router can read a path's id for free.
 */

/** PostgreSQL's integer: the largest id a row can have. */
export const MAX_ID = 2_147_483_647;

/** The one way an id is written: digits, no leading zero, at most ten of them. */
export const CANONICAL_ID = /^[1-9]\d{0,9}$/;

export const ID_TEXTS = {
  invalid: 'El identificador debe ser un número entero positivo escrito solo con cifras.',
} as const;

/**
 * `value` as an id when it is one (a JSON integer, or a string of canonical digits), else null.
 * Integers arrive from JSON bodies, where '4.0' and '4e0' are already the number 4.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  }
  if (typeof value !== 'string' || !CANONICAL_ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
