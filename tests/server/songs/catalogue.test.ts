import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creatorStatsSchema,
  pageSchema,
  playlistSchema,
  type Song,
  songDetailOnlySchema,
  songSchema,
} from '../../../domain/api';
import { songs } from '../../../server/db/schema';
import {
  createPlaylist,
  createSong,
  createUser,
  likeSong,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
let fello: TestUser;
let yokasta: TestUser;
let nameless: TestUser;
let admin: TestUser;
let listeners: TestUser[];
const song: Record<string, TestSong> = {};

async function getPage<T>(url: string, item: import('zod').ZodType<T>) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema(item).parse(response.json());
}

const titles = (songs: Song[]) => songs.map((s) => s.title);

beforeAll(async () => {
  t = await createTestApp();
  fello = await createUser(t, {
    roles: ['composer'],
    profile: { nickname: 'Fello', name: 'Rafael', lastName: 'Almonte' },
  });
  yokasta = await createUser(t, {
    roles: ['composer', 'admin'],
    profile: { name: 'Yokasta', lastName: 'Mejía' },
  });
  nameless = await createUser(t, { roles: ['composer'], profile: {} });
  admin = await createUser(t, { roles: ['admin'], profile: { nickname: 'Admin' } });
  listeners = [];
  for (let i = 0; i < 4; i++) listeners.push(await createUser(t));

  song.old = await createSong(t, fello.userId, { title: 'Vieja', createdAt: daysAgo(30) });
  song.popular = await createSong(t, fello.userId, {
    title: 'Popular',
    createdAt: daysAgo(10),
    seconds: 2,
  });
  song.fresh = await createSong(t, yokasta.userId, { title: 'Fresca', createdAt: daysAgo(1) });
  song.today = await createSong(t, yokasta.userId, { title: 'De hoy', createdAt: daysAgo(0.01) });
  song.hidden = await createSong(t, fello.userId, {
    title: 'Privada',
    createdAt: daysAgo(0.5),
    visibility: false,
  });

  // Popular: 3 likes, Fresca: 2, Vieja: 1, Privada: 4 (which must count nowhere).
  for (const listener of listeners.slice(0, 3))
    await likeSong(t, listener.libraryId, song.popular.id);
  for (const listener of listeners.slice(0, 2))
    await likeSong(t, listener.libraryId, song.fresh.id);
  await likeSong(t, listeners[0].libraryId, song.old.id);
  for (const listener of listeners) await likeSong(t, listener.libraryId, song.hidden.id);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/songs', () => {
  it('lists public songs newest first by default, with the API field names', async () => {
    const page = await getPage('/api/v1/songs', songSchema);
    expect(titles(page.items)).toEqual(['De hoy', 'Fresca', 'Popular', 'Vieja']);
    expect(page).toMatchObject({ total: 4, limit: 30, offset: 0 });
    const popular = page.items.find((s) => s.title === 'Popular');
    expect(popular).toMatchObject({
      song_id: song.popular.id,
      tambora_id: song.popular.tamboraId,
      gender: 'MERENGUE',
      composers: ['Compositor de Prueba'],
      likes: 3,
      duration: '0:02',
      duration_seconds: 2,
      visibility: true,
      isFromRepertoire: true,
      user_id: fello.userId,
      createdAt: song.popular.createdAt.toISOString(),
    });
    expect(popular?.audio).toMatch(/^\/media\/audios\/.+\.wav$/);
  });

  it('sends what a row shows: no waveform, lyrics or full credits; the song itself does', async () => {
    await t.db.orm
      .update(songs)
      .set({ letter: 'Letra larga', authors: ['Autora'] })
      .where(eq(songs.id, song.popular.id));
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/songs' })).json() as {
      items: Record<string, unknown>[];
    };
    const item = listed.items.find((one) => one.song_id === song.popular.id);
    for (const field of Object.keys(songDetailOnlySchema.shape)) {
      expect(item).not.toHaveProperty(field);
    }
    const own = (
      await t.app.inject({ method: 'GET', url: `/api/v1/songs/${song.popular.id}` })
    ).json() as Record<string, unknown>;
    expect(own).toMatchObject({ letter: 'Letra larga', authors: ['Autora'], registro_ONDA: null });
    expect(own).toHaveProperty('waveform');
  });

  it('sorts by likes for top', async () => {
    const page = await getPage('/api/v1/songs?sort=top', songSchema);
    expect(titles(page.items)).toEqual(['Popular', 'Fresca', 'Vieja', 'De hoy']);
    expect(page.items.map((s) => s.likes)).toEqual([3, 2, 1, 0]);
  });

  it('keeps only the last three days for recent', async () => {
    const page = await getPage('/api/v1/songs?sort=recent', songSchema);
    expect(titles(page.items)).toEqual(['De hoy', 'Fresca']);
    expect(page.total).toBe(2);
  });

  it('returns a random sample of public songs', async () => {
    const page = await getPage('/api/v1/songs?sort=random&limit=3', songSchema);
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(4);
    expect(new Set(titles(page.items)).size).toBe(3);
  });

  it('never shows a private song, whatever the sort', async () => {
    for (const sort of ['newest', 'top', 'random', 'recent']) {
      const page = await getPage(`/api/v1/songs?sort=${sort}&limit=100`, songSchema);
      expect(titles(page.items), sort).not.toContain('Privada');
      expect(page.items.every((s) => s.visibility)).toBe(true);
    }
  });

  it('pages with limit and offset', async () => {
    const first = await getPage('/api/v1/songs?limit=2', songSchema);
    const second = await getPage('/api/v1/songs?limit=2&offset=2', songSchema);
    const beyond = await getPage('/api/v1/songs?limit=2&offset=10', songSchema);
    expect(titles(first.items)).toEqual(['De hoy', 'Fresca']);
    expect(titles(second.items)).toEqual(['Popular', 'Vieja']);
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(beyond.items).toEqual([]);
  });

  it('caps a page at 100', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/songs?limit=101' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/creator_statistics', () => {
  it('orders composers by likes of their public songs, then by number of songs', async () => {
    const page = await getPage('/api/v1/creator_statistics', creatorStatsSchema);
    // Fello: 3 + 1 public likes over 2 public songs (the private song's 4 likes do not count).
    // Yokasta: 2 likes, 2 songs. Nameless: nothing. The plain admin is not a composer.
    expect(page.items.map((c) => [c.user_id, c.totalLikes, c.songsCount])).toEqual([
      [fello.userId, 4, 2],
      [yokasta.userId, 2, 2],
      [nameless.userId, 0, 0],
    ]);
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.display_name)).toEqual([
      'Fello',
      'Yokasta Mejía',
      'Desconocido',
    ]);
    expect(page.items[0]).toMatchObject({
      credentials_id: fello.userId,
      nickname: 'Fello',
      name: 'Rafael',
      lastName: 'Almonte',
      userImageUrl: null,
    });
  });

  it('breaks a tie in likes by the number of songs', async () => {
    const tied = await createUser(t, { roles: ['composer'], profile: { nickname: 'Empate' } });
    const a = await createSong(t, tied.userId, { title: 'Empate A' });
    await createSong(t, tied.userId, { title: 'Empate B' });
    await createSong(t, tied.userId, { title: 'Empate C' });
    await likeSong(t, listeners[0].libraryId, a.id);
    await likeSong(t, listeners[1].libraryId, a.id);
    const page = await getPage('/api/v1/creator_statistics?limit=2&offset=1', creatorStatsSchema);
    // Tied (2 likes, 3 songs) now comes before Yokasta (2 likes, 2 songs).
    expect(page.items.map((c) => c.display_name)).toEqual(['Empate', 'Yokasta Mejía']);
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
  });
});

