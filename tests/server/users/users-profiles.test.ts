import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema } from '../../../domain/api';
import { personalInfoResponseSchema, profileSchema } from '../../../domain/auth';
import { cedulaCheckDigit } from '../../../domain/cedula';
import { credentials, profiles } from '../../../server/db/schema';
import { checkCedula } from '../../../server/features/users/cedula-check';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser } from '../../helpers/factories';
import { buildSiblingApp, createTestApp, type TestApp } from '../../helpers/test-app';

function validCedula(firstTen: string): string {
  const digits = `${firstTen}${cedulaCheckDigit(firstTen)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`;
}
const VALID = validCedula('0010000000');
const VALID_DIGITS = VALID.replace(/-/g, '');
const INVALID = `${VALID.slice(0, -1)}${(Number(VALID.slice(-1)) + 1) % 10}`;

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let listener: TestUser;
let listenerCookie: string;
let composer: TestUser;
let composerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['admin'], profile: { nickname: 'Administración' } });
  listener = await createUser(t, {
    roles: ['user'],
    profile: { name: 'Ana', lastName: 'Oyente', dni: '001-0000001-9', phone: '809-555-0101' },
  });
  composer = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Juan', nickname: 'JL' },
  });
  adminCookie = await sessionCookieFor(t, admin.userId);
  listenerCookie = await sessionCookieFor(t, listener.userId);
  composerCookie = await sessionCookieFor(t, composer.userId);
});

afterAll(async () => {
  await t?.close();
});

function request(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

describe('GET /users/', () => {
  it('is for admins: 401 for visitors, 403 for a listener and a composer', async () => {
    expect((await request('GET', '/users/')).statusCode).toBe(401);
    for (const cookie of [listenerCookie, composerCookie]) {
      const response = await request('GET', '/users/', cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'No tiene permiso para realizar esta acción',
        errors: [],
      });
    }
  });

  it('pages every profile for an admin, newest first, with the cédula', async () => {
    const first = await request('GET', '/users/?limit=2&offset=0', adminCookie);
    expect(first.statusCode).toBe(200);
    const page = pageSchema(profileSchema).parse(first.json());
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items).toHaveLength(2);
    expect(page.limit).toBe(2);
    const all = pageSchema(profileSchema).parse(
      (await request('GET', '/users?limit=100', adminCookie)).json(),
    );
    expect(all.items.map((item) => item.user_id)).toEqual(
      expect.arrayContaining([admin.userId, listener.userId, composer.userId]),
    );
    expect(all.items.find((item) => item.user_id === listener.userId)?.dni).toBe('001-0000001-9');
    expect((await request('GET', '/users/?limit=101', adminCookie)).statusCode).toBe(400);
  });
});

describe('GET /users/{id}', () => {
  it('is public, but the phone reaches only signed-in people and the cédula the owner and admins', async () => {
    const asVisitor = profileSchema.parse(
      (await request('GET', `/users/${listener.userId}`)).json(),
    );
    expect(asVisitor).toMatchObject({
      user_id: listener.userId,
      credentials_id: listener.userId,
      name: 'Ana',
      lastName: 'Oyente',
      phone: null,
      roles: ['user'],
      has_uploaded_song: false,
      dni: null,
    });
    const asOther = (await request('GET', `/users/${listener.userId}`, composerCookie)).json();
    expect(asOther.dni).toBeNull();
    expect(asOther.phone).toBe('809-555-0101');
    const asOwner = (await request('GET', `/users/${listener.userId}`, listenerCookie)).json();
    expect(asOwner.dni).toBe('001-0000001-9');
    expect(asOwner.phone).toBe('809-555-0101');
    const asAdmin = (await request('GET', `/users/${listener.userId}`, adminCookie)).json();
    expect(asAdmin.dni).toBe('001-0000001-9');
  });

  it('answers 404 "Usuario no encontrado" and 400 for ids that are not ids', async () => {
    const missing = await request('GET', '/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Usuario no encontrado', errors: [] });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', "1'%20OR%20'1'='1"]) {
      expect((await request('GET', `/users/${id}`)).statusCode).toBe(400);
    }
  });
});

