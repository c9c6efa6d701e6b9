/**
 * GET /songs/{id} names which composers are registered creators (composer_links), so the song page
 * can link them: nickname or 'name lastName', ignoring case, accents and extra spaces; listeners
 * and unknown names stay plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songDetailSchema } from '../../domain/songs';
import { sessionCookieFor } from '../helpers/auth';
import { createUser, type TestUser } from '../helpers/factories';
import { getJson, postSong } from '../helpers/songs';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fello: TestUser;
let ramona: TestUser;
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  fello = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Rafael', lastName: 'Almonte', nickname: 'Fello Almonte' },
  });
  ramona = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Ramona', lastName: 'Ureña', nickname: null },
  });
  // Same name as a creator, but a listener: not a creator's profile to link to.
  await createUser(t, { roles: ['user'], profile: { name: 'Luis', lastName: 'Díaz' } });
  ownerCookie = await sessionCookieFor(t, fello.userId);
});
afterAll(() => t.close());

async function detailOf(songId: number, cookie: string | null = null) {
  const response = await getJson(t, `/api/v1/songs/${songId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return songDetailSchema.parse(response.json());
}

describe('GET /songs/{id} composer_links', () => {
  it('links nicknames and full names regardless of case, accents and spaces, in song order', async () => {
    const { song } = await postSong(t, ownerCookie, {
      composers: ['  rafael   ALMONTE ', 'RAMONA URENA', 'Luis Díaz', 'Compositor Desconocido'],
    });
    const detail = await detailOf(song.song_id);
    expect(detail.composer_links).toEqual([
      { name: 'rafael   ALMONTE', user_id: fello.userId },
      { name: 'RAMONA URENA', user_id: ramona.userId },
      { name: 'Luis Díaz', user_id: null },
      { name: 'Compositor Desconocido', user_id: null },
    ]);
    // The rest of the song is the same Song every other endpoint answers.
    expect(detail.composers).toEqual(detail.composer_links.map((link) => link.name));
    expect(detail.title).toBe(song.title);
  });

  it('matches a nickname written with other accents and capitals', async () => {
    const { song } = await postSong(t, ownerCookie, { composers: ['félló almónte'] });
    expect((await detailOf(song.song_id)).composer_links).toEqual([
      { name: 'félló almónte', user_id: fello.userId },
    ]);
  });

  it('prefers a nickname match over another account whose full name is that nickname', async () => {
    const namesake = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Fello', lastName: 'Almonte', nickname: 'El Otro Fello' },
    });
    expect(namesake.userId).not.toBe(fello.userId);
    const { song } = await postSong(t, ownerCookie, { composers: ['Fello Almonte'] });
    expect((await detailOf(song.song_id)).composer_links).toEqual([
      { name: 'Fello Almonte', user_id: fello.userId },
    ]);
  });

  it('names that only look like SQL patterns match nothing', async () => {
    const { song } = await postSong(t, ownerCookie, { composers: ['%', "Rafael' OR '1'='1"] });
    expect((await detailOf(song.song_id)).composer_links).toEqual([
      { name: '%', user_id: null },
      { name: "Rafael' OR '1'='1", user_id: null },
    ]);
  });

  it('a private song keeps answering 404 to others, and its links to its owner', async () => {
    const { song } = await postSong(t, ownerCookie, {
      composers: ['Ramona Ureña'],
      visibility: false,
    });
    expect((await getJson(t, `/api/v1/songs/${song.song_id}`)).statusCode).toBe(404);
    expect((await detailOf(song.song_id, ownerCookie)).composer_links).toEqual([
      { name: 'Ramona Ureña', user_id: ramona.userId },
    ]);
  });
});
