import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '../../../domain/api';
import { loadConfig } from '../../../server/config';
import { credentials, rateLimitHits, sessions } from '../../../server/db/schema';
import { hitRateLimit } from '../../../server/plugins/rate-limit';
import { postLogin, sessionCookieFor, sessionCookieOf, setCookies } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { buildSiblingApp, createTestApp, type TestApp } from '../../helpers/test-app';

const PASSWORD = 'Tambora2026!';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tambora.example' } });
});

afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, headers?: Record<string, string>) =>
  postLogin(t.app, email, password, headers);

function getSession(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/session',
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /login', () => {
  it('signs in with the right password and answers the session user', async () => {
    const user = await createUser(t, { password: PASSWORD, roles: ['composer'] });
    const response = await login(user.email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(sessionUserSchema.parse(response.json())).toEqual({
      credentials_id: user.userId,
      roles: ['composer'],
      has_uploaded_song: false,
      // The test's creators finished their onboarding, terms included (helpers/factories).
      terms_accepted: true,
      email: user.email,
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).not.toBeNull();
    const [set] = setCookies(response);
    expect(set.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    const me = await getSession(cookie ?? undefined);
    expect(me.statusCode).toBe(200);
    expect(me.json().credentials_id).toBe(user.userId);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const wrong = await login(user.email, 'otra-clave');
    const unknown = await login('nadie@prueba.test', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Correo o contraseña incorrectos', errors: [] });
      expect(sessionCookieOf(response)).toBeNull();
    }
  });

  it('refuses an account that has no password yet', async () => {
    const user = await createUser(t);
    const response = await login(user.email, PASSWORD);
    expect(response.statusCode).toBe(401);
  });

  it('validates the body with the spec texts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining(['Email is required', 'Password is required']),
    );
  });

  it('answers 429 after 10 attempts a minute for one address and email', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(user.email, 'mala-clave')).statusCode).toBe(401);
    }
    const blocked = await login(user.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Demasiadas solicitudes\. Intente de nuevo en \d+ (segundos?|minuto)\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The counters live in PostgreSQL, keyed by hashes (no email in clear).
    const keys = await t.db.orm.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every(({ key }) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });
});

describe('rate limits shared between processes', () => {
  it('two apps on one database share the same counters', async () => {
    const second = await buildSiblingApp(t, {});
    try {
      const user = await createUser(t, { password: PASSWORD });
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        const app = attempt % 2 === 0 ? second : t.app;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: user.email, password: 'mala-clave' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a window that has passed starts again from one', async () => {
    expect((await hitRateLimit(t.db, 'prueba:ventana', 60_000)).current).toBe(1);
    expect((await hitRateLimit(t.db, 'prueba:ventana', 60_000)).current).toBe(2);
    await t.db.orm.update(rateLimitHits).set({ resetAt: new Date(Date.now() - 1000) });
    const fresh = await hitRateLimit(t.db, 'prueba:ventana', 60_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(55_000);
  });
});

describe('client address behind a reverse proxy', () => {
  it('X-Forwarded-For counts only from a TRUST_PROXY address, as that proxy saw it', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const attempt = (app: FastifyInstance, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: user.email, password: 'mala-clave' },
        headers: { 'x-forwarded-for': forwardedFor },
      });

    // Without TRUST_PROXY the header is ignored: a client cannot pick a fresh address.
    for (let i = 0; i < 10; i++) await attempt(t.app, `10.0.0.${i}`);
    expect((await attempt(t.app, '10.0.0.99')).statusCode).toBe(429);

    const proxied = await buildSiblingApp(t, { trustProxy: ['loopback'] });
    try {
      for (let i = 0; i < 10; i++) await attempt(proxied, '203.0.113.7');
      expect((await attempt(proxied, '203.0.113.7')).statusCode).toBe(429);
      expect((await attempt(proxied, '198.51.100.4')).statusCode).toBe(401);
      // A spoofed left-most entry does not help: the proxy's own entry (right-most) counts.
      expect((await attempt(proxied, '192.0.2.1, 203.0.113.7')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('TRUST_PROXY names proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'todos' })).toThrow(/TRUST_PROXY/);
    for (const bad of ['2', '10.0.0.0/33', '10.0.0.1/8/1', 'loopback,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('POST /logout and GET /session', () => {
  it('GET /session without a cookie is 401 in Spanish', async () => {
    const response = await getSession();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Debe iniciar sesión para continuar', errors: [] });
  });

  it('revokes the session: the same cookie afterwards is a 401', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookieFor(t, user.userId);
    expect((await getSession(cookie)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = setCookies(logout).find((c) => c.name === 'tambora_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.expires).toMatch(/1970/);

    const after = await getSession(cookie);
    expect(after.statusCode).toBe(401);
    const [row] = await t.db.orm.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('logout is idempotent: no cookie, a dead cookie, garbage', async () => {
    for (const cookie of [undefined, 'tambora_session=a', `tambora_session=${'z'.repeat(43)}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/logout',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(204);
    }
  });

  it('an expired session is a 401 and the cookie is cleared', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookieFor(t, user.userId);
    await t.db.orm
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    const response = await getSession(cookie);
    expect(response.statusCode).toBe(401);
    expect(setCookies(response).find((c) => c.name === 'tambora_session')?.value).toBe('');
  });

  it('a forged cookie (not a stored token) is a 401', async () => {
    const response = await getSession(`tambora_session=${'A'.repeat(43)}`);
    expect(response.statusCode).toBe(401);
  });

  it('a role change applies to the very next request', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookieFor(t, user.userId);
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: { cookie } });
    expect((await list()).statusCode).toBe(403);
    await t.db.orm
      .update(credentials)
      .set({ roles: ['admin'] })
      .where(eq(credentials.id, user.userId));
    expect((await list()).statusCode).toBe(200);
    expect((await getSession(cookie)).json().roles).toEqual(['admin']);
  });
});

describe('request hardening', () => {
  it('refuses text/plain and form bodies (no cross-site form can post JSON-looking text)', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(textPlain.statusCode).toBe(415);
    expect(textPlain.json().message).toBe('Tipo de contenido no admitido');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=${PASSWORD}`,
    });
    expect(form.statusCode).toBe(415);
    expect(sessionCookieOf(textPlain)).toBeNull();
    expect(sessionCookieOf(form)).toBeNull();
  });

  it('a text/plain logout from another site cannot end a session', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookieFor(t, user.userId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: '',
    });
    expect(response.statusCode).toBe(415);
    expect((await getSession(cookie)).statusCode).toBe(200);
  });

  it('refuses a state-changing request whose Origin is another site', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (const origin of ['https://malicioso.example', 'null']) {
      const response = await login(user.email, PASSWORD, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Origen de la solicitud no permitido');
    }
  });

  it('accepts its own origin: the Host it was sent to, or PUBLIC_URL', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const sameHost = await login(user.email, PASSWORD, {
      origin: 'http://localhost:5173',
      host: 'localhost:5173',
    });
    expect(sameHost.statusCode).toBe(200);
    const publicUrl = await login(user.email, PASSWORD, { origin: 'https://tambora.example' });
    expect(publicUrl.statusCode).toBe(200);
    // Reading is never refused for its Origin.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/songs',
      headers: { origin: 'https://malicioso.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});
