import type { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../../domain/api';

/**
 * The options of a public list read a page at a time (`limit` at most 100, `offset`; spec
 * section 7): anyone may ask, and the answer is one page of `item`.
 */
export function publicPage<Item extends z.ZodType>(
  operationId: string,
  summary: string,
  item: Item,
) {
  return {
    schema: {
      operationId,
      summary,
      querystring: pageQuerySchema,
      response: { 200: pageSchema(item) },
    },
  };
}
