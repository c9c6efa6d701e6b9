/**
 * The API described from the zod schemas its routes already validate with: JSON at /api/v1/openapi.json, browsable at /api/docs. Nothing is written
 * twice: a route's schema is the contract (its answers, errors included, come from
 * server/openapi/api-answers), and tests/server/api/openapi*.test.ts hold the document to what the server
 * does.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { API_BASE } from '../../domain/api-base';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../features/auth/session-repository';
import { APP_VERSION } from '../version';
import { ERROR_DESCRIPTIONS, type ErrorStatus } from './api-answers';
import { OpenApiSchemas } from './openapi-schemas';

export const OPENAPI_JSON_PATH = `${API_BASE}/openapi.json`;
export const API_DOCS_PATH = '/api/docs';
const SECURITY_SCHEME = 'session';

/** The document's sections, in the order the page shows them; each routes file names its own. */
const API_TAGS = {
  Estado: 'Si el servidor está vivo y listo (para orquestadores y balanceadores).',
  Cuentas: 'Registro con código por correo, sesión, contraseña e inicio con otro proveedor.',
  Personas: 'Perfiles, datos personales y credenciales.',
  Canciones: 'El catálogo: canciones, su repertorio y sus reproducciones.',
  Archivos: 'Subida de audio e imágenes.',
  Compositores: 'Quién compone y cuánto se le escucha.',
  Playlists: 'Listas propias y de temporada, y sus canciones.',
  Búsqueda: 'Búsqueda rápida, sugerencias y búsqueda avanzada.',
  Biblioteca: 'Lo que cada persona guarda: me gusta y playlists.',
  Seguir: 'A qué creadores sigue cada persona, y sus canciones nuevas (Novedades).',
  Avisos: 'Los avisos de canciones nuevas que recibe cada dispositivo (Web Push).',
  'Aplicaciones externas':
    'Las contraseñas con que los reproductores compatibles con Subsonic entran (la API /rest).',
  Estadísticas:
    'Las cifras de la plataforma, para administradores, y las de cada creador sobre sus canciones.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** Files every route registered in `scope` (a routes plugin) under one section of the document. */
export function tagOperations(scope: FastifyInstance, tag: ApiTag): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] } as FastifySchema;
  });
}

/** The parts of a route schema that describe what comes in. */
const INPUT_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'Hecho',
  201: 'Creado',
  202: 'Aceptado: el correo sale en segundo plano',
  204: 'Hecho, sin contenido',
  302: 'Redirección del navegador',
};

function describeAnswer(status: string, json: unknown): unknown {
  const description =
    ERROR_DESCRIPTIONS[Number(status) as ErrorStatus] ?? SUCCESS_DESCRIPTIONS[status];
  if (!description || !json || typeof json !== 'object') return json;
  // @fastify/swagger takes an answer's description from this key, and drops it from the body's
  // schema; next to a $ref it reads the plain `description` (a $ref's siblings are dropped).
  return '$ref' in json
    ? { description, ...json }
    : { 'x-response-description': description, ...json };
}

/**
 * Who may call: an operation that can answer 401 needs the session cookie; any other takes it
 * when there is one (what it answers may depend on who asks), unless the route says otherwise
 * (signing in answers 401 for a wrong password, and needs no session).
 */
function securityOf(schema: FastifySchema, response: Record<string, unknown>) {
  const declared = (schema as { security?: unknown }).security;
  if (declared !== undefined) return declared;
  return '401' in response ? [{ [SECURITY_SCHEME]: [] }] : [{}, { [SECURITY_SCHEME]: [] }];
}

function describeSchema(schema: FastifySchema, schemas: OpenApiSchemas): FastifySchema {
  const described: Record<string, unknown> = { ...schema };
  for (const part of INPUT_PARTS) {
    if (schema[part] !== undefined) described[part] = schemas.toJsonSchema(schema[part], 'input');
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  described.response = Object.fromEntries(
    Object.entries(response).map(([status, body]) => [
      status,
      describeAnswer(status, schemas.toJsonSchema(body, 'output')),
    ]),
  );
  described.security = securityOf(schema, response);
  return described as FastifySchema;
}

/**
 * swagger-ui's page policy asks browsers to upgrade every request to https: on a plain-http
 * address (a home server on the LAN) that loads nothing, so it is kept only behind https.
 */
export function docsPolicy(header: string, publicUrl: string): string {
  if (publicUrl.startsWith('https:')) return header;
  return header.replace(/\s*upgrade-insecure-requests;?/, '');
}

/** Before any route: @fastify/swagger learns routes as they are registered. */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl }: Pick<Config, 'publicUrl'>,
): Promise<void> {
  // One set of components per document: @fastify/swagger builds it once, on first request.
  const schemas = new OpenApiSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tambora API',
        description:
          'La API de Tambora: canciones, álbumes, listas, biblioteca y cuentas. Todo error ' +
          'responde con el mismo cuerpo `Error` (un mensaje en español y la lista de errores). ' +
          'La sesión es la cookie que dan `/login`, `/register` y el inicio de sesión con otro ' +
          'proveedor; un proceso que se detiene responde 503 mientras termina.',
        version: APP_VERSION,
      },
      servers: [{ url: '/' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'La cookie de sesión (HttpOnly) que dan /login y /register.',
          },
        },
      },
    },
    transform: ({ schema, url }) => {
      // Pages, media and the documentation itself are not the API.
      if (!url.startsWith(`${API_BASE}/`) || url === OPENAPI_JSON_PATH) {
        return { schema: { ...schema, hide: true } as FastifySchema, url };
      }
      return { schema: schema ? describeSchema(schema, schemas) : schema, url };
    },
    // The components the operations point to, gathered while their schemas were converted.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const components = { ...openapiObject.components, schemas: schemas.components };
      return { ...openapiObject, components } as typeof openapiObject;
    },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } as FastifySchema }, async () =>
    app.swagger(),
  );
  // The page is ours, so it says it is in Spanish (swagger-ui's own buttons stay in
  // English). Added before the page's plugin, whose routes only see hooks that exist by then.
  app.addHook('onSend', async (request, reply, payload) => {
    const page = String(reply.getHeader('content-type')).startsWith('text/html');
    if (request.routeOptions.url !== API_DOCS_PATH || !page || typeof payload !== 'string') {
      return payload;
    }
    return payload.replace('<html lang="en">', '<html lang="es">');
  });
  await app.register(swaggerUi, {
    // The page reads the same document from its own /api/docs/json.
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    transformStaticCSP: (header) => docsPolicy(header, publicUrl),
    theme: { title: 'Tambora API · documentación' },
  });
}
