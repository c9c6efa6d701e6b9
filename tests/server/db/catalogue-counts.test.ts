/**
 * The counts kept per owner (owner_song_counts, migration 0016) stay equal to the songs whatever
 * changes them: new songs, likes and unlikes, plays, a song made private or public, a song deleted,
 * an account deleted, a person made composer. The lists' totals and the creators' ranking read
 * them, so a drift would show wrong totals and a wrong 'Creadores Sugeridos'.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, songSchema } from '../../../domain/api';
import { statisticsSchema } from '../../../domain/statistics';
import { rowsOf } from '../../../server/db/database';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, likeSong, type TestUser } from '../../helpers/factories';
import { getJson } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let ana: TestUser;
let beto: TestUser;
let cero: TestUser;
let listeners: TestUser[];

interface Counts {
  user_id: number;
  songs: number;
  public_songs: number;
  likes: number;
  public_likes: number;
  plays: number;
}

const COLUMNS = 'user_id, songs, public_songs, likes::int, public_likes::int, plays::int';

async function query<Row>(text: string): Promise<Row[]> {
  return rowsOf<Row>(await t.db.orm.execute(sql.raw(text)));
}

/** What the triggers kept, beside the same counts computed from the songs now. */
async function keptAndRecounted(): Promise<{ kept: Counts[]; recounted: Counts[] }> {
  const kept = await query<Counts>(
    `SELECT ${COLUMNS} FROM owner_song_counts
     WHERE songs > 0 OR user_id IN (SELECT id FROM credentials WHERE roles @> '{composer}')
     ORDER BY user_id`,
  );
  const recounted = await query<Counts>(`
    SELECT ${COLUMNS} FROM (
      SELECT owners.id AS user_id, count(songs.id)::int AS songs,
        (count(songs.id) FILTER (WHERE songs.visibility))::int AS public_songs,
        coalesce(sum(songs.likes), 0) AS likes,
        coalesce(sum(songs.likes) FILTER (WHERE songs.visibility), 0) AS public_likes,
        coalesce(sum(songs.plays), 0) AS plays
      FROM credentials owners LEFT JOIN songs ON songs.user_id = owners.id
      WHERE owners.roles @> '{composer}' OR EXISTS (SELECT 1 FROM songs s WHERE s.user_id = owners.id)
      GROUP BY owners.id
    ) AS recount ORDER BY user_id`);
  return { kept, recounted };
}

async function expectInStep() {
  const { kept, recounted } = await keptAndRecounted();
  expect(kept).toEqual(recounted);
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { roles: ['composer'] });
  beto = await createUser(t, { roles: ['composer'] });
  cero = await createUser(t, { roles: ['composer'] });
  listeners = [await createUser(t), await createUser(t), await createUser(t)];
});
afterAll(() => t.close());

describe('owner_song_counts', () => {
  it('has a row of zeros for a composer without songs, and none for a listener', async () => {
    const rows = await query<Counts>(`SELECT ${COLUMNS} FROM owner_song_counts ORDER BY user_id`);
    expect(rows).toContainEqual({
      user_id: cero.userId,
      songs: 0,
      public_songs: 0,
      likes: 0,
      public_likes: 0,
      plays: 0,
    });
    expect(rows.map((row) => row.user_id)).not.toContain(listeners[0].userId);
  });

  it('follows songs, likes, unlikes, plays, visibility, deletions and role changes', async () => {
    const anaPublic = await createSong(t, ana.userId, { title: 'Ana pública' });
    const anaPrivate = await createSong(t, ana.userId, { title: 'Ana privada', visibility: false });
    const betoPublic = await createSong(t, beto.userId, { title: 'Beto pública' });
    await expectInStep();

    for (const listener of listeners) await likeSong(t, listener.libraryId, anaPublic.id);
    await likeSong(t, listeners[0].libraryId, anaPrivate.id);
    await likeSong(t, listeners[1].libraryId, betoPublic.id);
    await expectInStep();

    await query(
      `DELETE FROM library_songs WHERE library_id = ${listeners[2].libraryId} AND song_id = ${anaPublic.id}`,
    );
    await query(`UPDATE songs SET plays = plays + 3 WHERE id = ${betoPublic.id}`);
    await expectInStep();

    // Private to public and back: the public likes move with the song.
    await query(`UPDATE songs SET visibility = true WHERE id = ${anaPrivate.id}`);
    await expectInStep();
    await query(`UPDATE songs SET visibility = false WHERE id = ${anaPublic.id}`);
    await expectInStep();

    await query(`DELETE FROM songs WHERE id = ${betoPublic.id}`);
    await expectInStep();

    // A listener who uploads (an admin's song) and a listener made composer.
    await createSong(t, listeners[0].userId, { title: 'De un oyente' });
    await query(
      `UPDATE credentials SET roles = '{user,composer}' WHERE id = ${listeners[1].userId}`,
    );
    await expectInStep();

    await query(`DELETE FROM credentials WHERE id = ${ana.userId}`);
    await expectInStep();
    const ranked = await query<{ user_id: number }>('SELECT user_id FROM owner_song_counts');
    expect(ranked.map((row) => row.user_id)).not.toContain(ana.userId);
  });
});

