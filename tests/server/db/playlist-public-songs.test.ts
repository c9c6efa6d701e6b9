/**
 * The public songs counted per playlist (playlists.public_songs, migration 0036) stay equal to the
 * songs whatever changes them: a song put in or taken out, made private or public, deleted; a
 * playlist deleted. The Subsonic album lists trust the count to skip looking into each album
 * (docs/architecture.md "At a million songs: what each request reads"), so a drift would list an
 * album nobody may hear, or hide one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/database';
import { createPlaylist, createSong, createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let ana: TestUser;

async function query<Row>(text: string): Promise<Row[]> {
  return rowsOf<Row>(await t.db.orm.execute(sql.raw(text)));
}

/** Each playlist's kept count beside the same count made from its songs now. */
async function keptAndRecounted() {
  const kept = await query<{ id: number; n: number }>(
    'SELECT id, public_songs AS n FROM playlists ORDER BY id',
  );
  const recounted = await query<{ id: number; n: number }>(`
    SELECT p.id, (count(s.id) FILTER (WHERE s.visibility))::int AS n
    FROM playlists p LEFT JOIN playlist_songs ps ON ps.playlist_id = p.id
    LEFT JOIN songs s ON s.id = ps.song_id
    GROUP BY p.id ORDER BY p.id`);
  return { kept, recounted };
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { roles: ['composer'] });
});
afterAll(async () => {
  await t?.close();
});

describe('playlists.public_songs', () => {
  it('follows songs in and out, visibility, deleted songs and playlists', async () => {
    const open = await createSong(t, ana.userId);
    const hidden = await createSong(t, ana.userId, { visibility: false });
    const shared = await createSong(t, ana.userId);
    const album = await createPlaylist(t, ana.userId, { songIds: [open.id, hidden.id, shared.id] });
    const other = await createPlaylist(t, ana.userId, { songIds: [shared.id, hidden.id] });
    const gone = await createPlaylist(t, ana.userId, { songIds: [open.id] });
    const steps = [
      'SELECT 1',
      `UPDATE songs SET visibility = true WHERE id = ${hidden.id}`,
      `UPDATE songs SET visibility = true WHERE id = ${hidden.id}`, // no change: counted once
      `UPDATE songs SET visibility = false WHERE id = ${shared.id}`,
      `DELETE FROM playlist_songs WHERE playlist_id = ${album.id} AND song_id = ${open.id}`,
      `INSERT INTO playlist_songs (playlist_id, song_id, position) VALUES (${other.id}, ${open.id}, 5)`,
      `DELETE FROM songs WHERE id = ${hidden.id}`, // public now, in two playlists
      `DELETE FROM songs WHERE id = ${shared.id}`, // private, in two playlists
      `DELETE FROM playlists WHERE id = ${gone.id}`,
      `UPDATE songs SET visibility = false WHERE id = ${open.id}`,
    ];
    const seen: number[][] = [];
    for (const step of steps) {
      await query(step);
      const { kept, recounted } = await keptAndRecounted();
      expect(kept, step).toEqual(recounted);
      seen.push(kept.map((row) => row.n));
    }
    // The steps moved the counts (a count stuck at 0 would equal nothing above).
    expect(seen[0]).toEqual([2, 1, 1]);
    expect(seen[1]).toEqual([3, 2, 1]);
  });

  it('is counted again from scratch after a bulk load that skipped the triggers', async () => {
    const song = await createSong(t, ana.userId);
    const playlist = await createPlaylist(t, ana.userId);
    await query(`UPDATE playlists SET public_songs = 7 WHERE id = ${playlist.id}`);
    await query(
      `INSERT INTO playlist_songs (playlist_id, song_id) VALUES (${playlist.id}, ${song.id})`,
    );
    await query('SELECT public.refresh_playlist_public_songs()');
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
  });
});
