/**
 * "Bad input and attacks that must fail cleanly": a 10 KB string in any field
 * of any accounts endpoint is a 400 that stores nothing; SQL-looking text is only ever data.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../../domain/auth-texts';
import { credentials, emailCodes, profiles, sessions } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const BIG = 'A'.repeat(10 * 1024);
const SQL_LOOKING = [
  "'; DROP TABLE credentials; --",
  "1' OR '1'='1",
  'Robert"); DELETE FROM profiles WHERE ("1"="1',
];

let t: TestApp;
let person: TestUser;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  person = await createUser(t, {
    password: 'clave-segura-1',
    profile: { name: 'Rosa', lastName: 'Ramírez' },
  });
  cookie = await sessionCookieFor(t, person.userId);
});

afterAll(async () => {
  await t?.close();
});

/** Everything an accepted bad request could have written. */
async function snapshot() {
  const count = async (table: typeof credentials | typeof emailCodes | typeof sessions) =>
    (await t.db.orm.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const [profile] = await t.db.orm
    .select()
    .from(profiles)
    .where(eq(profiles.userId, person.userId));
  const [account] = await t.db.orm
    .select({ roles: credentials.roles, hash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.id, person.userId));
  return {
    credentials: await count(credentials),
    codes: await count(emailCodes),
    sessions: await count(sessions),
    profile: { ...profile, updatedAt: undefined },
    account,
  };
}

interface Case {
  label: string;
  method: 'POST' | 'PUT';
  url: () => string;
  /** A body that would otherwise pass validation. */
  body: () => Record<string, unknown>;
  fields: string[];
  signedIn?: boolean;
}

const TOKEN = 't'.repeat(43);
const CASES: Case[] = [
  {
    label: '/request_validate_email_with_code',
    method: 'POST',
    url: () => '/request_validate_email_with_code',
    body: () => ({ email: 'nueva@prueba.test' }),
    fields: ['email'],
  },
  {
    label: '/validate_email_code',
    method: 'POST',
    url: () => '/validate_email_code',
    body: () => ({ token: TOKEN, code: '1234' }),
    fields: ['token', 'code'],
  },
  {
    label: '/register',
    method: 'POST',
    url: () => '/register',
    body: () => ({ email: 'nueva@prueba.test', password: 'clave-1234', validationToken: TOKEN }),
    fields: ['email', 'password', 'validationToken'],
  },
  {
    label: '/login',
    method: 'POST',
    url: () => '/login',
    body: () => ({ email: person.email, password: 'clave-segura-1' }),
    fields: ['email', 'password'],
  },
  {
    label: '/request_password_reset_with_code',
    method: 'POST',
    url: () => '/request_password_reset_with_code',
    body: () => ({ email: person.email }),
    fields: ['email'],
  },
  {
    label: '/verify_reset_code',
    method: 'POST',
    url: () => '/verify_reset_code',
    body: () => ({ token: TOKEN, code: '1234' }),
    fields: ['token', 'code'],
  },
  {
    label: '/update_password',
    method: 'POST',
    url: () => '/update_password',
    body: () => ({ email: person.email, newPassword: 'clave-nueva', resetToken: TOKEN }),
    fields: ['email', 'newPassword', 'resetToken'],
  },
  {
    label: '/users/{id}',
    method: 'PUT',
    url: () => `/users/${person.userId}`,
    body: () => ({
      name: 'Rosa',
      lastName: 'Ramírez',
      nickname: 'Rosi',
      phone: '809-555-0000',
      nationality: 'Dominicano/a',
      biografia: 'Cantante',
      bannerImage: '/media/images/a.png',
      userImageUrl: '/media/images/b.png',
      instruments: ['Piano'],
      social_network_selected: ['Youtube'],
      social_network_link: ['https://youtube.com/rosa'],
      roles: ['user'],
    }),
    fields: [
      'name',
      'lastName',
      'nickname',
      'phone',
      'nationality',
      'biografia',
      'bannerImage',
      'userImageUrl',
      'instruments',
      'social_network_link',
      'roles',
      'unknownField',
    ],
    signedIn: true,
  },
  {
    label: '/users/{id}/personal_info',
    method: 'PUT',
    url: () => `/users/${person.userId}/personal_info`,
    body: () => ({ country: 'Spain', phone: '809', dni: 'PAB123' }),
    fields: ['country', 'phone', 'dni'],
    signedIn: true,
  },
  {
    label: '/credentials/{id}',
    method: 'PUT',
    url: () => `/credentials/${person.userId}`,
    body: () => ({ roles: ['user'] }),
    fields: ['roles'],
    signedIn: true,
  },
];

function send(testCase: Case, body: Record<string, unknown>) {
  return t.app.inject({
    method: testCase.method,
    url: `/api/v1${testCase.url()}`,
    payload: body,
    headers: testCase.signedIn ? { cookie } : {},
  });
}

/** Puts `value` in `field`, as an element when the field is a list. */
function withValue(base: Record<string, unknown>, field: string, value: string) {
  const current = base[field];
  return { ...base, [field]: Array.isArray(current) ? [value] : value };
}

describe('10 KB strings', () => {
  for (const testCase of CASES) {
    for (const field of testCase.fields) {
      it(`${testCase.method} ${testCase.label} · ${field}: 400, nothing stored`, async () => {
        const before = await snapshot();
        const response = await send(testCase, withValue(testCase.body(), field, BIG));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Los datos enviados no son válidos');
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('a 10 KB key is refused too', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${person.userId}`,
      payload: { [BIG]: 'x' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('SQL-looking strings are data', () => {
  it('in an email: refused as an invalid email on every endpoint that takes one', async () => {
    const before = await snapshot();
    for (const testCase of CASES.filter((c) => c.fields.includes('email'))) {
      for (const text of SQL_LOOKING) {
        const response = await send(testCase, withValue(testCase.body(), 'email', text));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContain('Correo electrónico inválido');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('as a password: just a wrong password', async () => {
    for (const text of SQL_LOOKING) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: person.email, password: text },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('in tokens and codes: refused, nothing verified', async () => {
    for (const text of SQL_LOOKING) {
      for (const url of ['/api/v1/validate_email_code', '/api/v1/verify_reset_code']) {
        const asCode = await t.app.inject({
          method: 'POST',
          url,
          payload: { token: TOKEN, code: text },
        });
        expect(asCode.statusCode).toBe(400);
        const asToken = await t.app.inject({
          method: 'POST',
          url,
          payload: { token: text.padEnd(43, 'x'), code: '1234' },
        });
        expect(asToken.statusCode).toBe(400);
        // Not the shape of our tokens: the request counts as missing, said in Spanish.
        expect(JSON.stringify(asToken.json())).toContain(AUTH_TEXTS.codeRequestMissing);
      }
    }
    const verified = await t.db.orm
      .select()
      .from(emailCodes)
      .where(sql`${emailCodes.verifiedAt} IS NOT NULL`);
    expect(verified).toHaveLength(0);
  });

  it('in profile texts: stored and answered exactly as typed, tables intact', async () => {
    const [drop, or, del] = SQL_LOOKING;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${person.userId}`,
      payload: { name: drop, lastName: or, nickname: del, biografia: `${drop}\n${or}` },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: drop, lastName: or, nickname: del });
    const [row] = await t.db.orm.select().from(profiles).where(eq(profiles.userId, person.userId));
    expect(row).toMatchObject({
      name: drop,
      lastName: or,
      nickname: del,
      biografia: `${drop}\n${or}`,
    });
    // Every table is still there and still holds its rows.
    const [{ n }] = await t.db.orm.select({ n: sql<number>`count(*)::int` }).from(credentials);
    expect(n).toBeGreaterThanOrEqual(1);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/users/${person.userId}` });
    expect(listed.json().name).toBe(drop);
  });

  it('in the cédula: saved as a document that is not valid', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${person.userId}/personal_info`,
      payload: { country: 'Spain', dni: "1' OR '1'='1" },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cedulaValid: false, profile: { dni: "1' OR '1'='1" } });
  });
});