describe('GET /api/v1/playlistsFromRepertoireByAdmin', () => {
  it("lists admins' public repertoire playlists with their song count and duration", async () => {
    const seasonal = await createPlaylist(t, admin.userId, {
      name: 'Navidad',
      songIds: [song.popular.id, song.old.id, song.hidden.id],
    });
    const alsoSeasonal = await createPlaylist(t, yokasta.userId, {
      name: 'Verano',
      createdAt: daysAgo(5),
    });
    await createPlaylist(t, admin.userId, { name: 'Privada del admin', public: false });
    await createPlaylist(t, admin.userId, {
      name: 'Biblioteca del admin',
      isFromRepertoire: false,
    });
    await createPlaylist(t, fello.userId, { name: 'De un compositor' });

    const page = await getPage('/api/v1/playlistsFromRepertoireByAdmin', playlistSchema);
    expect(page.items.map((p) => p.name)).toEqual(['Navidad', 'Verano']);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      playlist_id: seasonal.id,
      public: true,
      isFromRepertoire: true,
      user_id: admin.userId,
      // The private song in it is neither counted nor timed.
      songsCount: 2,
      totalDurationSeconds: 3,
    });
    expect(page.items[1]).toMatchObject({
      playlist_id: alsoSeasonal.id,
      songsCount: 0,
      totalDurationSeconds: 0,
    });
  });
});
