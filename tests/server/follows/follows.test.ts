/**
 * Following creators (docs/product.md "Seguir y Novedades"): follow and unfollow are idempotent
 * and counted; only an active creator other than oneself can be followed, with a Spanish reason;
 * 'Siguiendo' lists the followed creators; 'Novedades' holds their public songs and albums, newest
 * first, and a song or album made public appears in it at once; a creator's bell counts new followers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_TEXTS, followStateSchema } from '../../../domain/follows';
import { rowsOf } from '../../../server/db/database';
import { sessionCookieFor } from '../../helpers/auth';
import { createPlaylist, createSong, createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let creator: TestUser;
let otherCreator: TestUser;
let listener: TestUser;
let cookie: Record<'creator' | 'listener', string>;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { roles: ['composer'] });
  otherCreator = await createUser(t, { roles: ['composer'] });
  listener = await createUser(t, { roles: ['user'] });
  cookie = {
    creator: await sessionCookieFor(t, creator.userId),
    listener: await sessionCookieFor(t, listener.userId),
  };
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { cookie: who } : {},
    ...(payload ? { payload } : {}),
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('following a creator', () => {
  it('follows once however often sent, counts it, and unfollows the same way', async () => {
    const first = await call('POST', '/follows', cookie.listener, { creator_id: creator.userId });
    expect(first.statusCode).toBe(201);
    expect(followStateSchema.parse(first.json())).toEqual({
      creator_id: creator.userId,
      following: true,
      followers: 1,
    });
    const again = await call('POST', '/follows', cookie.listener, { creator_id: creator.userId });
    expect(again.json().followers).toBe(1);

    const state = await call('GET', `/follows/${creator.userId}`, cookie.listener);
    expect(state.json()).toMatchObject({ following: true, followers: 1 });
    const asVisitor = await call('GET', `/follows/${creator.userId}`);
    expect(asVisitor.json()).toMatchObject({ following: false, followers: 1 });

    for (let round = 0; round < 2; round += 1) {
      const gone = await call('DELETE', '/follows', cookie.listener, {
        creator_id: creator.userId,
      });
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toMatchObject({ following: false, followers: 0 });
    }
  });

  it('refuses oneself, a listener and a suspended creator with a Spanish reason', async () => {
    const self = await call('POST', '/follows', cookie.creator, { creator_id: creator.userId });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(FOLLOW_TEXTS.self);

    const notCreator = await call('POST', '/follows', cookie.creator, {
      creator_id: listener.userId,
    });
    expect(notCreator.statusCode).toBe(400);
    expect(notCreator.json().message).toBe(FOLLOW_TEXTS.notCreator);

    const suspended = await createUser(t, { roles: ['composer'] });
    await t.db.orm.execute(
      sql`UPDATE credentials SET suspended_at = now() WHERE id = ${suspended.userId}`,
    );
    const refused = await call('POST', '/follows', cookie.listener, {
      creator_id: suspended.userId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FOLLOW_TEXTS.suspended);

    const missing = await call('POST', '/follows', cookie.listener, { creator_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    const visitor = await call('POST', '/follows', undefined, { creator_id: creator.userId });
    expect(visitor.statusCode).toBe(401);
  });

  it("lists 'Siguiendo' most recently followed first, and drops a deleted account's follows", async () => {
    const person = await createUser(t, { roles: ['user'] });
    const theirs = await sessionCookieFor(t, person.userId);
    const gone = await createUser(t, { roles: ['composer'] });
    for (const id of [creator.userId, otherCreator.userId, gone.userId]) {
      expect((await call('POST', '/follows', theirs, { creator_id: id })).statusCode).toBe(201);
    }
    await t.db.orm.execute(sql`DELETE FROM credentials WHERE id = ${gone.userId}`);
    const page = (await call('GET', '/follows', theirs)).json();
    expect(page.total).toBe(2);
    expect(page.items.map((item: { user_id: number }) => item.user_id)).toEqual([
      otherCreator.userId,
      creator.userId,
    ]);
    expect(page.items[0]).toHaveProperty('display_name');
    expect((await call('GET', '/follows')).statusCode).toBe(401);
  });
});

describe("'Novedades'", () => {
  it("holds the followed creators' public songs, newest first, and nobody else's", async () => {
    const person = await createUser(t, { roles: ['user'] });
    const theirs = await sessionCookieFor(t, person.userId);
    const older = await createSong(t, creator.userId, { createdAt: minutesAgo(30) });
    const newer = await createSong(t, otherCreator.userId, { createdAt: minutesAgo(10) });
    const newest = await createSong(t, creator.userId, { createdAt: minutesAgo(5) });
    await createSong(t, creator.userId, { visibility: false, createdAt: minutesAgo(1) });
    const stranger = await createUser(t, { roles: ['composer'] });
    await createSong(t, stranger.userId, { createdAt: minutesAgo(2) });

    expect((await call('GET', '/novedades', theirs)).json().items).toEqual([]);
    await call('POST', '/follows', theirs, { creator_id: creator.userId });
    await call('POST', '/follows', theirs, { creator_id: otherCreator.userId });

    const page = (await call('GET', '/novedades', theirs)).json();
    const ids = page.items.map((song: { song_id: number }) => song.song_id);
    expect(ids).toEqual([newest.id, newer.id, older.id]);
    expect(page.total).toBe(3);

    const second = (await call('GET', '/novedades?limit=2&offset=2', theirs)).json();
    expect(second.items.map((song: { song_id: number }) => song.song_id)).toEqual([older.id]);
    expect((await call('GET', '/novedades')).statusCode).toBe(401);
  });

  it('shows a private song made public at once', async () => {
    const person = await createUser(t, { roles: ['user'] });
    const theirs = await sessionCookieFor(t, person.userId);
    const maker = await createUser(t, { roles: ['composer'] });
    const draft = await createSong(t, maker.userId, { visibility: false });
    await call('POST', '/follows', theirs, { creator_id: maker.userId });
    expect((await call('GET', '/novedades', theirs)).json().items).toEqual([]);
    await t.db.orm.execute(sql`UPDATE songs SET visibility = true WHERE id = ${draft.id}`);
    const items = (await call('GET', '/novedades', theirs)).json().items;
    expect(items.map((song: { song_id: number }) => song.song_id)).toEqual([draft.id]);
  });

  it('orders by when a song came out: one uploaded private long ago and made public now is first', async () => {
    const person = await createUser(t, { roles: ['user'] });
    const theirs = await sessionCookieFor(t, person.userId);
    const maker = await createUser(t, { roles: ['composer'] });
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const old = await createSong(t, maker.userId, { visibility: false, createdAt: monthAgo });
    const recent = await createSong(t, maker.userId, {
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await call('POST', '/follows', theirs, { creator_id: maker.userId });
    const before = Date.now();
    await t.db.orm.execute(sql`UPDATE songs SET visibility = true WHERE id = ${old.id}`);
    type Item = { song_id: number; published_at: string; createdAt: string };
    const items: Item[] = (await call('GET', '/novedades', theirs)).json().items;
    expect(items.map((song) => song.song_id)).toEqual([old.id, recent.id]);
    expect(Date.parse(items[0].published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(items[0].createdAt).toBe(monthAgo.toISOString());
    // A song public from its upload came out then.
    expect(items[1].published_at).toBe(items[1].createdAt);
  });

  it('holds their public albums with a playable song, by when they came out, among the songs', async () => {
    const person = await createUser(t, { roles: ['user'] });
    const theirs = await sessionCookieFor(t, person.userId);
    const maker = await createUser(t, { roles: ['composer'] });
    const single = await createSong(t, maker.userId, { createdAt: minutesAgo(20) });
    const track = await createSong(t, maker.userId, { createdAt: minutesAgo(40) });
    const album = await createPlaylist(t, maker.userId, {
      name: 'Raíces',
      songIds: [track.id],
      createdAt: minutesAgo(10),
    });
    // Not news: an empty album, a private one, and one whose only song is private.
    await createPlaylist(t, maker.userId, { createdAt: minutesAgo(3) });
    const draft = await createPlaylist(t, maker.userId, {
      public: false,
      songIds: [track.id],
      createdAt: minutesAgo(60),
    });
    const hidden = await createSong(t, maker.userId, { visibility: false });
    await createPlaylist(t, maker.userId, { songIds: [hidden.id], createdAt: minutesAgo(2) });
    await call('POST', '/follows', theirs, { creator_id: maker.userId });

    type Entry = { kind: string; song_id?: number; playlist_id?: number; published_at: string };
    const entryIds = (items: Entry[]) =>
      items.map((entry) => `${entry.kind}:${entry.song_id ?? entry.playlist_id}`);
    const page = (await call('GET', '/novedades', theirs)).json();
    expect(entryIds(page.items)).toEqual([
      `album:${album.id}`,
      `song:${single.id}`,
      `song:${track.id}`,
    ]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      name: 'Raíces',
      songsCount: 1,
      creator: expect.any(String),
      published_at: album.createdAt.toISOString(),
    });

    // Made public now, the draft album comes out now: first.
    const before = Date.now();
    await t.db.orm.execute(sql`UPDATE playlists SET public = true WHERE id = ${draft.id}`);
    const after = (await call('GET', '/novedades', theirs)).json();
    expect(entryIds(after.items)[0]).toBe(`album:${draft.id}`);
    expect(Date.parse(after.items[0].published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(after.total).toBe(4);

    // A suspended creator's albums leave the feed with their songs.
    await t.db.orm.execute(
      sql`UPDATE credentials SET suspended_at = now() WHERE id = ${maker.userId}`,
    );
    expect((await call('GET', '/novedades', theirs)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('a reactivation gives back suspended songs without making them news again', async () => {
    const maker = await createUser(t, { roles: ['composer'] });
    const song = await createSong(t, maker.userId, {
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const publishedAt = async () =>
      rowsOf<{ published_at: Date | string }>(
        await t.db.orm.execute(sql`SELECT published_at FROM songs WHERE id = ${song.id}`),
      )[0].published_at;
    const first = new Date(await publishedAt()).toISOString();
    await t.db.orm.execute(
      sql`UPDATE songs SET visibility = false, hidden_by_suspension = true WHERE id = ${song.id}`,
    );
    await t.db.orm.execute(
      sql`UPDATE songs SET visibility = true, hidden_by_suspension = false WHERE id = ${song.id}`,
    );
    expect(new Date(await publishedAt()).toISOString()).toBe(first);
  });
});

describe("a creator's new followers", () => {
  it('counts those after a time, with the newest time, for the creator alone', async () => {
    const maker = await createUser(t, { roles: ['composer'] });
    const makers = await sessionCookieFor(t, maker.userId);
    const before = new Date(Date.now() - 1000).toISOString();
    for (let index = 0; index < 3; index += 1) {
      const fan = await createUser(t, { roles: ['user'] });
      await call('POST', '/follows', await sessionCookieFor(t, fan.userId), {
        creator_id: maker.userId,
      });
    }
    const found = (
      await call('GET', `/follows/new-followers?after=${encodeURIComponent(before)}`, makers)
    ).json();
    expect(found.count).toBe(3);
    const later = (
      await call(
        'GET',
        `/follows/new-followers?after=${encodeURIComponent(found.latest_at)}`,
        makers,
      )
    ).json();
    expect(later).toEqual({ count: 0, latest_at: null });
    const listenerAsks = await call(
      'GET',
      `/follows/new-followers?after=${encodeURIComponent(before)}`,
      cookie.listener,
    );
    expect(listenerAsks.statusCode).toBe(403);
  });
});

describe('the kept counts', () => {
  it("a rebuild of the owners' counts after a bulk load keeps the follower counts", async () => {
    const maker = await createUser(t, { roles: ['composer'] });
    const fan = await createUser(t, { roles: ['user'] });
    await call('POST', '/follows', await sessionCookieFor(t, fan.userId), {
      creator_id: maker.userId,
    });
    await t.db.orm.execute(sql`SELECT public.refresh_owner_song_counts()`);
    expect((await call('GET', `/follows/${maker.userId}`)).json().followers).toBe(1);
  });
});

describe('the studio', () => {
  it('counts followers gained on the day', async () => {
    const maker = await createUser(t, { roles: ['composer'] });
    const fan = await createUser(t, { roles: ['user'] });
    await call('POST', '/follows', await sessionCookieFor(t, fan.userId), {
      creator_id: maker.userId,
    });
    const rows = rowsOf(
      await t.db.orm.execute(
        sql`SELECT followers FROM creator_daily_stats WHERE owner_id = ${maker.userId}`,
      ),
    );
    expect(rows).toEqual([{ followers: 1 }]);
  });

  it("shows them per day in 'Estadísticas', and none in one song's view", async () => {
    const maker = await createUser(t, { roles: ['composer'] });
    const makerCookie = await sessionCookieFor(t, maker.userId);
    const song = await createSong(t, maker.userId);
    for (const fan of [await createUser(t), await createUser(t)])
      await call('POST', '/follows', await sessionCookieFor(t, fan.userId), {
        creator_id: maker.userId,
      });
    const whole = (await call('GET', '/studio/stats?days=7', makerCookie)).json();
    expect(whole.totals.followers).toBe(2);
    expect(whole.daily.at(-1).followers).toBe(2);
    expect(
      whole.daily.slice(0, -1).every((day: { followers: number }) => day.followers === 0),
    ).toBe(true);
    const one = (await call('GET', `/studio/stats?days=7&song_id=${song.id}`, makerCookie)).json();
    expect(one.totals.followers).toBeNull();
    expect(one.daily.every((day: { followers: number }) => day.followers === 0)).toBe(true);
  });
});

describe('the song page names its creator, to follow', () => {
  const creatorOf = async (songId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/songs/${songId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().creator;
  };

  it("is the uploader when an active creator; nobody for an admin's upload or once suspended", async () => {
    const maker = await createUser(t, { roles: ['composer'] });
    await t.db.orm.execute(
      sql`UPDATE profiles SET nickname = 'La Maker' WHERE user_id = ${maker.userId}`,
    );
    const song = await createSong(t, maker.userId);
    expect(await creatorOf(song.id)).toEqual({ user_id: maker.userId, name: 'La Maker' });

    const admin = await createUser(t, { roles: ['admin'] });
    expect(await creatorOf((await createSong(t, admin.userId)).id)).toBeNull();

    await t.db.orm.execute(
      sql`UPDATE credentials SET suspended_at = now() WHERE id = ${maker.userId}`,
    );
    await t.db.orm.execute(sql`UPDATE songs SET visibility = true WHERE id = ${song.id}`);
    expect(await creatorOf(song.id)).toBeNull();
  });
});
