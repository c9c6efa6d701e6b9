/**
 * Social sign-in against a real OpenID provider on a loopback port:
 * new account with the provider's picture and the welcome mail, an existing account linked,
 * an unverified email refused, and every way a callback can be forged or replayed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '../../../domain/api';
import { credentials, oidcIdentities, profiles } from '../../../server/db/schema';
import { OIDC_STATE_COOKIE } from '../../../server/features/oidc/routes';
import { sessionCookieFor, sessionCookieOf, setCookies } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { type MailCapture, startMailCapture } from '../../helpers/mail-capture';
import {
  answerAtProvider,
  startOidcProvider,
  type TestOidcProvider,
  UNVERIFIED_LOGIN_PREFIX,
} from '../../helpers/oidc-provider';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const PUBLIC_URL = 'http://127.0.0.1:8080';
const REDIRECT_URI = `${PUBLIC_URL}/api/v1/oidc/callback`;

let provider: TestOidcProvider;
let t: TestApp;
let mail: MailCapture;
let counter = 0;
const newLogin = (prefix = 'social') => `${prefix}-${++counter}@prueba.test`;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: REDIRECT_URI, name: 'Google' });
  mail = await startMailCapture();
  t = await createTestApp({
    env: { ...provider.env, PUBLIC_URL, SMTP_URL: mail.url },
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
  await mail?.close();
});

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

interface Started {
  authorizationUrl: URL;
  stateCookie: string;
}

async function start(from?: 'login' | 'register'): Promise<Started> {
  const response = await get(`/api/v1/oidc/start${from ? `?from=${from}` : ''}`);
  expect(response.statusCode).toBe(302);
  const cookie = setCookies(response).find((c) => c.name === OIDC_STATE_COOKIE);
  expect(cookie).toBeDefined();
  return {
    authorizationUrl: new URL(String(response.headers.location)),
    stateCookie: `${OIDC_STATE_COOKIE}=${cookie?.value}`,
  };
}

/** The whole flow as a browser does it; the answer is Tambora's reply to the callback. */
async function signIn(login: string, from?: 'login' | 'register') {
  const started = await start(from);
  const callback = await answerAtProvider(started.authorizationUrl.href, REDIRECT_URI, { login });
  return get(`${callback.pathname}${callback.search}`, started.stateCookie);
}

async function accountOf(email: string) {
  const [row] = await t.db.orm
    .select({
      id: credentials.id,
      passwordHash: credentials.passwordHash,
      roles: credentials.roles,
    })
    .from(credentials)
    .where(eq(credentials.email, email));
  return row;
}

describe('GET /oidc', () => {
  it('says the provider is configured and names it for the button', async () => {
    const response = await get('/api/v1/oidc');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, name: 'Google' });
  });

  it('says it is not configured, and /oidc/start answers a Spanish 404, without OIDC_*', async () => {
    const bare = await createTestApp();
    try {
      const info = await bare.app.inject({ method: 'GET', url: '/api/v1/oidc' });
      expect(info.json()).toEqual({ enabled: false, name: null });
      const started = await bare.app.inject({ method: 'GET', url: '/api/v1/oidc/start' });
      expect(started.statusCode).toBe(404);
      expect(started.json().message).toMatch(/no está configurado/);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /oidc/start', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and the spec scopes', async () => {
    const { authorizationUrl, stateCookie } = await start();
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const params = authorizationUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(stateCookie).toBe(`${OIDC_STATE_COOKIE}=${params.get('state')}`);
  });

  it('keeps the state in an httpOnly, SameSite=Lax cookie of the OIDC paths for ten minutes', async () => {
    const response = await get('/api/v1/oidc/start');
    const cookie = setCookies(response).find((c) => c.name === OIDC_STATE_COOKIE);
    expect(cookie?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/api/v1/oidc',
      'max-age': '600',
    });
  });
});

