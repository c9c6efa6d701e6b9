/**
 * Database ids as the API reads them (docs/product.md "Ids are written one way"): positive
 * integers written with their digits alone, '4' and never '04', '+4', '4.0', '4e0', '0x4' or ' 4'.
 * Every path, query and body reads ids through these, and the early authorization guards read
 * them with the same rule, so no spelling can mean one person to the schema and nobody to a guard.
 */
import { z } from 'zod';

/** PostgreSQL's integer: the largest id a row can have. */
export const MAX_ID = 2_147_483_647;

/** The one way an id is written: digits, no leading zero, at most ten of them. */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

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

/** `text` after the field it is about ('offset: …'), as zod's own messages are written here. */
function aboutField(text: string) {
  return {
    error: (issue: { path?: PropertyKey[] }) => {
      const path = issue.path?.map(String).join('.');
      return path ? `${path}: ${text}` : text;
    },
  };
}

/** An id in a path or a query string (always text there). */
export const idParamSchema = z
  .string(aboutField(ID_TEXTS.invalid))
  .regex(CANONICAL_ID, aboutField(ID_TEXTS.invalid))
  .transform(Number)
  .pipe(z.number().max(MAX_ID, aboutField(ID_TEXTS.invalid)));

/** An id in a JSON body: an integer, or its canonical digits as text. */
export const idFieldSchema = z.union(
  [z.number().int().min(1).max(MAX_ID), idParamSchema],
  aboutField(ID_TEXTS.invalid),
);

/** A count or position in a query string ('0', '30'), written with digits alone. */
export function queryIntSchema(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,15})$/, aboutField('Debe ser un número entero escrito solo con cifras.'))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
