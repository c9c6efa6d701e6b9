/**
 * 'Para ti': made ahead of time from what the person likes, plays and keeps in
 * playlists; never a song they like, heard in the last week, their own or a private one of
 * someone else; a new like changes the list at the next refresh; a person with nothing to start
 * from gets an empty list (the home then shows the random sample).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYou } from '../../../domain/recommendations';
import { rowsOf } from '../../../server/db/database';
import {
  REFRESH_AFTER_MS,
  refreshStaleRecommendations,
} from '../../../server/features/recommendations/service';
import { requestAs, sessionCookieFor } from '../../helpers/auth';
import {
  createSong,
  createUser,
  likeSong,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let salsero: TestUser;
let bachatero: TestUser;
const salsas: TestSong[] = [];
const bachatas: TestSong[] = [];

async function forYouOf(user: TestUser): Promise<ForYou> {
  const response = await requestAs(t, {
    method: 'GET',
    url: '/api/v1/recommendations',
    cookie: await sessionCookieFor(t, user.userId),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Someone else who likes all of `songs`: evidence that they go together. */
async function fanOf(songs: TestSong[]): Promise<TestUser> {
  const fan = await createUser(t);
  for (const song of songs) await likeSong(t, fan.libraryId, song.id);
  return fan;
}

beforeAll(async () => {
  t = await createTestApp();
  const salsaCreator = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Rubén', lastName: 'Salsero' },
  });
  const bachataCreator = await createUser(t, {
    roles: ['composer'],
    profile: { name: 'Juana', lastName: 'Bachatera' },
  });
  for (let i = 0; i < 8; i++) {
    salsas.push(await createSong(t, salsaCreator.userId, { gender: 'SALSA', title: `Salsa ${i}` }));
    bachatas.push(
      await createSong(t, bachataCreator.userId, { gender: 'BACHATA', title: `Bachata ${i}` }),
    );
  }
  // Listeners of salsa like salsas together, listeners of bachata bachatas.
  await fanOf(salsas.slice(0, 6));
  await fanOf(salsas.slice(2, 8));
  await fanOf(bachatas.slice(0, 6));
  await fanOf(bachatas.slice(2, 8));
  salsero = await createUser(t);
  bachatero = await createUser(t);
  await refreshStaleRecommendations(t.db.orm);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /recommendations', () => {
  it('is for a signed-in person only', async () => {
    const response = await requestAs(t, {
      method: 'GET',
      url: '/api/v1/recommendations',
      cookie: null,
    });
    expect(response.statusCode).toBe(401);
  });

  it('is empty for someone with nothing to start from, even once made (the random row stays)', async () => {
    const first = await forYouOf(bachatero);
    expect(first).toEqual({ items: [], computed_at: null });
    await refreshStaleRecommendations(t.db.orm);
    const made = await forYouOf(bachatero);
    expect(made.items).toEqual([]);
    expect(made.computed_at).not.toBeNull();
  });

  it('follows a new like at the next refresh: three salsas liked, salsa comes next, with why', async () => {
    await forYouOf(salsero);
    for (const song of salsas.slice(0, 3)) await likeSong(t, salsero.libraryId, song.id);
    await refreshStaleRecommendations(t.db.orm);
    const list = await forYouOf(salsero);
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    const top = list.items.slice(0, 5);
    expect(top.every((item) => item.song.gender === 'SALSA')).toBe(true);
    const liked = new Set(salsas.slice(0, 3).map((song) => song.id));
    expect(list.items.some((item) => liked.has(item.song.song_id))).toBe(false);
    expect(top[0].because).toMatch(/^Porque te gusta «Salsa [0-2]»$/);
    // Lists carry what a row shows, not the waveform or lyrics.
    expect(top[0].song).not.toHaveProperty('waveform');
  });

  it('leaves out a song heard in the last week, and one made private since', async () => {
    const before = await forYouOf(salsero);
    const [heard, hidden] = before.items;
    const cookie = await sessionCookieFor(t, salsero.userId);
    const play = await requestAs(t, {
      method: 'POST',
      url: '/api/v1/plays',
      cookie,
      payload: { song_id: heard.song.song_id, listen_id: randomUUID() },
    });
    expect(play.statusCode).toBe(200);
    await t.db.orm.execute(
      sql`UPDATE songs SET visibility = false WHERE id = ${hidden.song.song_id}`,
    );
    const after = await forYouOf(salsero);
    const ids = after.items.map((item) => item.song.song_id);
    expect(ids).not.toContain(heard.song.song_id);
    expect(ids).not.toContain(hidden.song.song_id);
    // Made again, the heard song stays out for the week.
    await t.db.orm.execute(
      sql`UPDATE recommendation_state SET stale_since = now() WHERE user_id = ${salsero.userId}`,
    );
    await refreshStaleRecommendations(t.db.orm);
    const remade = (await forYouOf(salsero)).items.map((item) => item.song.song_id);
    expect(remade).not.toContain(heard.song.song_id);
    expect(remade).not.toContain(hidden.song.song_id);
    await t.db.orm.execute(
      sql`UPDATE songs SET visibility = true WHERE id = ${hidden.song.song_id}`,
    );
  });

  it("never offers the person's own songs or someone else's private ones", async () => {
    const creator = await createUser(t, { roles: ['composer'] });
    const own = await createSong(t, creator.userId, { gender: 'SALSA' });
    const stranger = await createUser(t, { roles: ['composer'] });
    const secret = await createSong(t, stranger.userId, { gender: 'SALSA', visibility: false });
    await fanOf([salsas[0], salsas[1], own, secret]);
    await fanOf([salsas[0], salsas[1], own, secret]);
    for (const song of salsas.slice(0, 2)) await likeSong(t, creator.libraryId, song.id);
    await forYouOf(creator);
    await refreshStaleRecommendations(t.db.orm);
    const ids = (await forYouOf(creator)).items.map((item) => item.song.song_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(own.id);
    expect(ids).not.toContain(secret.id);
  });

  it('is made again a day later, at the next request', async () => {
    await t.db.orm.execute(sql`
      UPDATE recommendation_state
      SET computed_at = now() - make_interval(secs => ${REFRESH_AFTER_MS / 1000 + 60}), stale_since = NULL
      WHERE user_id = ${salsero.userId}`);
    await forYouOf(salsero);
    const [state] = rowsOf<{ stale: boolean }>(
      await t.db.orm.execute(
        sql`SELECT stale_since IS NOT NULL AS stale FROM recommendation_state WHERE user_id = ${salsero.userId}`,
      ),
    );
    expect(state.stale).toBe(true);
    expect(await refreshStaleRecommendations(t.db.orm)).toBeGreaterThanOrEqual(1);
  });
});

