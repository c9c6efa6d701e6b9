import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../domain/api';
import { injectRuntimeConfig } from '../../../server/html/page-shell';
import { NOT_BUILT_MESSAGE } from '../../../server/html/web-app';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { createTempDir } from '../../helpers/temp-dirs';
import { buildSiblingApp, createTestApp, type TestApp } from '../../helpers/test-app';

const INDEX_HTML = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';

let built: TestApp;
let notBuilt: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await createTempDir('tambora-dist-');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("tambora");');
  built = await createTestApp({ staticDir: dist });
  notBuilt = await createTestApp();
});

afterAll(async () => {
  await built?.close();
  await notBuilt?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('GET /api/v1/health', () => {
  it('says the server and its database answer, and nothing about versions or engines', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    // A stranger learns ok / not ok, not what to look up weaknesses for.
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.body).not.toMatch(/\d+\.\d+|pglite|postgres|version/i);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says the database is down with a 503, and other routes answer a bare 500', async () => {
    const app = await createTestApp();
    await app.db.close();
    const response = await app.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });

    // Any other failure is a 500 that shows nothing of the internals.
    const songs = await app.app.inject({ method: 'GET', url: '/api/v1/songs' });
    expect(songs.statusCode).toBe(500);
    expect(songs.json()).toEqual({ message: 'Error interno del servidor', errors: [] });
    await app.close();
  });
});

describe('API answers and the service worker', () => {
  it("mark answers to nobody signed in as 'public', and answers to a session as 'personal'", async () => {
    const anonymous = await built.app.inject({ method: 'GET', url: '/api/v1/songs' });
    expect(anonymous.headers['x-tambora-audience']).toBe('public');
    const user = await createUser(built, { roles: ['composer'] });
    const signedIn = await built.app.inject({
      method: 'GET',
      url: '/api/v1/songs',
      headers: { cookie: await sessionCookieFor(built, user.userId) },
    });
    // Their own private songs may be in this list: the worker must not keep it.
    expect(signedIn.headers['x-tambora-audience']).toBe('personal');
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 in the API error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-existe'],
      ['POST', '/api/v1/songs/123/nada'],
      ['GET', '/api/x'],
    ] as const) {
      const response = await built.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Recurso no encontrado', errors: [] });
    }
  });

  it('answers bad input with a 400 and one Spanish line per problem', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/v1/songs?limit=0&offset=-2',
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toBe('Los datos enviados no son válidos');
    expect(body.errors).toEqual([
      'limit: Demasiado pequeño: se esperaba que número fuera >=1',
      // A count is written with digits alone, as ids are (docs/product.md "Ids are written one way").
      'offset: Debe ser un número entero escrito solo con cifras.',
    ]);
  });

  it('rejects an unknown sort with the allowed values', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/v1/songs?sort=oldest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^sort: Opción inválida/);
  });
});

describe('security headers', () => {
  it('send HSTS only when PUBLIC_URL is https', async () => {
    const plain = await built.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await buildSiblingApp(built, { publicUrl: 'https://tambora.do' });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('send a CSP that lets the app load its own scripts, styles, images, audio and worker', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('serves index.html, uncached, for a client-side route', async () => {
    for (const url of ['/', '/some/route', '/LoginPageV1?next=%2F']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(
        '<meta name="tambora-support-email" content="soporte@tambora.app">',
      );
    }
  });

  it('writes SUPPORT_EMAIL into the head, escaped so it cannot break out of the attribute', () => {
    const html = injectRuntimeConfig('<html><head><title>T</title></head><body></body></html>', {
      supportEmail: 'a"><script>x</script>@x.do',
    });
    expect(html).toBe(
      '<html><head><title>T</title><meta name="tambora-support-email" content="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;@x.do"></head><body></body></html>',
    );
  });

  it('serves /index.html itself (what the service worker precaches) with the same settings', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('tambora-support-email');
  });

  it('does not fall back for API or media paths', async () => {
    for (const url of ['/api/x', '/api', '/media/x', '/media/images/missing.png']) {
      const response = await built.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
      expect(apiErrorSchema.parse(response.json()).message).toMatch(/no encontrado/);
    }
  });

  it('keeps a missing script a 404 instead of answering HTML', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await built.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('tells the person to build the app when dist/ is missing', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/some/route' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toBe(NOT_BUILT_MESSAGE);
    expect(response.body).toContain('npm run build');
    // The API keeps working without a build.
    const api = await notBuilt.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(api.statusCode).toBe(200);
  });
});
