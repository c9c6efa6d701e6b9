/**
 * GET /songs/{id} names which composers are registered creators (composer_links), so the song page
 * can link them: nickname or 'name lastName', ignoring case, accents and extra spaces; listeners
 * and unknown names stay plain text. The uploader's own name links to the
 * uploader, a picked profile to that profile, any other name only on a unique match.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditSuggestionsSchema } from '../../../domain/profiles';
import { SONG_TEXTS } from '../../../domain/song-texts';
import { songDetailSchema } from '../../../domain/songs';
import { songs } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser, tinyWav } from '../../helpers/factories';
import { uploadAudio } from '../../helpers/media';
import { getJson, postSong, postSongRaw } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let fello: TestUser;
let ramona: TestUser;
let ownerCookie: string;
let listenerId: number;

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
  listenerId = (
    await createUser(t, { roles: ['user'], profile: { name: 'Luis', lastName: 'Díaz' } })
  ).userId;
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

  it("links the uploader's own name to the uploader, even when another creator bears it", async () => {
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

describe('two creators with the same name', () => {
  let first: TestUser;
  let second: TestUser;
  let third: TestUser;
  beforeAll(async () => {
    // The older account first: the old rule linked every 'Ana Probadora' to it.
    first = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Ana', lastName: 'Probadora', nickname: null },
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    second = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Ana', lastName: 'Probadora', nickname: 'Anita P' },
    });
    third = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Otro', lastName: 'Creador', nickname: null },
    });
  });

  it("the second one's credit of her own name links to her, not to the older namesake", async () => {
    const cookie = await sessionCookieFor(t, second.userId);
    const { song } = await postSong(t, cookie, { composers: ['Ana Probadora'] });
    expect((await detailOf(song.song_id)).composer_links).toEqual([
      { name: 'Ana Probadora', user_id: second.userId },
    ]);
  });

  it("someone else's credit of that name stays plain text: two people bear it", async () => {
    const cookie = await sessionCookieFor(t, third.userId);
    const { song } = await postSong(t, cookie, { composers: ['Ana Probadora', 'Anita P'] });
    expect((await detailOf(song.song_id)).composer_links).toEqual([
      { name: 'Ana Probadora', user_id: null },
      // A nickname only one person has is a unique match.
      { name: 'Anita P', user_id: second.userId },
    ]);
  });

  it('a profile picked from the suggestions links that name, and an edit can change the pick', async () => {
    const cookie = await sessionCookieFor(t, third.userId);
    const { song } = await postSong(t, cookie, {
      composers: ['Otro Creador', 'ana  probadora'],
      composer_picks: [{ name: 'Ana Probadora', user_id: first.userId }],
    });
    expect((await detailOf(song.song_id)).composer_links).toEqual([
      { name: 'Otro Creador', user_id: third.userId },
      { name: 'ana  probadora', user_id: first.userId },
    ]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/songs/${song.song_id}`,
      payload: { composer_picks: [{ name: 'ana probadora', user_id: second.userId }] },
      headers: { cookie },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detailOf(song.song_id)).composer_links[1]).toEqual({
      name: 'ana  probadora',
      user_id: second.userId,
    });
  });

  it.each([
    ['a profile that does not bear the name', 'Ana Probadora', () => third.userId],
    ['a name the song does not credit', 'Anita P', () => second.userId],
    ['a listener', 'Luis Díaz', () => 0],
  ])('refuses a pick of %s (400 naming the credit), and creates nothing', async (_, name, id) => {
    const cookie = await sessionCookieFor(t, third.userId);
    const before = await t.db.orm.select().from(songs).where(eq(songs.userId, third.userId));
    const audio = await uploadAudio(t, cookie, tinyWav(1));
    const refused = await postSongRaw(t, cookie, {
      title: 'Crédito mal elegido',
      gender: 'MERENGUE',
      composers: ['Ana Probadora', 'Luis Díaz'],
      audio: audio.url,
      composer_picks: [{ name, user_id: id() || listenerId }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([SONG_TEXTS.creditPickMismatch(name)]);
    const after = await t.db.orm.select().from(songs).where(eq(songs.userId, third.userId));
    expect(after).toHaveLength(before.length);
  });
});

describe('GET /composers/suggest', () => {
  async function suggest(name: string) {
    const response = await getJson(t, `/api/v1/composers/suggest?name=${encodeURIComponent(name)}`);
    return response;
  }

  it('offers creators whose nickname or full name starts with the typed text, and only creators', async () => {
    const response = await suggest('  ANA prob');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = creditSuggestionsSchema.parse(response.json());
    const names = items.map((item) => [item.credit_name, item.user_id]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Ana Probadora', expect.any(Number)],
        ['Ana Probadora', expect.any(Number)],
      ]),
    );
    expect(new Set(items.map((item) => item.user_id)).size).toBe(2);
    // Each says enough to tell them apart.
    expect(items.find((item) => item.nickname === 'Anita P')?.display_name).toBe('Anita P');
    expect((await suggest('luis d')).json().items).toEqual([]);
  });

  it('folds accents and reads no pattern characters', async () => {
    const { items } = creditSuggestionsSchema.parse((await suggest('félló')).json());
    expect(items.map((item) => item.user_id)).toContain(fello.userId);
    expect((await suggest('%%')).json().items).toEqual([]);
    expect((await suggest('a_')).json().items).toEqual([]);
  });

  it('asks for at least 2 letters (400)', async () => {
    expect((await suggest('a')).statusCode).toBe(400);
  });
});