describe('GET /oidc/callback', () => {
  it('creates a new account from a verified email: session, avatar, welcome mail, /SocialLogin?nuevo=1', async () => {
    const login = newLogin('nueva');
    const response = await signIn(login);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/SocialLogin?nuevo=1');
    const cookie = sessionCookieOf(response);
    expect(cookie).not.toBeNull();

    const session = await get('/api/v1/session', cookie ?? '');
    expect(session.statusCode).toBe(200);
    const user = sessionUserSchema.parse(session.json());
    expect(user).toMatchObject({ email: login, roles: ['user'], has_uploaded_song: false });

    const account = await accountOf(login);
    expect(account.passwordHash).toBeNull();
    const [profile] = await t.db.orm.select().from(profiles).where(eq(profiles.userId, account.id));
    expect(profile.name).toBe('Persona');
    expect(profile.userImageUrl).toMatch(/^\/media\/images\//);
    const avatar = await t.app.inject({ method: 'GET', url: String(profile.userImageUrl) });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');

    const welcome = await mail.nextMailTo(login);
    expect(welcome.subject).toMatch(/Bienvenid/);
  });

  it('signs the same person in again without a new account', async () => {
    const login = newLogin('otra-vez');
    await signIn(login);
    const first = await accountOf(login);
    const again = await signIn(login);
    expect(again.headers.location).toBe('/SocialLogin');
    expect(sessionCookieOf(again)).not.toBeNull();
    const rows = await t.db.orm
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, first.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a suspended account, saying why', async () => {
    const login = newLogin('suspendida');
    await signIn(login);
    const account = await accountOf(login);
    await t.db.orm
      .update(credentials)
      .set({ suspendedAt: new Date() })
      .where(eq(credentials.id, account.id));
    const refused = await signIn(login);
    expect(refused.headers.location).toBe('/LoginPageV1?oidcError=suspended');
    expect(sessionCookieOf(refused)).toBeNull();
  });

  it('links an existing account without a password or the admin role by its verified email', async () => {
    const login = newLogin('existente');
    const existing = await createUser(t, { email: login, roles: ['composer'] });
    const response = await signIn(login);
    expect(response.headers.location).toBe('/SocialLogin');
    const session = await get('/api/v1/session', sessionCookieOf(response) ?? '');
    expect(session.json()).toMatchObject({
      credentials_id: existing.userId,
      roles: ['composer'],
      has_uploaded_song: false,
    });
    const [identity] = await t.db.orm
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, existing.userId));
    expect(identity.issuer).toBe(provider.issuer);
  });

  // A provider vouching for an email must not open an administrator's account,
  // or any account that has a password; those link from their own session.
  it.each([
    ['an administrator', { roles: ['admin' as const] }],
    ['an account with a password', { password: 'clave-secreta', roles: ['composer' as const] }],
  ])('never enters %s by email alone; it links from its own session', async (_who, overrides) => {
    const login = newLogin('protegida');
    const existing = await createUser(t, { email: login, ...overrides });
    const refused = await signIn(login);
    expect(refused.headers.location).toBe('/LoginPageV1?oidcError=accountExists');
    expect(sessionCookieOf(refused)).toBeNull();
    const links = () =>
      t.db.orm.select().from(oidcIdentities).where(eq(oidcIdentities.userId, existing.userId));
    expect(await links()).toHaveLength(0);

    // Signed in (with the password, here a session of that account), the same provider links.
    const own = await sessionCookieFor(t, existing.userId);
    const started = await start();
    const callback = await answerAtProvider(started.authorizationUrl.href, REDIRECT_URI, { login });
    const linked = await get(
      `${callback.pathname}${callback.search}`,
      `${started.stateCookie}; ${own}`,
    );
    expect(linked.headers.location).toBe('/SocialLogin');
    expect(await links()).toHaveLength(1);
    expect((await accountOf(login)).roles).toEqual(overrides.roles);
    // From then on the provider alone signs that account in.
    const again = await signIn(login);
    expect(again.headers.location).toBe('/SocialLogin');
    const session = await get('/api/v1/session', sessionCookieOf(again) ?? '');
    expect(session.json()).toMatchObject({ credentials_id: existing.userId });
  });

  it('refuses an unverified email: no account, no session, back to the page it started from', async () => {
    const login = newLogin(UNVERIFIED_LOGIN_PREFIX);
    const fromLogin = await signIn(login);
    expect(fromLogin.headers.location).toBe('/LoginPageV1?oidcError=unverified');
    expect(sessionCookieOf(fromLogin)).toBeNull();
    const fromRegister = await signIn(login, 'register');
    expect(fromRegister.headers.location).toBe('/RegisterPageV1?oidcError=unverified');
    expect(await accountOf(login)).toBeUndefined();
  });

  it('does not link an unverified email to the account that has it', async () => {
    const login = newLogin(UNVERIFIED_LOGIN_PREFIX);
    const existing = await createUser(t, { email: login });
    const response = await signIn(login);
    expect(response.headers.location).toBe('/LoginPageV1?oidcError=unverified');
    const rows = await t.db.orm
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, existing.userId));
    expect(rows).toHaveLength(0);
  });

  it('says the person cancelled when they cancel at the provider', async () => {
    const started = await start('register');
    const callback = await answerAtProvider(started.authorizationUrl.href, REDIRECT_URI, {
      cancel: true,
    });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const response = await get(`${callback.pathname}${callback.search}`, started.stateCookie);
    expect(response.headers.location).toBe('/RegisterPageV1?oidcError=cancelled');
  });

  it('refuses a callback without this browser’s state cookie (a sign-in started elsewhere)', async () => {
    const started = await start();
    const callback = await answerAtProvider(started.authorizationUrl.href, REDIRECT_URI, {
      login: newLogin(),
    });
    const response = await get(`${callback.pathname}${callback.search}`);
    expect(response.headers.location).toBe('/LoginPageV1?oidcError=expired');
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('refuses a replayed callback: the state is used once', async () => {
    const started = await start();
    const callback = await answerAtProvider(started.authorizationUrl.href, REDIRECT_URI, {
      login: newLogin(),
    });
    const url = `${callback.pathname}${callback.search}`;
    expect((await get(url, started.stateCookie)).headers.location).toMatch(/^\/SocialLogin/);
    const replay = await get(url, started.stateCookie);
    expect(replay.headers.location).toBe('/LoginPageV1?oidcError=expired');
    expect(sessionCookieOf(replay)).toBeNull();
  });

  it('refuses a forged code and a missing state, with a redirect and never a 5xx', async () => {
    const started = await start();
    const state = started.authorizationUrl.searchParams.get('state');
    const forged = await get(
      `/api/v1/oidc/callback?code=inventado&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      started.stateCookie,
    );
    expect(forged.headers.location).toBe('/LoginPageV1?oidcError=failed');
    expect(sessionCookieOf(forged)).toBeNull();
    for (const query of [
      '',
      '?state=',
      '?code=x',
      '?state[]=a&state[]=b',
      `?state=${'x'.repeat(5000)}`,
    ]) {
      const response = await get(`/api/v1/oidc/callback${query}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/LoginPageV1?oidcError=expired');
    }
  });
});

describe('a provider that does not answer', () => {
  it('brings the person back with the failure instead of an error page', async () => {
    const down = await createTestApp({
      env: {
        OIDC_ISSUER: 'http://127.0.0.1:9',
        OIDC_CLIENT_ID: 'x',
        OIDC_NAME: 'Google',
        PUBLIC_URL,
      },
    });
    try {
      const response = await down.app.inject({
        method: 'GET',
        url: '/api/v1/oidc/start?from=register',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/RegisterPageV1?oidcError=failed');
    } finally {
      await down.close();
    }
  });
});