describe('PUT /users/{id}', () => {
  it('merges the given fields into the stored profile and answers it', async () => {
    const person = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Luisa', lastName: 'Pérez', biografia: 'Bio vieja' },
    });
    const cookie = await sessionCookieFor(t, person.userId);
    const response = await request('PUT', `/users/${person.userId}`, cookie, {
      nickname: 'La Luisa',
      instruments: ['Güira', 'Tambora'],
      social_network_selected: ['Instagram'],
      social_network_link: ['https://instagram.com/laluisa'],
      // The web sends the whole profile back: unknown and server-owned fields are ignored.
      user_id: person.userId,
      createdAt: '2000-01-01T00:00:00.000Z',
      has_uploaded_song: true,
      dni: '999-9999999-9',
    });
    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      name: 'Luisa',
      lastName: 'Pérez',
      biografia: 'Bio vieja',
      nickname: 'La Luisa',
      instruments: ['Güira', 'Tambora'],
      social_network_selected: ['Instagram'],
      social_network_link: ['https://instagram.com/laluisa'],
      has_uploaded_song: false,
      dni: null,
    });
    expect(profile.createdAt).not.toBe('2000-01-01T00:00:00.000Z');

    const cleared = await request('PUT', `/users/${person.userId}`, cookie, {
      nickname: '',
      biografia: null,
    });
    expect(cleared.json()).toMatchObject({ nickname: null, biografia: null, name: 'Luisa' });
  });

  it("refuses to change someone else's profile (403), and visitors (401)", async () => {
    const response = await request('PUT', `/users/${composer.userId}`, listenerCookie, {
      nickname: 'Hackeado',
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await request('PUT', `/users/${composer.userId}`, undefined, { nickname: 'x' })).statusCode,
    ).toBe(401);
    const [row] = await t.db.orm
      .select()
      .from(profiles)
      .where(eq(profiles.userId, composer.userId));
    expect(row.nickname).toBe('JL');
  });

  it('lets an admin edit anyone', async () => {
    const response = await request('PUT', `/users/${composer.userId}`, adminCookie, {
      biografia: 'Editado por administración',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().biografia).toBe('Editado por administración');
  });

  it('validates fields: unknown instruments, bad links, unpaired networks, bad phone', async () => {
    for (const payload of [
      { instruments: ['Theremin cuántico'] },
      { social_network_selected: ['Facebook'], social_network_link: ['javascript:alert(1)'] },
      { social_network_selected: ['Facebook'] },
      { social_network_selected: ['MySpace'], social_network_link: ['https://myspace.com/x'] },
      { phone: '809<script>' },
      { roles: ['superadmin'] },
    ]) {
      const response = await request('PUT', `/users/${listener.userId}`, listenerCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("completes 'instagram.com/x' to https:// instead of refusing it", async () => {
    const response = await request('PUT', `/users/${listener.userId}`, listenerCookie, {
      social_network_selected: ['Instagram', 'Facebook'],
      social_network_link: ['instagram.com/laluisa', '//facebook.com/laluisa'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().social_network_link).toEqual([
      'https://instagram.com/laluisa',
      'https://facebook.com/laluisa',
    ]);
    // Still no scheme but http(s), and no bare words.
    for (const link of ['javascript:alert(1)', 'laluisa', 'ftp://instagram.com/x']) {
      const refused = await request('PUT', `/users/${listener.userId}`, listenerCookie, {
        social_network_selected: ['Instagram'],
        social_network_link: [link],
      });
      expect(refused.statusCode, link).toBe(400);
    }
  });

  it('role changes go with a profile update: user ↔ composer only, never admin', async () => {
    const person = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, person.userId);
    const toComposer = await request('PUT', `/users/${person.userId}`, cookie, {
      name: 'Nuevo',
      roles: ['composer'],
    });
    expect(toComposer.statusCode).toBe(200);
    expect(toComposer.json()).toMatchObject({ roles: ['composer'], name: 'Nuevo' });

    const toAdmin = await request('PUT', `/users/${person.userId}`, cookie, {
      name: 'Otro',
      roles: ['admin'],
    });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().message).toBe('No puede asignarse el rol de administrador');
    // Nothing of the refused update was stored.
    const [row] = await t.db.orm.select().from(profiles).where(eq(profiles.userId, person.userId));
    expect(row.name).toBe('Nuevo');

    const both = await request('PUT', `/users/${person.userId}`, cookie, {
      roles: ['composer', 'user'],
    });
    expect(both.statusCode).toBe(403);

    // Sending the roles one already has is fine (the web sends the whole profile).
    const same = await request('PUT', `/users/${person.userId}`, cookie, { roles: ['composer'] });
    expect(same.statusCode).toBe(200);
  });
});

describe('PUT /users/{id}/personal_info', () => {
  it('a valid cédula is saved formatted and makes the nationality Dominicano/a', async () => {
    const person = await createUser(t);
    const cookie = await sessionCookieFor(t, person.userId);
    const response = await request('PUT', `/users/${person.userId}/personal_info`, cookie, {
      country: 'Dominican Republic',
      phone: '809-555-0199',
      dni: VALID_DIGITS,
    });
    expect(response.statusCode).toBe(200);
    const body = personalInfoResponseSchema.parse(response.json());
    expect(body.cedulaValid).toBe(true);
    expect(body.profile).toMatchObject({
      dni: VALID,
      phone: '809-555-0199',
      nationality: 'Dominicano/a',
    });
  });

  it('an invalid cédula is still saved, with the chosen country', async () => {
    const person = await createUser(t);
    const cookie = await sessionCookieFor(t, person.userId);
    const response = await request('PUT', `/users/${person.userId}/personal_info`, cookie, {
      country: 'Spain',
      dni: INVALID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cedulaValid).toBe(false);
    expect(response.json().profile).toMatchObject({ dni: INVALID, nationality: 'Spain' });
    const passport = await request('PUT', `/users/${person.userId}/personal_info`, cookie, {
      country: 'Spain',
      dni: ' PAB123456 ',
    });
    expect(passport.json()).toMatchObject({
      cedulaValid: false,
      profile: { dni: 'PAB123456', nationality: 'Spain' },
    });
  });

  it('only the owner or an admin; dni is required; the country comes from the list', async () => {
    const payload = { country: 'Spain', dni: VALID };
    expect(
      (await request('PUT', `/users/${listener.userId}/personal_info`, composerCookie, payload))
        .statusCode,
    ).toBe(403);
    expect(
      (await request('PUT', `/users/${listener.userId}/personal_info`, adminCookie, payload))
        .statusCode,
    ).toBe(200);
    const noDni = await request('PUT', `/users/${listener.userId}/personal_info`, listenerCookie, {
      country: 'Spain',
      dni: '',
    });
    expect(noDni.statusCode).toBe(400);
    expect(noDni.json().errors).toContain('Campo es requerido');
    const badCountry = await request(
      'PUT',
      `/users/${listener.userId}/personal_info`,
      listenerCookie,
      {
        country: 'Atlántida',
        dni: VALID,
      },
    );
    expect(badCountry.statusCode).toBe(400);
  });
});

describe('the identity service (CEDULA_SERVICE_URL)', () => {
  let server: Server;
  let serviceUrl: string;
  const asked: string[] = [];
  let hang = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (hang) return; // never answers: the client's timeout must decide
      const match = /^\/cedulas\/(\d{11})\/validate$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      // This registry knows only VALID as a real person.
      res.end(JSON.stringify({ valid: match?.[1] === VALID_DIGITS }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is asked about locally valid cédulas, and its "no" wins', async () => {
    const otherValid = validCedula('4020000000');
    expect(await checkCedula(VALID, { serviceUrl })).toEqual({
      valid: true,
      dni: VALID,
      source: 'service',
    });
    expect(await checkCedula(otherValid, { serviceUrl })).toMatchObject({
      valid: false,
      source: 'service',
    });
    expect(asked).toContain(`/cedulas/${VALID_DIGITS}/validate`);
    // A cédula failing the check digit is refused without asking.
    const before = asked.length;
    expect((await checkCedula(INVALID, { serviceUrl })).valid).toBe(false);
    expect(asked).toHaveLength(before);
  });

  it('unreachable or slow: the local check decides', async () => {
    const closedPort = 'http://127.0.0.1:9';
    expect(await checkCedula(VALID, { serviceUrl: closedPort })).toMatchObject({
      valid: true,
      source: 'local',
    });
    hang = true;
    const started = Date.now();
    const slow = await checkCedula(VALID, { serviceUrl, timeoutMs: 200 });
    expect(slow).toMatchObject({ valid: true, source: 'local' });
    expect(Date.now() - started).toBeLessThan(2000);
    hang = false;
  });

  it('is used by PUT /users/{id}/personal_info when configured', async () => {
    const app = await buildSiblingApp(t, { cedulaServiceUrl: serviceUrl });
    try {
      const person = await createUser(t);
      const cookie = await sessionCookieFor(t, person.userId);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/users/${person.userId}/personal_info`,
        headers: { cookie },
        payload: { country: 'Haiti', dni: validCedula('4020000000') },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        cedulaValid: false,
        profile: { nationality: 'Haiti' },
      });
    } finally {
      await app.close();
    }
  });
});

describe('credentials', () => {
  it('GET /credentials/{id}: self or admin, with email and roles', async () => {
    const own = await request('GET', `/credentials/${listener.userId}`, listenerCookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      credentials_id: listener.userId,
      email: listener.email,
      roles: ['user'],
      has_uploaded_song: false,
    });
    expect((await request('GET', `/credentials/${listener.userId}`, adminCookie)).statusCode).toBe(
      200,
    );
    expect(
      (await request('GET', `/credentials/${listener.userId}`, composerCookie)).statusCode,
    ).toBe(403);
    expect((await request('GET', `/credentials/${listener.userId}`)).statusCode).toBe(401);
    expect((await request('GET', '/credentials/999999', adminCookie)).statusCode).toBe(404);
    // A non-admin learns nothing about ids that are not theirs.
    expect((await request('GET', '/credentials/999999', listenerCookie)).statusCode).toBe(403);
  });

  it('PUT: a person switches between user and composer (the onboarding choice)', async () => {
    const person = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, person.userId);
    const composerChoice = await request('PUT', `/credentials/${person.userId}`, cookie, {
      roles: ['composer'],
      has_uploaded_song: false,
    });
    expect(composerChoice.statusCode).toBe(200);
    expect(composerChoice.json()).toMatchObject({ roles: ['composer'], has_uploaded_song: false });
    const back = await request('PUT', `/credentials/${person.userId}`, cookie, { roles: ['user'] });
    expect(back.json().roles).toEqual(['user']);
  });

  it('PUT: nobody gives themselves admin (403 in Spanish)', async () => {
    for (const roles of [['admin'], ['user', 'admin'], ['composer', 'admin']]) {
      const response = await request('PUT', `/credentials/${listener.userId}`, listenerCookie, {
        roles,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'No puede asignarse el rol de administrador',
        errors: [],
      });
    }
    const [row] = await t.db.orm
      .select({ roles: credentials.roles })
      .from(credentials)
      .where(eq(credentials.id, listener.userId));
    expect(row.roles).toEqual(['user']);
  });

  it("PUT: nobody changes someone else's roles, except an admin", async () => {
    const target = await createUser(t, { roles: ['user'] });
    const forbidden = await request('PUT', `/credentials/${target.userId}`, composerCookie, {
      roles: ['composer'],
    });
    expect(forbidden.statusCode).toBe(403);
    const promoted = await request('PUT', `/credentials/${target.userId}`, adminCookie, {
      roles: ['admin', 'composer'],
      has_uploaded_song: true,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      roles: ['composer', 'admin'],
      has_uploaded_song: true,
    });
  });

  it('PUT: has_uploaded_song belongs to the server (ignored for non-admins)', async () => {
    const person = await createUser(t, { roles: ['composer'] });
    const cookie = await sessionCookieFor(t, person.userId);
    const response = await request('PUT', `/credentials/${person.userId}`, cookie, {
      has_uploaded_song: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().has_uploaded_song).toBe(false);
  });

  it('PUT: an admin cannot drop their own admin role by mistake; unknown fields are refused', async () => {
    const response = await request('PUT', `/credentials/${admin.userId}`, adminCookie, {
      roles: ['user'],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No puede quitarse el rol de administrador');
    const unknown = await request('PUT', `/credentials/${listener.userId}`, listenerCookie, {
      email: 'otro@prueba.test',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('a composer with other roles cannot reshuffle them alone', async () => {
    const person = await createUser(t, { roles: ['composer', 'user'] });
    const cookie = await sessionCookieFor(t, person.userId);
    const response = await request('PUT', `/credentials/${person.userId}`, cookie, {
      roles: ['user'],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No tiene permiso para cambiar a ese rol');
  });
});
