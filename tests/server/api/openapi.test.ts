/**
 * The API documented from its route schemas, every API
 * route with them, so the document cannot drift from what the server accepts and answers; every
 * operation named and summed up in Spanish, shared bodies and the one Error as components, the
 * session cookie as the security scheme, and Redocly's recommended rules without an error.
 * What the server answers against the document: openapi-contract.test.ts.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../../server/openapi/route-list';
import {
  type OpenApiDocument,
  type OpenApiOperation,
  openApiDocumentOf,
  openApiPath,
} from '../../helpers/openapi-document';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let served: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  served = await createTestApp();
  doc = await openApiDocumentOf(served.app);
});
afterAll(() => served.close());

const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function operations(): [string, OpenApiOperation][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
  ) as [string, OpenApiOperation][];
}

const schemaOf = (answer: OpenApiOperation['responses'][string]) =>
  answer.content?.['application/json']?.schema as { $ref?: string } | undefined;

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the API alone', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Tambora API');
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(path).toMatch(/^\/api\/v1\//);
    expect(paths).not.toContain('/api/v1/openapi.json');
    expect(paths).not.toContain('/api/v1/users/');
  });

  it('describes a route from its zod schemas: parameters, body and answers', () => {
    const song = doc.paths['/api/v1/songs/{id}']?.get;
    expect(song?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    expect(schemaOf(song?.responses['200'] ?? { description: '' })).toEqual({
      $ref: '#/components/schemas/SongDetail',
    });
    const detail = doc.components.schemas.SongDetail as { properties?: Record<string, unknown> };
    expect(Object.keys(detail.properties ?? {})).toEqual(
      expect.arrayContaining(['song_id', 'title', 'audio', 'plays']),
    );
    expect(doc.paths['/api/v1/login']?.post?.requestBody).toBeDefined();
  });

  it('has every API route the server answers, each with its answers described', () => {
    const missing: string[] = [];
    const apiRoutes = routesOf(served.app).filter(
      (route) =>
        DOCUMENTED_METHODS.includes(route.method) &&
        route.url.startsWith('/api/v1/') &&
        route.url !== '/api/v1/openapi.json' &&
        !route.hidden,
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

  it('files every operation under one of its Spanish sections', () => {
    const sections = (doc as unknown as { tags: { name: string; description: string }[] }).tags;
    expect(sections.map((tag) => tag.name)).toContain('Canciones');
    for (const [key, op] of operations()) {
      const tags = (op as { tags?: string[] }).tags ?? [];
      expect(tags.length, key).toBe(1);
      expect(
        sections.map((tag) => tag.name),
        key,
      ).toContain(tags[0]);
    }
  });

  it('names every operation once and sums it up in Spanish', () => {
    const ids = operations().map(([, op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, op] of operations()) {
      expect(op.summary, key).toMatch(/^[A-ZÁÉÍÓÚÑ¿][^.]*[a-záéíóúñ)]$/u);
    }
  });

  it('gives every error answer the one Error body, with a Spanish description', () => {
    const error = doc.components.schemas.Error as { required?: string[] };
    expect(error.required).toEqual(['message', 'errors']);
    for (const [key, op] of operations()) {
      expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['400', '500']));
      for (const [status, answer] of Object.entries(op.responses)) {
        expect(answer.description, `${key} ${status}`).not.toBe('Default Response');
        if (Number(status) >= 400 && !(key.includes('/health') && status === '503')) {
          expect(schemaOf(answer), `${key} ${status}`).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
      }
    }
    // The errors of a route's own logic are there too, not only the common ones.
    expect(Object.keys(doc.paths['/api/v1/songs/{id}']?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '404', '413', '415']),
    );
    expect(Object.keys(doc.paths['/api/v1/login']?.post?.responses ?? {})).toContain('429');
  });

  it('names the shared bodies once, as components the operations point to', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['Song', 'Playlist', 'Profile', 'Error', 'SongPage', 'PlaylistPage']),
    );
    const text = JSON.stringify(doc.paths);
    expect(text).toContain('"$ref":"#/components/schemas/SongPage"');
    const songPage = doc.components.schemas.SongPage as {
      properties: { items: { items: unknown } };
    };
    expect(songPage.properties.items.items).toEqual({ $ref: '#/components/schemas/Song' });
    // No copy of a component is left inline in an operation.
    const components = new Map(
      Object.entries(doc.components.schemas).map(([name, schema]) => [
        JSON.stringify(schema),
        name,
      ]),
    );
    const copies: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (node === null || typeof node !== 'object') return;
      const copyOf = components.get(JSON.stringify(node));
      if (copyOf) copies.push(`${where}: ${copyOf}`);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(doc.paths, '#/paths');
    expect(copies).toEqual([]);
  });

  it('describes the session cookie as the security scheme, required where 401 is possible', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'tambora_session',
    });
    for (const [key, op] of operations()) {
      // Signing in answers 401 for a wrong password, and needs no session.
      if (key === 'POST /api/v1/login') {
        expect(op.security).toEqual([]);
        continue;
      }
      const required = '401' in op.responses;
      expect(op.security, key).toEqual(
        required ? [{ session: [] }] : expect.arrayContaining([{}, { session: [] }]),
      );
    }
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const folder = await createTempDir('tambora-openapi-');
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        'node_modules/@redocly/cli/bin/cli.js',
        'lint',
        '--extends=recommended',
        '--format=json',
        '--max-problems=1000',
        file,
      ],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const { problems } = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  }, 60_000);
});

describe('GET /api/docs', () => {
  it('asks browsers to upgrade to https only when the site is served over https', async () => {
    // The test app's PUBLIC_URL is plain http, as a home server on the LAN.
    const plain = await served.app.inject({ method: 'GET', url: '/api/docs/' });
    const policy = String(plain.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://musica.example.org' } });
    try {
      const page = await secure.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('is a page in Spanish to browse the same document', async () => {
    const page = await served.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<title>Tambora API · documentación</title>');
    const pageDocument = await served.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(pageDocument.statusCode).toBe(200);
    expect(pageDocument.json()).toEqual(doc);
    expect(doc.info.description).toMatch(/^La API de Tambora/);
  });
});
