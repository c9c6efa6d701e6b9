/**
 * Issue 18 point 4: the API documented from its route schemas, and every API route has them, so
 * the document cannot drift from what the server accepts and answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../server/plugins/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';

let served: TestApp;
beforeAll(async () => {
  served = await createTestApp();
});
afterAll(() => served.close());

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

async function document(): Promise<OpenApiDocument> {
  const response = await served.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** /api/v1/songs/:id as OpenAPI writes it: /api/v1/songs/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the API alone', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Tambora API');
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(path).toMatch(/^\/api\/v1\//);
    expect(paths).not.toContain('/api/v1/openapi.json');
  });

  it('describes a route from its zod schemas: parameters, body and answers', async () => {
    const doc = await document();
    const song = doc.paths['/api/v1/songs/{id}']?.get;
    expect(song?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    const answer = song?.responses?.['200']?.content?.['application/json']?.schema as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(answer?.properties ?? {})).toEqual(
      expect.arrayContaining(['song_id', 'title', 'audio', 'plays']),
    );
    const login = doc.paths['/api/v1/login']?.post;
    expect(login?.requestBody).toBeDefined();
  });

  it('has every API route the server answers, each with its answers described', async () => {
    const doc = await document();
    const missing: string[] = [];
    const apiRoutes = routesOf(served.app).filter(
      (route) =>
        DOCUMENTED_METHODS.includes(route.method) &&
        route.url.startsWith('/api/v1/') &&
        route.url !== '/api/v1/openapi.json',
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      // @fastify/swagger invents a bare 200 for a route with no answers of its own: the route's
      // schema is what counts.
      const described = route.describesAnswers && operation !== undefined;
      if (!described) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('is a page to browse the same document', async () => {
    const page = await served.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const pageDocument = await served.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(pageDocument.statusCode).toBe(200);
    expect(pageDocument.json()).toEqual(await document());
  });
});
