/**
 * The id and count rules of ids.ts as zod schemas, for every path, query and body the API reads
 * (docs/product.md "Ids are written one way").
 */
import { z } from 'zod';
import { CANONICAL_ID, ID_TEXTS, MAX_ID } from './ids';

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
