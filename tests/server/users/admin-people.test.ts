/**
 * The admin finds people by part of their name, nickname or email (case- and
 * accent-insensitive, the typed '%' and '_' taken literally) and narrows by role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema } from '../../../domain/api';
import { profileSchema } from '../../../domain/auth';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser } from '../../helpers/factories';
import { getJson } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let adminCookie: string;
let yokasta: TestUser;
let ramon: TestUser;
let listener: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { roles: ['admin'] });
  adminCookie = await sessionCookieFor(t, admin.userId);
  yokasta = await createUser(t, {
    roles: ['composer'],
    email: 'yoka.mejia@correo.test',
    profile: { name: 'Yokasta', lastName: 'Mejía', nickname: 'La Yoka' },
  });
  ramon = await createUser(t, {
    roles: ['composer'],
    email: 'ramon_100@correo.test',
    profile: { name: 'Ramón', lastName: 'Ureña', nickname: null },
  });
  listener = await createUser(t, {
    roles: ['user'],
    email: 'oyente.mejia@correo.test',
    profile: { name: 'Luisa', lastName: 'Mejia', nickname: null },
  });
});
afterAll(() => t.close());

async function people(query: string) {
  const response = await getJson(t, `/api/v1/users/?${query}`, adminCookie);
  expect(response.statusCode, response.body).toBe(200);
  const page = pageSchema(profileSchema).parse(response.json());
  return { ids: page.items.map((item) => item.user_id), total: page.total };
}

describe('GET /users/ for admins: search and role', () => {
  it('finds by part of a name or nickname, ignoring accents and capitals', async () => {
    expect((await people('q=MEJIA')).ids).toEqual([listener.userId, yokasta.userId]);
    expect((await people('q=la%20yoka')).ids).toEqual([yokasta.userId]);
    expect((await people('q=urena')).ids).toEqual([ramon.userId]);
  });

  it('finds by part of an email, and takes % and _ literally', async () => {
    expect((await people('q=yoka.mejia%40')).ids).toEqual([yokasta.userId]);
    expect((await people('q=ramon_1')).ids).toEqual([ramon.userId]);
    expect((await people('q=%25')).ids).toEqual([]);
  });

  it('narrows by role, alone or with the text, and counts what it found', async () => {
    const composers = await people('q=mejia&role=composer');
    expect(composers).toEqual({ ids: [yokasta.userId], total: 1 });
    const listeners = await people('role=user&limit=100');
    expect(listeners.ids).toContain(listener.userId);
    expect(listeners.ids).not.toContain(yokasta.userId);
  });

  it('refuses an unknown role (400), and stays for admins only (403)', async () => {
    const bad = await getJson(t, '/api/v1/users/?role=superadmin', adminCookie);
    expect(bad.statusCode).toBe(400);
    const asListener = await getJson(
      t,
      '/api/v1/users/?q=mejia',
      await sessionCookieFor(t, listener.userId),
    );
    expect(asListener.statusCode).toBe(403);
  });
});
