/**
 * GET /statistics (DECISIONS "Statistics screen"): admins only (401 / 403 in Spanish); users by
 * role, songs and playlists with the private ones counted, total likes; the 10 most liked songs
 * and the 5 composers whose songs (private ones too) hold the most likes; and uploads in each of
 * the last 12 ISO weeks, empty weeks included.
 */

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Statistics, statisticsSchema } from '../../../domain/statistics';
import { sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createSong,
  createUser,
  likeSong,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let admin: TestUser;
let fans: TestUser[];
let composers: TestUser[];
let songs: Record<'a1' | 'a2' | 'b1' | 'c1' | 'adminSong', TestSong>;
let fillers: TestSong[];

/** Moves a song into the ISO week `weeksAgo` before the current one (UTC), a day after its Monday. */
async function uploadedWeeksAgo(song: TestSong, weeksAgo: number): Promise<void> {
  await t.db.orm.execute(sql`
    UPDATE songs
    SET created_at = (date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
      - make_interval(weeks => ${weeksAgo}) + interval '1 day'
    WHERE id = ${song.id}
  `);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['admin'] });
  fans = [];
  for (let i = 0; i < 3; i++) fans.push(await createUser(t, { roles: ['user'] }));
  // Six composers, A to F in account order; only A, B and C upload.
  composers = [];
  for (const name of ['Ana', 'Beto', 'Carla', 'Dario', 'Elsa', 'Fabio']) {
    composers.push(await createUser(t, { roles: ['composer'], profile: { nickname: name } }));
  }
  const [a, b, c] = composers;
  songs = {
    a1: await createSong(t, a.userId, { title: 'A pública' }),
    // The most liked song is private: the admin's figures count it.
    a2: await createSong(t, a.userId, { title: 'A privada', visibility: false }),
    b1: await createSong(t, b.userId, { title: 'B pública' }),
    c1: await createSong(t, c.userId, { title: 'C sin me gusta' }),
    adminSong: await createSong(t, admin.userId, { title: 'Del admin' }),
  };
  fillers = [];
  for (let i = 0; i < 8; i++) {
    fillers.push(await createSong(t, admin.userId, { title: `Relleno ${i}` }));
  }
  for (const fan of fans) await likeSong(t, fan.libraryId, songs.a2.id);
  await likeSong(t, fans[0].libraryId, songs.adminSong.id);
  await likeSong(t, fans[1].libraryId, songs.adminSong.id);
  await likeSong(t, fans[0].libraryId, songs.b1.id);

  await createPlaylist(t, a.userId, { public: true });
  await createPlaylist(t, a.userId, { public: false });
  await createPlaylist(t, admin.userId, { public: false });

  await uploadedWeeksAgo(songs.a1, 3);
  await uploadedWeeksAgo(songs.a2, 3);
  await uploadedWeeksAgo(songs.b1, 11);
  await uploadedWeeksAgo(songs.c1, 20);
});

afterAll(async () => {
  await t?.close();
});

function getStatistics(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/statistics',
    headers: cookie ? { cookie } : {},
  });
}

async function adminStatistics(): Promise<Statistics> {
  const response = await getStatistics(await sessionCookieFor(t, admin.userId));
  expect(response.statusCode, response.body).toBe(200);
  return statisticsSchema.parse(response.json());
}

describe('GET /statistics access', () => {
  it('answers 401 in Spanish without a session', async () => {
    const response = await getStatistics();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Debe iniciar sesión para continuar',
      errors: expect.any(Array),
    });
  });

  it('answers 403 in Spanish to a listener and to a composer', async () => {
    for (const user of [fans[0], composers[0]]) {
      const response = await getStatistics(await sessionCookieFor(t, user.userId));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tiene permiso para realizar esta acción');
    }
  });
});

