/**
 * Fastify speaks zod here: route schemas are zod schemas, requests are parsed (and coerced) by
 * them, responses are checked against them before being sent. A tiny adapter instead of a
 * dependency, because zod 4 and fastify 5 meet in a dozen lines.
 */
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const spanish = z.locales.es();

/**
 * Spanish texts for zod's own messages, prefixed with the field so the person knows which one.
 * A message written in a schema (the spec's texts) is used as it is, without prefix.
 */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  const base = spanish.localeError(issue);
  const message = typeof base === 'string' ? base : base?.message;
  if (!message) return undefined;
  const path = issue.path?.map(String).join('.') ?? '';
  return path ? `${path}: ${message}` : message;
};

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data, { error: spanishErrorMap });
    return result.success ? { value: result.data } : { error: result.error };
  };
};

/** Thrown when a handler's answer does not match its declared schema: a bug, so a 500. */
export class ResponseValidationError extends Error {
  override name = 'ResponseValidationError';
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(`Response does not match its schema: ${JSON.stringify(issues.slice(0, 5))}`);
  }
}

const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseValidationError(result.error.issues);
    return JSON.stringify(result.data);
  };
};

export function registerZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