describe('songs liked together (song_pairs)', () => {
  async function together(a: number, b: number): Promise<number> {
    const rows = rowsOf<{ together: number }>(
      await t.db.orm.execute(
        sql`SELECT together FROM song_pairs WHERE song_id = ${a} AND other_id = ${b}`,
      ),
    );
    return rows[0]?.together ?? 0;
  }

  it('counts a like with the library’s other likes both ways, and an unlike takes it back', async () => {
    const [a, b] = [bachatas[6], bachatas[7]];
    const before = await together(a.id, b.id);
    const fan = await fanOf([a, b]);
    expect(await together(a.id, b.id)).toBe(before + 1);
    expect(await together(b.id, a.id)).toBe(before + 1);
    await t.db.orm.execute(
      sql`DELETE FROM library_songs WHERE library_id = ${fan.libraryId} AND song_id = ${b.id}`,
    );
    expect(await together(a.id, b.id)).toBe(before);
    expect(await together(b.id, a.id)).toBe(before);
  });
});

describe('GET /recommendations/like (Reproducción automática)', () => {
  const like = (query: string) =>
    requestAs(t, { method: 'GET', url: `/api/v1/recommendations/like?${query}`, cookie: null });

  it('answers a visitor with songs like the last ones, none of the queue, none private', async () => {
    const queue = salsas.slice(0, 4).map((song) => song.id);
    await t.db.orm.execute(sql`UPDATE songs SET visibility = false WHERE id = ${salsas[7].id}`);
    const response = await like(`songs=${salsas[2].id},${salsas[3].id}&exclude=${queue.join(',')}`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((song: { song_id: number }) => song.song_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id: number) => queue.includes(id))).toEqual([]);
    expect(ids).not.toContain(salsas[7].id);
    const first = salsas.find((song) => song.id === ids[0]);
    expect(first?.gender).toBe('SALSA');
    await t.db.orm.execute(sql`UPDATE songs SET visibility = true WHERE id = ${salsas[7].id}`);
  });

  it('refuses what is not a short list of ids, in Spanish', async () => {
    for (const query of ['', 'songs=abc', 'songs=1,2,3,4,5,6', 'songs=0']) {
      const response = await like(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/[a-zá-ú]/);
    }
  });
});
