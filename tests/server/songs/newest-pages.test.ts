/**
 * The newest songs at any depth ('Canciones Subidas' jumps to any page; spec section 9): a page
 * finds its day from the songs counted per day (song_day_counts, kept by a trigger) and walks only
 * inside it. Every page, for the admin (every song) and for a visitor (public songs), is the same
 * as ORDER BY … OFFSET over the songs, before and after songs are added, hidden and deleted; and
 * the kept counts equal the songs counted now.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, songSchema } from '../../../domain/api';
import { rowsOf } from '../../../server/db/database';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, type TestUser } from '../../helpers/factories';
import { getJson } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let ana: TestUser;
let adminCookie: string;

const HOUR = 3_600_000;
/** Midnight UTC three days ago: songs either side of day boundaries. */
const midnight = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR - 3 * 24 * HOUR;

async function query<Row>(text: string): Promise<Row[]> {
  return rowsOf<Row>(await t.db.orm.execute(sql.raw(text)));
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { roles: ['composer'] });
  adminCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);
  const at = [
    -30 * HOUR,
    -1,
    0,
    0, // the same instant as the one before: the id decides
    1,
    5 * HOUR,
    24 * HOUR - 1,
    24 * HOUR,
    30 * HOUR,
    49 * HOUR,
    50 * HOUR,
  ];
  for (const [index, offset] of at.entries())
    await createSong(t, ana.userId, {
      title: `Canción ${index}`,
      visibility: index % 3 !== 1,
      createdAt: new Date(midnight + offset),
    });
});
afterAll(() => t.close());

async function pageIds(path: string, cookie: string | null): Promise<number[]> {
  const response = await getJson(t, path, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema(songSchema)
    .parse(response.json())
    .items.map((song) => song.song_id);
}

/** Every page at every depth equals the plain ORDER BY … OFFSET over the same songs. */
async function expectEveryPageRight() {
  const all = (
    await query<{ id: number }>('SELECT id FROM songs ORDER BY created_at DESC, id DESC')
  ).map((row) => row.id);
  const publicIds = (
    await query<{ id: number }>(
      'SELECT id FROM songs WHERE visibility ORDER BY created_at DESC, id DESC',
    )
  ).map((row) => row.id);
  for (const limit of [1, 2, 3, 5]) {
    for (let offset = 0; offset <= all.length; offset++) {
      expect(
        await pageIds(`/api/v1/songsAdmin?limit=${limit}&offset=${offset}`, adminCookie),
        `admin ${limit}@${offset}`,
      ).toEqual(all.slice(offset, offset + limit));
      if (offset <= publicIds.length)
        expect(
          await pageIds(`/api/v1/songs?sort=newest&limit=${limit}&offset=${offset}`, null),
          `visitor ${limit}@${offset}`,
        ).toEqual(publicIds.slice(offset, offset + limit));
    }
  }
}

async function expectDayCountsInStep() {
  const kept = await query(
    `SELECT day_start, songs, public_songs FROM song_day_counts
     WHERE songs <> 0 OR public_songs <> 0 ORDER BY day_start`,
  );
  const recounted = await query(
    `SELECT date_trunc('day', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day_start,
       count(*)::int AS songs, (count(*) FILTER (WHERE visibility))::int AS public_songs
     FROM songs GROUP BY 1 ORDER BY 1`,
  );
  expect(kept).toEqual(recounted);
}

describe('the newest songs at any depth', () => {
  it('every page of every size is the same as walking every song before it', async () => {
    await expectDayCountsInStep();
    await expectEveryPageRight();
  });

  it('stays right as songs are added, hidden, shown, moved to another day and deleted', async () => {
    const [first, , third] = await query<{ id: number }>('SELECT id FROM songs ORDER BY id');
    await createSong(t, ana.userId, { title: 'Nueva', createdAt: new Date(midnight + 2 * HOUR) });
    await query(`UPDATE songs SET visibility = NOT visibility WHERE id = ${third.id}`);
    await query(
      `UPDATE songs SET created_at = created_at + interval '2 days' WHERE id = ${first.id}`,
    );
    await query(`DELETE FROM songs WHERE title = 'Canción 6'`);
    await expectDayCountsInStep();
    await expectEveryPageRight();
  });

  it('the rebuild after a bulk load writes what the trigger kept', async () => {
    const before = await query('SELECT * FROM song_day_counts WHERE songs <> 0 ORDER BY day_start');
    await query('SELECT public.refresh_song_day_counts()');
    expect(await query('SELECT * FROM song_day_counts ORDER BY day_start')).toEqual(before);
  });
});

describe('what lists read', () => {
  // docs/architecture.md "At a million songs": a list's rows leave out what only a song's own
  // page shows (lyrics, the waveform's peaks), which made a 500-song playlist three times slower.
  it("reads none of a song page's own columns for a list, a lookup or a playlist", async () => {
    const { findSongs, findSongsByIds, wholeCatalogue, allSongs } = await import(
      '../../../server/features/songs/repository'
    );
    const { findPlaylistSongs } = await import('../../../server/features/playlists/repository');
    const [song] = await query<{ id: number }>('SELECT id FROM songs ORDER BY id LIMIT 1');
    const [playlist] = await query<{ id: number }>(
      `INSERT INTO playlists (name, public, user_id) VALUES ('Lista', true, ${ana.userId}) RETURNING id`,
    );
    await query(
      `INSERT INTO playlist_songs (playlist_id, song_id, position) VALUES (${playlist.id}, ${song.id}, 0)`,
    );
    const rows = [
      ...(await findSongs(t.db.orm, wholeCatalogue, { sort: 'newest', limit: 2, offset: 3 })).rows,
      ...(await findSongs(t.db.orm, wholeCatalogue, { sort: 'top', limit: 2, offset: 0 })).rows,
      ...(await findSongsByIds(t.db.orm, allSongs, [song.id])),
      ...(await findPlaylistSongs(t.db.orm, playlist.id, allSongs)).map((row) => row.song),
    ];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows)
      for (const column of ['letter', 'waveform', 'authors', 'titleSearch', 'audioSha256'])
        expect(Object.keys(row)).not.toContain(column);
  });
});
