/**
 * A person's repertoire (spec section 6): GET /songsFromRepertoire and GET /playlistsFromRepertoire
 * show private songs and playlists to the owner and admins only; everyone else, visitors
 * included, sees the public ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, playlistSchema, songSchema } from '../../../domain/api';
import { sessionCookieFor } from '../../helpers/auth';
import { createPlaylist, createSong, createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let composer: TestUser;
let cookies: Record<'owner' | 'listener' | 'otherComposer' | 'admin', string>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  composer = await createUser(t, { roles: ['composer'], profile: { nickname: 'Dueño' } });
  const listener = await createUser(t, { roles: ['user'] });
  const otherComposer = await createUser(t, { roles: ['composer'] });
  const admin = await createUser(t, { roles: ['admin'] });
  cookies = {
    owner: await sessionCookieFor(t, composer.userId),
    listener: await sessionCookieFor(t, listener.userId),
    otherComposer: await sessionCookieFor(t, otherComposer.userId),
    admin: await sessionCookieFor(t, admin.userId),
  };
  const now = Date.now();
  const publicOld = await createSong(t, composer.userId, {
    title: 'Pública vieja',
    createdAt: new Date(now - 3 * DAY),
  });
  await createSong(t, composer.userId, {
    title: 'Privada',
    visibility: false,
    createdAt: new Date(now - 2 * DAY),
  });
  await createSong(t, composer.userId, { title: 'Pública nueva', createdAt: new Date(now - DAY) });
  await createSong(t, otherComposer.userId, { title: 'De otro' });

  await createPlaylist(t, composer.userId, {
    name: 'Álbum público',
    songIds: [publicOld.id],
    createdAt: new Date(now - 2 * DAY),
  });
  await createPlaylist(t, composer.userId, {
    name: 'Álbum privado',
    public: false,
    createdAt: new Date(now - DAY),
  });
  // A playlist of the person's library, not of the repertoire: never listed here.
  await createPlaylist(t, composer.userId, { name: 'De la biblioteca', isFromRepertoire: false });
  await createPlaylist(t, otherComposer.userId, { name: 'Álbum de otro' });
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
  });
}

async function songTitles(cookie?: string, query = '') {
  const response = await get(`/songsFromRepertoire?userId=${composer.userId}${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return pageSchema(songSchema)
    .parse(response.json())
    .items.map((song) => song.title);
}

async function playlistNames(cookie?: string, query = '') {
  const response = await get(`/playlistsFromRepertoire?userId=${composer.userId}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema(playlistSchema)
    .parse(response.json())
    .items.map((playlist) => playlist.name);
}

describe('compositions (GET /songsFromRepertoire)', () => {
  it('visitors, listeners and other composers see the public songs only, newest first', async () => {
    for (const cookie of [undefined, cookies.listener, cookies.otherComposer]) {
      expect(await songTitles(cookie)).toEqual(['Pública nueva', 'Pública vieja']);
    }
  });

  it('the owner and admins see the private song too', async () => {
    for (const cookie of [cookies.owner, cookies.admin]) {
      expect(await songTitles(cookie)).toEqual(['Pública nueva', 'Privada', 'Pública vieja']);
    }
  });

  it('pages of 30 (and smaller) count only what the viewer may see', async () => {
    const asVisitor = await get(`/songsFromRepertoire?userId=${composer.userId}&limit=30`);
    expect(asVisitor.json()).toMatchObject({ total: 2, limit: 30, offset: 0 });
    const asOwner = await get(
      `/songsFromRepertoire?userId=${composer.userId}&limit=1&offset=1`,
      cookies.owner,
    );
    expect(asOwner.json()).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(asOwner.json().items[0].title).toBe('Privada');
  });
});

describe('playlists (GET /playlistsFromRepertoire)', () => {
  it("others see the person's public repertoire playlists, with counts and durations", async () => {
    for (const cookie of [undefined, cookies.listener, cookies.otherComposer]) {
      expect(await playlistNames(cookie)).toEqual(['Álbum público']);
    }
    const page = pageSchema(playlistSchema).parse(
      (await get(`/playlistsFromRepertoire?userId=${composer.userId}`)).json(),
    );
    expect(page.items[0]).toMatchObject({ songsCount: 1, user_id: composer.userId });
    expect(page.items[0].totalDurationSeconds).toBeGreaterThan(0);
  });

  it('the owner and admins see the private one too, newest first; library playlists never', async () => {
    for (const cookie of [cookies.owner, cookies.admin]) {
      expect(await playlistNames(cookie)).toEqual(['Álbum privado', 'Álbum público']);
    }
  });

  it('without userId: the signed-in person’s own; a visitor must sign in', async () => {
    const own = await get('/playlistsFromRepertoire', cookies.owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().items.map((p: { name: string }) => p.name)).toEqual([
      'Álbum privado',
      'Álbum público',
    ]);
    const visitor = await get('/playlistsFromRepertoire');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Debe iniciar sesión para continuar');
  });

  it('is paginated and validates its query', async () => {
    expect(await playlistNames(cookies.owner, '&limit=1&offset=1')).toEqual(['Álbum público']);
    for (const bad of ['userId=0', 'userId=abc', 'limit=101', 'offset=-2']) {
      expect((await get(`/playlistsFromRepertoire?${bad}`)).statusCode, bad).toBe(400);
    }
    const nobody = await get('/playlistsFromRepertoire?userId=987654');
    expect(nobody.json()).toMatchObject({ items: [], total: 0 });
  });
});