describe('GET /statistics figures', () => {
  it('counts users by role, and every song and playlist with the private ones', async () => {
    const stats = await adminStatistics();
    expect(stats.users).toEqual({ total: 10, user: 3, composer: 6, admin: 1 });
    expect(stats.songs).toEqual({ total: 13, private: 1 });
    expect(stats.playlists).toEqual({ total: 3, private: 2 });
    expect(stats.totalLikes).toBe(6);
  });

  it('lists the 10 most liked songs, private included, ties newest first', async () => {
    const stats = await adminStatistics();
    const newestFillers = fillers
      .map((song) => song.id)
      .reverse()
      .slice(0, 7);
    expect(stats.topSongs.map((song) => song.song_id)).toEqual([
      songs.a2.id,
      songs.adminSong.id,
      songs.b1.id,
      ...newestFillers,
    ]);
    expect(stats.topSongs[0]).toEqual({
      song_id: songs.a2.id,
      title: 'A privada',
      composers: ['Compositor de Prueba'],
      likes: 3,
      plays: 0,
      visibility: false,
    });
  });

  it('ranks the 5 composers with the most likes, then the most songs', async () => {
    const stats = await adminStatistics();
    // Ana's likes are on her private song, so a public-only ranking would put Beto first.
    expect(stats.topCreators).toEqual([
      { user_id: composers[0].userId, display_name: 'Ana', totalLikes: 3, songsCount: 2 },
      { user_id: composers[1].userId, display_name: 'Beto', totalLikes: 1, songsCount: 1 },
      { user_id: composers[2].userId, display_name: 'Carla', totalLikes: 0, songsCount: 1 },
      { user_id: composers[3].userId, display_name: 'Dario', totalLikes: 0, songsCount: 0 },
      { user_id: composers[4].userId, display_name: 'Elsa', totalLikes: 0, songsCount: 0 },
    ]);
  });

  it('gives uploads for each of the last 12 ISO weeks, zeros included', async () => {
    const stats = await adminStatistics();
    const now = new Date();
    const monday = new Date(
      Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth(),
        now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
      ),
    );
    const expectedStarts = Array.from({ length: 12 }, (_, index) =>
      new Date(monday.getTime() - (11 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(stats.weeklyUploads.map((week) => week.weekStart)).toEqual(expectedStarts);
    // Week 11 ago: B's song; 3 ago: both of A's; this week: the other 9; C's (20 ago) is out.
    const expectedUploads = [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 9];
    expect(stats.weeklyUploads.map((week) => week.uploads)).toEqual(expectedUploads);
    for (const week of stats.weeklyUploads) {
      expect(week.isoWeek).toBe(isoWeekOf(new Date(`${week.weekStart}T00:00:00Z`)));
    }
  });
});

/** ISO 8601 week number: the week's Thursday decides the year, counted from its 1 January. */
function isoWeekOf(date: Date): number {
  const thursday = new Date(date.getTime());
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const januaryFirst = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.ceil(((thursday.getTime() - januaryFirst) / 86_400_000 + 1) / 7);
}

// Last in the file: it adds plays the figures above do not expect.
describe('GET /statistics plays', () => {
  it('adds up every play and ranks the most played songs, private ones too', async () => {
    const before = await adminStatistics();
    expect(before.totalPlays).toBe(0);
    expect(before.mostPlayed).toEqual([]);
    const cookie = await sessionCookieFor(t, admin.userId);
    const play = (songId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/plays',
        payload: { song_id: songId, listen_id: randomUUID() },
        headers: { cookie },
      });
    for (const id of [songs.b1.id, songs.b1.id, songs.a2.id]) {
      expect((await play(id)).statusCode).toBe(200);
    }
    const stats = await adminStatistics();
    expect(stats.totalPlays).toBe(3);
    expect(stats.mostPlayed.map((song) => [song.song_id, song.plays])).toEqual([
      [songs.b1.id, 2],
      [songs.a2.id, 1],
    ]);
    expect(stats.mostPlayed[1].visibility).toBe(false);
  });
});
