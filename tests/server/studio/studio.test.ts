/**
 * The creator studio's rollups. Known plays (signed in and not, from several
 * screens, one made offline three days ago and sent now, one that went past half later), a like
 * and a playlist add give exactly these numbers per day, per song and in total; a replay counts
 * nothing twice; a creator sees only their own songs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioStatsSchema } from '../../../domain/studio';
import { requestAs, sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createSong,
  createUser,
  likeSong,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { getJson } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let creator: TestUser;
let creatorCookie: string;
let listener: TestUser;
let listenerCookie: string;
let bachata: TestSong;
let merengue: TestSong;

/** The Dominican Republic's day of a time, as the server counts days (UTC-4). */
const dayOf = (time: number) => new Date(time - 4 * 3_600_000).toISOString().slice(0, 10);
const TODAY = () => dayOf(Date.now());
const THREE_DAYS_AGO = Date.now() - 3 * 86_400_000;

function play(cookie: string | null, body: Record<string, unknown>) {
  return requestAs(t, { method: 'POST', url: '/api/v1/plays', cookie, payload: body });
}

async function stats(query: string, cookie = creatorCookie) {
  const response = await getJson(t, `/api/v1/studio/stats?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return studioStatsSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { roles: ['composer'] });
  creatorCookie = await sessionCookieFor(t, creator.userId);
  listener = await createUser(t, { roles: ['user'] });
  listenerCookie = await sessionCookieFor(t, listener.userId);
  bachata = await createSong(t, creator.userId, { title: 'Bachata del estudio', seconds: 1 });
  merengue = await createSong(t, creator.userId, { title: 'Merengue del estudio', seconds: 1 });

  const first = randomUUID();
  // The listener: two plays of the bachata today (home, then the queue), one of the merengue.
  expect(
    (await play(listenerCookie, { song_id: bachata.id, listen_id: first, source: 'home' }))
      .statusCode,
  ).toBe(200);
  await play(listenerCookie, {
    song_id: bachata.id,
    listen_id: randomUUID(),
    source: 'queue',
    past_half: true,
  });
  await play(listenerCookie, { song_id: merengue.id, listen_id: randomUUID(), source: 'search' });
  // The first listen went past half later; told twice, counted once. A replay counts nothing.
  await play(listenerCookie, {
    song_id: bachata.id,
    listen_id: first,
    source: 'home',
    past_half: true,
  });
  await play(listenerCookie, {
    song_id: bachata.id,
    listen_id: first,
    source: 'home',
    past_half: true,
  });
  await play(listenerCookie, { song_id: bachata.id, listen_id: first, source: 'home' });
  // A visitor from a shared link, and an old app that says nothing of where it started.
  await play(null, { song_id: bachata.id, listen_id: randomUUID(), source: 'song' });
  await play(null, { song_id: bachata.id, listen_id: randomUUID() });
  // Made offline three days ago, sent now: it counts on its own day.
  await play(listenerCookie, {
    song_id: merengue.id,
    listen_id: randomUUID(),
    source: 'downloads',
    played_at: new Date(THREE_DAYS_AGO).toISOString(),
    past_half: true,
  });
  await likeSong(t, listener.libraryId, bachata.id);
  await createPlaylist(t, listener.userId, { songIds: [bachata.id, merengue.id] });
});
afterAll(() => t.close());

describe('GET /studio/stats', () => {
  it('counts each day of the period, in total', async () => {
    const week = await stats('days=7');
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1)?.day).toBe(TODAY());
    const today = week.daily.at(-1);
    expect(today).toMatchObject({
      plays: 5,
      // Signed-in listeners only: the one listener, once for the creator that day.
      listeners: 1,
      likes: 1,
      playlist_adds: 2,
      past_half: 2,
      tracked: 4,
    });
    const offline = week.daily.find((day) => day.day === dayOf(THREE_DAYS_AGO));
    expect(offline).toMatchObject({ plays: 1, listeners: 1, past_half: 1, tracked: 1 });
    expect(week.totals).toMatchObject({ plays: 6, likes: 1, playlist_adds: 2 });
    expect(week.totals.past_half_share).toBeCloseTo(3 / 5);
    expect(week.totals.listeners_per_day).toBeCloseTo(2 / 7, 1);
    expect(Object.fromEntries(week.sources.map((row) => [row.source, row.plays]))).toMatchObject({
      home: 1,
      queue: 1,
      search: 1,
      song: 1,
      downloads: 1,
      other: 0,
    });
    expect(week.top_songs.map((song) => [song.title, song.plays, song.likes])).toEqual([
      ['Bachata del estudio', 4, 1],
      ['Merengue del estudio', 2, 0],
    ]);
  });

  it("one song's numbers, and only for its creator", async () => {
    const song = await stats(`days=30&song_id=${merengue.id}`);
    expect(song.song).toEqual({ song_id: merengue.id, title: 'Merengue del estudio' });
    expect(song.daily).toHaveLength(30);
    expect(song.totals).toMatchObject({ plays: 2, likes: 0, playlist_adds: 1 });
    expect(song.top_songs).toEqual([]);
    const other = await createUser(t, { roles: ['composer'] });
    const otherCookie = await sessionCookieFor(t, other.userId);
    expect(
      (await getJson(t, `/api/v1/studio/stats?song_id=${merengue.id}`, otherCookie)).statusCode,
    ).toBe(404);
    expect((await stats('days=90', otherCookie)).totals.plays).toBe(0);
  });

  it('is for creators, over 7, 30 or 90 days', async () => {
    expect((await getJson(t, '/api/v1/studio/stats', listenerCookie)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/studio/stats')).statusCode).toBe(401);
    const wrong = await getJson(t, '/api/v1/studio/stats?days=8', creatorCookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.join(' ')).toMatch(/7, 30 o 90/);
  });

  it('a listen claimed in the future counts today; one from long ago, 90 days back', async () => {
    const song = await createSong(t, creator.userId, { title: 'Fuera de tiempo', seconds: 1 });
    await play(listenerCookie, {
      song_id: song.id,
      listen_id: randomUUID(),
      source: 'home',
      played_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await play(listenerCookie, {
      song_id: song.id,
      listen_id: randomUUID(),
      source: 'home',
      played_at: '2020-01-01T00:00:00Z',
    });
    const view = await stats(`days=90&song_id=${song.id}`);
    expect(view.daily.at(-1)?.plays).toBe(1);
    expect(view.totals.plays).toBe(2);
  });
});