/** kept_counts beside the same figures counted now (what refresh_kept_counts would write). */
async function expectKeptCountsInStep() {
  const kept = await query<{ name: string; value: number }>(
    'SELECT name, value::int FROM kept_counts WHERE value <> 0 ORDER BY name',
  );
  const recounted = await query<{ name: string; value: number }>(`
    SELECT name, value::int FROM (
      SELECT 'accounts' AS name, count(*) AS value FROM credentials
      UNION ALL SELECT 'accounts:' || role, count(*) FROM credentials, unnest(roles) AS role GROUP BY role
      UNION ALL SELECT 'playlists', count(*) FROM playlists
      UNION ALL SELECT 'playlists:private', count(*) FROM playlists WHERE NOT public
      UNION ALL SELECT public.upload_week_name(created_at), count(*) FROM songs GROUP BY 1
    ) AS now_counted WHERE value <> 0 ORDER BY name`);
  expect(kept).toEqual(recounted);
}

describe('kept_counts (admin statistics)', () => {
  it('follows accounts, roles, playlists and uploads per week', async () => {
    await expectKeptCountsInStep();
    const maria = await createUser(t, { roles: ['composer'] });
    await createUser(t, { roles: ['admin'] });
    await createSong(t, maria.userId, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    const recent = await createSong(t, maria.userId);
    await query(`INSERT INTO playlists (name, public, user_id) VALUES
      ('Pública', true, ${maria.userId}), ('Privada', false, ${maria.userId})`);
    await expectKeptCountsInStep();

    await query(`UPDATE playlists SET public = NOT public WHERE user_id = ${maria.userId}`);
    await query(`UPDATE credentials SET roles = '{user}' WHERE id = ${listeners[2].userId}`);
    await query(`UPDATE credentials SET roles = '{user,admin}' WHERE id = ${listeners[2].userId}`);
    await query(
      `UPDATE songs SET created_at = created_at - interval '30 days' WHERE id = ${recent.id}`,
    );
    await expectKeptCountsInStep();

    await query(`DELETE FROM credentials WHERE id = ${maria.userId}`);
    await expectKeptCountsInStep();
  });

  it('GET /statistics reads them: the same figures an admin saw counted before', async () => {
    const admin = await createUser(t, { roles: ['admin'] });
    const response = await getJson(
      t,
      '/api/v1/statistics',
      await sessionCookieFor(t, admin.userId),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [now] = await query<Record<string, number>>(`SELECT
      (SELECT count(*) FROM credentials)::int AS users,
      (SELECT count(*) FROM credentials WHERE roles @> '{composer}')::int AS composers,
      (SELECT count(*) FROM playlists)::int AS playlists,
      (SELECT count(*) FROM songs)::int AS songs,
      (SELECT count(*) FROM songs WHERE created_at >= date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS this_week`);
    const body = statisticsSchema.parse(response.json());
    expect(body.users.total).toBe(now.users);
    expect(body.users.composer).toBe(now.composers);
    expect(body.playlists.total).toBe(now.playlists);
    expect(body.songs.total).toBe(now.songs);
    expect(body.weeklyUploads.at(-1)?.uploads).toBe(now.this_week);
  });
});

describe('list totals read the kept counts', () => {
  it('GET /songs counts public songs for a visitor, plus their own for an owner, all for an admin', async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    await createSong(t, owner.userId, { title: 'Propia privada', visibility: false });
    const admin = await createUser(t, { roles: ['admin'] });
    const [{ public_songs, all_songs }] = await query<{ public_songs: number; all_songs: number }>(
      `SELECT (count(*) FILTER (WHERE visibility))::int AS public_songs, count(*)::int AS all_songs
       FROM songs`,
    );
    const ownPrivate = 1;
    const totalFor = async (cookie: string | null, sort: string) => {
      const response = await getJson(t, `/api/v1/songs?sort=${sort}&limit=1`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return pageSchema(songSchema).parse(response.json()).total;
    };
    for (const sort of ['newest', 'top', 'random']) {
      expect(await totalFor(null, sort)).toBe(public_songs);
      expect(await totalFor(await sessionCookieFor(t, owner.userId), sort)).toBe(
        public_songs + ownPrivate,
      );
      expect(await totalFor(await sessionCookieFor(t, admin.userId), sort)).toBe(all_songs);
    }
    const repertoire = await getJson(t, `/api/v1/songsFromRepertoire?userId=${owner.userId}`);
    expect(pageSchema(songSchema).parse(repertoire.json()).total).toBe(0);
    const own = await getJson(
      t,
      `/api/v1/songsFromRepertoire?userId=${owner.userId}`,
      await sessionCookieFor(t, owner.userId),
    );
    expect(pageSchema(songSchema).parse(own.json()).total).toBe(1);
  });
});
