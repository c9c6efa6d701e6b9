/**
 * Creators: GET /composers (every composer, alphabetical by display
 * name), GET /composersLiked (composers whose public songs were liked, most liked first) and
 * GET /creator_statistics (likes and songs of public songs only), all paginated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorStatsSchema, pageSchema } from '../../../domain/api';
import { composerSchema, likedComposerSchema } from '../../../domain/profiles';
import { createSong, createUser, likeSong, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let zoila: TestUser;
let angel: TestUser;
let andres: TestUser;
let nameless: TestUser;
let marisol: TestUser;
let fans: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  // Display names: nickname, else name + lastName, else one of them, else 'Desconocido'.
  zoila = await createUser(t, { roles: ['composer'], profile: { name: 'Zoila', lastName: 'Paz' } });
  angel = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Ángel', lastName: 'Díaz', nickname: 'Ángel del Cibao' },
  });
  andres = await createUser(t, { roles: ['composer'], profile: { name: 'Andrés' } });
  nameless = await createUser(t, { roles: ['composer'], profile: {} });
  marisol = await createUser(t, {
    roles: ['composer'],
    profile: { lastName: 'Guzmán', nickname: '   ' },
  });
  // Not composers: never listed.
  await createUser(t, { roles: ['user'], profile: { name: 'Aaron', lastName: 'Oyente' } });
  await createUser(t, { roles: ['admin'], profile: { nickname: 'Aa Admin' } });
  fans = await Promise.all([1, 2, 3].map(() => createUser(t, { roles: ['user'] })));

  // Zoila: 2 public songs with 3 likes. Ángel: 1 public song with 1 like, 1 private song with
  // 3 likes (private fame does not count). Andrés: a public song nobody liked. Marisol: nothing.
  const [z1, z2] = [await createSong(t, zoila.userId), await createSong(t, zoila.userId)];
  const a1 = await createSong(t, angel.userId);
  const secret = await createSong(t, angel.userId, { visibility: false });
  await createSong(t, andres.userId);
  for (const fan of fans) await likeSong(t, fan.libraryId, secret.id);
  await likeSong(t, fans[0].libraryId, z1.id);
  await likeSong(t, fans[1].libraryId, z1.id);
  await likeSong(t, fans[2].libraryId, z2.id);
  await likeSong(t, fans[0].libraryId, a1.id);
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /composers', () => {
  it('lists every composer once, alphabetical by display name (accents ignored)', async () => {
    const page = pageSchema(composerSchema).parse(await get('/composers?limit=100'));
    expect(page.total).toBe(5);
    expect(page.items.map((item) => item.display_name)).toEqual([
      'Andrés',
      'Ángel del Cibao',
      'Desconocido',
      'Guzmán',
      'Zoila Paz',
    ]);
    expect(page.items[1]).toEqual({
      user_id: angel.userId,
      credentials_id: angel.userId,
      nickname: 'Ángel del Cibao',
      name: 'Ángel',
      lastName: 'Díaz',
      userImageUrl: null,
      userImageThumb: null,
      display_name: 'Ángel del Cibao',
    });
    expect(page.items.map((item) => item.user_id)).toEqual([
      andres.userId,
      angel.userId,
      nameless.userId,
      marisol.userId,
      zoila.userId,
    ]);
  });

  it('is paginated: 3 then the rest, pages of at most 100', async () => {
    const first = pageSchema(composerSchema).parse(await get('/composers?limit=3&offset=0'));
    const second = pageSchema(composerSchema).parse(await get('/composers?limit=3&offset=3'));
    expect(first).toMatchObject({ total: 5, limit: 3, offset: 0 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item) => item.display_name)).toEqual(['Guzmán', 'Zoila Paz']);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/composers?${bad}` });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('GET /composersLiked', () => {
  it('only composers whose public songs have likes, most liked first, with their counts', async () => {
    const page = pageSchema(likedComposerSchema).parse(await get('/composersLiked'));
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.display_name, item.totalLikes, item.songsCount])).toEqual(
      [
        ['Zoila Paz', 3, 2],
        ['Ángel del Cibao', 1, 1],
      ],
    );
  });

  it('is paginated', async () => {
    const page = pageSchema(likedComposerSchema).parse(
      await get('/composersLiked?limit=1&offset=1'),
    );
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.items.map((item) => item.user_id)).toEqual([angel.userId]);
  });
});

describe('GET /creator_statistics', () => {
  it('every composer by total likes, then songs; public songs only; display names', async () => {
    const page = pageSchema(creatorStatsSchema).parse(await get('/creator_statistics?limit=100'));
    expect(page.total).toBe(5);
    expect(page.items.map((item) => [item.display_name, item.totalLikes, item.songsCount])).toEqual(
      [
        ['Zoila Paz', 3, 2],
        ['Ángel del Cibao', 1, 1],
        ['Andrés', 0, 1],
        // No songs: by id, oldest account first.
        ['Desconocido', 0, 0],
        ['Guzmán', 0, 0],
      ],
    );
  });

  it('pages of 3 (the creator list of /artists) add up to the whole list', async () => {
    const first = pageSchema(creatorStatsSchema).parse(await get('/creator_statistics?limit=3'));
    const second = pageSchema(creatorStatsSchema).parse(
      await get('/creator_statistics?limit=3&offset=3'),
    );
    const all = pageSchema(creatorStatsSchema).parse(await get('/creator_statistics?limit=6'));
    expect([...first.items, ...second.items]).toEqual(all.items);
    expect(second.items).toHaveLength(2);
  });
});
