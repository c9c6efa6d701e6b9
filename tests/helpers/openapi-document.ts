/**
 * The API document as a client reads it, and a check of any answer against it:
 * the status must be documented for the operation, and the body must match the schema the
 * document gives for that status, read from the document itself (not from the zod schemas it was
 * made from), so a conversion that lies is caught too.
 */

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

interface OpenApiAnswer {
  description: string;
  content?: Record<string, { schema?: unknown }>;
}
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, OpenApiAnswer>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

export async function openApiDocumentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** /api/v1/songs/:id as OpenAPI writes it: /api/v1/songs/{id}. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** One JSON pointer segment, as a URI fragment holds it. */
const pointer = (segment: string) =>
  encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

const DOCUMENT_ID = 'tambora-openapi';

export interface DocumentedAnswers {
  operation(method: string, routeUrl: string): OpenApiOperation | undefined;
  /** What is wrong with this answer to `METHOD routeUrl` by the document; [] when nothing. */
  problems(method: string, routeUrl: string, response: LightMyRequestResponse): string[];
}

export function documentedAnswers(doc: OpenApiDocument): DocumentedAnswers {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, DOCUMENT_ID);
  const operation = (method: string, routeUrl: string) =>
    doc.paths[openApiPath(routeUrl)]?.[method.toLowerCase()];
  return {
    operation,
    problems(method, routeUrl, response) {
      const where = `${method} ${routeUrl} → ${response.statusCode}`;
      const status = String(response.statusCode);
      const answer = operation(method, routeUrl)?.responses[status];
      if (!answer) return [`${where}: status not documented`];
      const media = answer.content ? Object.keys(answer.content)[0] : undefined;
      if (!media) {
        return response.body === '' ? [] : [`${where}: documented without a body, answered one`];
      }
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return [`${where}: the body is not JSON: ${response.body.slice(0, 80)}`];
      }
      const ref = [openApiPath(routeUrl), method.toLowerCase(), 'responses', status, 'content']
        .map(pointer)
        .join('/');
      const validate = ajv.getSchema(`${DOCUMENT_ID}#/paths/${ref}/${pointer(media)}/schema`);
      if (!validate) return [`${where}: no schema in the document`];
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) => `${where}: ${error.instancePath || '(body)'} ${error.message}`,
      );
    },
  };
}
