/**
 * The profile editor's save: PUT /users/{id} by the owner or an
 * admin only, social links that must be http(s) URLs (`javascript:` refused), biography HTML kept
 * as plain text, and 'Usuario no encontrado' for ids nobody has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '../../../domain/auth';
import { requestAs, sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const LINK_INVALID = 'El enlace debe ser una URL http(s) válida';

let t: TestApp;
let composer: TestUser;
let composerCookie: string;
let listener: TestUser;
let listenerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  composer = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Rafael', lastName: 'Almonte', nickname: 'Fello' },
  });
  listener = await createUser(t, { roles: ['user'], profile: { name: 'Ana', lastName: 'Oyente' } });
  const admin = await createUser(t, { roles: ['admin'] });
  composerCookie = await sessionCookieFor(t, composer.userId);
  listenerCookie = await sessionCookieFor(t, listener.userId);
  adminCookie = await sessionCookieFor(t, admin.userId);
});

afterAll(async () => {
  await t?.close();
});

function put(userId: number, cookie: string | null, payload: Record<string, unknown>) {
  return requestAs(t, { method: 'PUT', url: `/api/v1/users/${userId}`, cookie, payload });
}

/** Read back signed in (as the admin): visitors are not shown phones. */
async function profileOf(userId: number) {
  const response = await requestAs(t, {
    method: 'GET',
    url: `/api/v1/users/${userId}`,
    cookie: adminCookie,
  });
  return profileSchema.parse(response.json());
}

describe('the whole profile, merged', () => {
  it('saves every editor field at once and answers the stored profile', async () => {
    const response = await put(composer.userId, composerCookie, {
      name: 'Rafael',
      lastName: 'Almonte Peña',
      nickname: 'Fello Almonte',
      phone: '+1 (809) 555-0102',
      instruments: ['Acordeón', 'Güira'],
      nationality: 'Dominican Republic',
      biografia: 'Acordeonista de Tamboril.\nTreinta años de perico ripiao.',
      social_network_selected: ['Facebook', 'Youtube', 'TikTok'],
      social_network_link: [
        'https://www.facebook.com/fello',
        'http://youtube.com/@fello',
        'https://www.tiktok.com/@fello?lang=es',
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await profileOf(composer.userId);
    expect(saved).toMatchObject({
      lastName: 'Almonte Peña',
      nickname: 'Fello Almonte',
      phone: '+1 (809) 555-0102',
      instruments: ['Acordeón', 'Güira'],
      nationality: 'Dominican Republic',
      social_network_selected: ['Facebook', 'Youtube', 'TikTok'],
      social_network_link: [
        'https://www.facebook.com/fello',
        'http://youtube.com/@fello',
        'https://www.tiktok.com/@fello?lang=es',
      ],
    });
    // Fields the form leaves out stay as they were.
    expect(saved.name).toBe('Rafael');
  });

  it('removing every social row stores empty lists', async () => {
    const response = await put(composer.userId, composerCookie, {
      social_network_selected: [],
      social_network_link: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ social_network_selected: [], social_network_link: [] });
  });

  it('keeps HTML in the biography as the exact text typed (the page shows it as text)', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Negrita</b> & <script>robar()</script>';
    const response = await put(composer.userId, composerCookie, { biografia: html });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(composer.userId)).biografia).toBe(html);
  });
});

describe('social links must be http(s) URLs (400, Spanish, nothing stored)', () => {
  it.each([
    ['not a URL', 'mi página de facebook'],
    // A bare host ('facebook.com/fello') is completed to https://
    // (users-profiles.test.ts).
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)'],
    ['javascript: after spaces', '   javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a URL with spaces', 'https://face book.com/x'],
    ['ftp', 'ftp://archivos.example/x'],
    ['markup instead of a host', 'https://"><script>alert(1)</script>'],
  ])('%s', async (_label, link) => {
    const before = await profileOf(composer.userId);
    const response = await put(composer.userId, composerCookie, {
      social_network_selected: ['Facebook'],
      social_network_link: [link],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(LINK_INVALID);
    expect(await profileOf(composer.userId)).toEqual(before);
  });

  it('an unknown network or a network without its link is refused too', async () => {
    const unknown = await put(composer.userId, composerCookie, {
      social_network_selected: ['MySpace'],
      social_network_link: ['https://myspace.com/fello'],
    });
    expect(unknown.statusCode).toBe(400);
    const unpaired = await put(composer.userId, composerCookie, {
      social_network_selected: ['Facebook', 'Twitter'],
      social_network_link: ['https://facebook.com/fello'],
    });
    expect(unpaired.statusCode).toBe(400);
    expect(unpaired.json().errors).toContain('Cada red social necesita su enlace');
  });
});

describe('who may save', () => {
  it("someone else's profile: 403 for a listener and a composer, 401 for a visitor", async () => {
    const before = await profileOf(listener.userId);
    const asComposer = await put(listener.userId, composerCookie, { biografia: 'Hackeado' });
    expect(asComposer.statusCode).toBe(403);
    expect(asComposer.json()).toEqual({
      message: 'No tiene permiso para realizar esta acción',
      errors: [],
    });
    const asListener = await put(composer.userId, listenerCookie, { nickname: 'Impostor' });
    expect(asListener.statusCode).toBe(403);
    expect((await put(listener.userId, null, { biografia: 'x' })).statusCode).toBe(401);
    expect(await profileOf(listener.userId)).toEqual(before);
  });

  it('an admin edits anyone', async () => {
    const response = await put(listener.userId, adminCookie, { biografia: 'Editada por admin' });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(listener.userId)).biografia).toBe('Editada por admin');
  });
});

describe('a profile that does not exist', () => {
  it("answers 404 'Usuario no encontrado' to a GET and to an admin's PUT", async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/users/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Usuario no encontrado', errors: [] });
    const saved = await put(987654, adminCookie, { biografia: 'nadie' });
    expect(saved.statusCode).toBe(404);
    expect(saved.json().message).toBe('Usuario no encontrado');
  });
});
