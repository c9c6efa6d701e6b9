/**
 * The API described from the zod schemas its routes already validate with (issue 18 point 4):
 * JSON at /api/v1/openapi.json, browsable at /api/docs. Nothing is written twice: a route's
 * schema is the contract, and a route without one is found by tests/server/openapi.test.ts.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../../domain/api-base';
import { SESSION_COOKIE } from '../features/auth/session-repository';
import { APP_VERSION } from '../version';

export const OPENAPI_JSON_PATH = `${API_BASE}/openapi.json`;
export const API_DOCS_PATH = '/api/docs';

/** The parts of a route schema that describe what comes in, and what goes out. */
const INPUT_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/** A zod schema as JSON Schema (2020-12, what OpenAPI 3.1 speaks); anything else unchanged. */
function toJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  // Transforms and refinements have no JSON Schema: what they accept or give is described.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

function describeSchema(schema: FastifySchema): FastifySchema {
  const described: Record<string, unknown> = { ...schema };
  for (const part of INPUT_PARTS) {
    if (schema[part] !== undefined) described[part] = toJsonSchema(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    described.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, body]) => [
        status,
        toJsonSchema(body, 'output'),
      ]),
    );
  }
  return described as FastifySchema;
}

/** Before any route: @fastify/swagger learns routes as they are registered. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tambora API',
        description: 'La API de Tambora: canciones, álbumes, listas, biblioteca y cuentas.',
        version: APP_VERSION,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: ({ schema, url }) => {
      // Pages, media and the documentation itself are not the API.
      if (!url.startsWith(`${API_BASE}/`) || url === OPENAPI_JSON_PATH) {
        return { schema: { ...schema, hide: true } as FastifySchema, url };
      }
      return { schema: schema ? describeSchema(schema) : schema, url };
    },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } as FastifySchema }, async () =>
    app.swagger(),
  );
  await app.register(swaggerUi, {
    // The page reads the same document from its own /api/docs/json.
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
  });
}
