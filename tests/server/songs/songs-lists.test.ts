/**
 * Private songs in every list: GET /songs (every sort), /songsFromRepertoire and /songsAdmin show
 * them to their owner and to admins only. Every list is paginated, at most 100 a page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, type Song, songSchema } from '../../../domain/api';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, likeSong, type TestUser } from '../../helpers/factories';
import { getJson } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let ana: TestUser;
let beto: TestUser;
let anaCookie: string;
let betoCookie: string;
let adminCookie: string;
let listenerCookie: string;

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { roles: ['composer'] });
  beto = await createUser(t, { roles: ['composer'] });
  anaCookie = await sessionCookieFor(t, ana.userId);
  betoCookie = await sessionCookieFor(t, beto.userId);
  adminCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);
  const listener = await createUser(t);
  listenerCookie = await sessionCookieFor(t, listener.userId);

  await createSong(t, ana.userId, { title: 'Ana pública', createdAt: ago(10) });
  const anaHidden = await createSong(t, ana.userId, {
    title: 'Ana privada',
    visibility: false,
    createdAt: ago(1),
  });
  await createSong(t, beto.userId, { title: 'Beto pública', createdAt: ago(2) });
  await createSong(t, beto.userId, {
    title: 'Beto privada',
    visibility: false,
    createdAt: ago(0.5),
  });
  // The private song is the most liked: "top" must still hide it from others.
  await likeSong(t, listener.libraryId, anaHidden.id);
});
afterAll(() => t.close());

async function titles(url: string, cookie: string | null = null): Promise<string[]> {
  const response = await getJson(t, url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const page = pageSchema(songSchema).parse(response.json());
  return page.items.map((song: Song) => song.title).sort();
}

describe('GET /songs', () => {
  it.each(['newest', 'top', 'random', 'recent'])(
    'sort=%s hides private songs from others',
    async (sort) => {
      const url = `/api/v1/songs?sort=${sort}&limit=100`;
      const recent = sort === 'recent';
      const visitor = await titles(url);
      expect(visitor).toEqual(recent ? ['Beto pública'] : ['Ana pública', 'Beto pública']);
      expect(await titles(url, listenerCookie)).toEqual(visitor);
      expect(await titles(url, anaCookie)).toEqual(
        recent ? ['Ana privada', 'Beto pública'] : ['Ana privada', 'Ana pública', 'Beto pública'],
      );
      expect(await titles(url, adminCookie)).toEqual(
        recent
          ? ['Ana privada', 'Beto privada', 'Beto pública']
          : ['Ana privada', 'Ana pública', 'Beto privada', 'Beto pública'],
      );
    },
  );

  it('newest for the owner puts their private song in its place by date', async () => {
    const response = await getJson(t, '/api/v1/songs?sort=newest', betoCookie);
    const page = pageSchema(songSchema).parse(response.json());
    expect(page.items.map((song) => song.title)).toEqual([
      'Beto privada',
      'Beto pública',
      'Ana pública',
    ]);
    expect(page.total).toBe(3);
  });

  it('pages hold at most 100', async () => {
    expect((await getJson(t, '/api/v1/songs?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /songsFromRepertoire', () => {
  it("shows a person's private songs to that person and admins only", async () => {
    const url = `/api/v1/songsFromRepertoire?userId=${ana.userId}`;
    expect(await titles(url)).toEqual(['Ana pública']);
    expect(await titles(url, betoCookie)).toEqual(['Ana pública']);
    expect(await titles(url, anaCookie)).toEqual(['Ana privada', 'Ana pública']);
    expect(await titles(url, adminCookie)).toEqual(['Ana privada', 'Ana pública']);
  });

  it('without userId it is the signed-in person’s own repertoire (a visitor must sign in)', async () => {
    expect(await titles('/api/v1/songsFromRepertoire', betoCookie)).toEqual([
      'Beto privada',
      'Beto pública',
    ]);
    expect((await getJson(t, '/api/v1/songsFromRepertoire')).statusCode).toBe(401);
  });

  it('is paginated', async () => {
    const response = await getJson(
      t,
      `/api/v1/songsFromRepertoire?userId=${ana.userId}&limit=1&offset=1`,
      anaCookie,
    );
    const page = pageSchema(songSchema).parse(response.json());
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.items.map((song) => song.title)).toEqual(['Ana pública']);
  });
});

describe('GET /songsAdmin', () => {
  it('admins get every song, newest first, paginated', async () => {
    const response = await getJson(t, '/api/v1/songsAdmin?limit=3', adminCookie);
    expect(response.statusCode).toBe(200);
    const page = pageSchema(songSchema).parse(response.json());
    expect(page.total).toBe(4);
    expect(page.items.map((song) => song.title)).toEqual([
      'Beto privada',
      'Ana privada',
      'Beto pública',
    ]);
    const second = pageSchema(songSchema).parse(
      (await getJson(t, '/api/v1/songsAdmin?limit=3&offset=3', adminCookie)).json(),
    );
    expect(second.items.map((song) => song.title)).toEqual(['Ana pública']);
  });

  it('gives the same pages read from either end (deep pages are walked from the nearer one)', async () => {
    const titles = async (limit: number, offset: number) =>
      pageSchema(songSchema)
        .parse(
          (
            await getJson(t, `/api/v1/songsAdmin?limit=${limit}&offset=${offset}`, adminCookie)
          ).json(),
        )
        .items.map((song) => song.title);
    const all = await titles(100, 0);
    expect(all).toHaveLength(4);
    for (const limit of [1, 2, 3]) {
      for (let offset = 0; offset <= 4; offset++) {
        expect(await titles(limit, offset), `${limit}@${offset}`).toEqual(
          all.slice(offset, offset + limit),
        );
      }
    }
  });

  it('is admin only', async () => {
    expect((await getJson(t, '/api/v1/songsAdmin', anaCookie)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/songsAdmin', listenerCookie)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/songsAdmin')).statusCode).toBe(401);
  });
});
