/**
 * The library (spec sections 3, 4, 7): liking puts a song in the library and adds one like,
 * liking twice is one like, unliking removes it; only the owner reads or changes a library;
 * private and missing songs cannot be liked; deleting a song takes it out of every playlist and
 * library (and its likes with it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { librarySchema, songLibraryResultSchema } from '../../../domain/library';
import { playlistDetailSchema } from '../../../domain/playlists';
import * as libraryRepository from '../../../server/features/library/repository';
import { sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createSong,
  createUser,
  type TestSong,
  type TestUser,
} from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let composer: TestUser;
let listener: TestUser;
let other: TestUser;
let cookies: Record<'composer' | 'listener' | 'other', string>;
let song: TestSong;
let privateSong: TestSong;

beforeAll(async () => {
  t = await createTestApp();
  composer = await createUser(t, { roles: ['composer'] });
  listener = await createUser(t, { roles: ['user'] });
  other = await createUser(t, { roles: ['user'] });
  cookies = {
    composer: await sessionCookieFor(t, composer.userId),
    listener: await sessionCookieFor(t, listener.userId),
    other: await sessionCookieFor(t, other.userId),
  };
  song = await createSong(t, composer.userId, { title: 'Ojalá que llueva café' });
  privateSong = await createSong(t, composer.userId, { title: 'Borrador', visibility: false });
});

afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function likesOf(songId: number, cookie = cookies.composer): Promise<number> {
  return (await call('GET', `/songs/${songId}`, cookie)).json().likes;
}

async function libraryOf(user: TestUser, cookie: string) {
  return librarySchema.parse((await call('GET', `/libraries/${user.userId}`, cookie)).json());
}

describe('likes', () => {
  it('liking adds the song to the library and one like; twice is still one; unliking removes it', async () => {
    expect(await likesOf(song.id)).toBe(0);
    const liked = await call('POST', '/song_libraries', cookies.listener, { song_id: song.id });
    expect(liked.statusCode).toBe(201);
    expect(songLibraryResultSchema.parse(liked.json())).toMatchObject({
      liked: true,
      likes: 1,
      library_id: listener.libraryId,
    });
    await call('POST', '/song_libraries', cookies.listener, {
      song_id: song.id,
      library_id: listener.libraryId,
    });
    expect(await likesOf(song.id)).toBe(1);
    const library = await libraryOf(listener, cookies.listener);
    expect(library.Song_Libraries.map((entry) => entry.Song.title)).toEqual([
      'Ojalá que llueva café',
    ]);

    await call('POST', '/song_libraries', cookies.other, { song_id: song.id });
    expect(await likesOf(song.id)).toBe(2);

    const unliked = await call('DELETE', '/song_libraries', cookies.listener, { song_id: song.id });
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toMatchObject({ liked: false, likes: 1 });
    // Sent again (an offline replay): nothing more changes.
    await call('DELETE', '/song_libraries', cookies.listener, { song_id: song.id });
    expect(await likesOf(song.id)).toBe(1);
    expect((await libraryOf(listener, cookies.listener)).Song_Libraries).toEqual([]);
  });

  it('refuses a private song of someone else and a missing song with 404', async () => {
    const privateLike = await call('POST', '/song_libraries', cookies.listener, {
      song_id: privateSong.id,
    });
    expect(privateLike.statusCode).toBe(404);
    expect(privateLike.json().message).toBe('Canción no encontrada');
    expect(
      (await call('POST', '/song_libraries', cookies.listener, { song_id: 999999 })).statusCode,
    ).toBe(404);
    // The owner may keep their own private song.
    expect(
      (await call('POST', '/song_libraries', cookies.composer, { song_id: privateSong.id }))
        .statusCode,
    ).toBe(201);
  });

  it("unliking someone else's private song answers as for a missing song: no like count", async () => {
    const missing = await call('DELETE', '/song_libraries', cookies.other, { song_id: 999999 });
    const hidden = await call('DELETE', '/song_libraries', cookies.other, {
      song_id: privateSong.id,
    });
    expect(hidden.statusCode).toBe(missing.statusCode);
    expect(hidden.json().likes).toBeNull();
    expect(missing.json().likes).toBeNull();
    // Its owner reads it.
    const own = await call('DELETE', '/song_libraries', cookies.composer, {
      song_id: privateSong.id,
    });
    expect(own.json().likes).toBe(0);
  });

  it("refuses another person's library_id (403) and a visitor (401)", async () => {
    const response = await call('POST', '/song_libraries', cookies.listener, {
      song_id: song.id,
      library_id: other.libraryId,
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await call('POST', '/song_libraries', undefined, { song_id: song.id })).statusCode,
    ).toBe(401);
  });
});

describe('GET /libraries/{userId}', () => {
  it('answers the owner only', async () => {
    expect((await call('GET', `/libraries/${listener.userId}`, cookies.other)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/libraries/${listener.userId}`)).statusCode).toBe(401);
    const own = await libraryOf(listener, cookies.listener);
    expect(own.library_id).toBe(listener.libraryId);
    expect(own.user_id).toBe(listener.userId);
  });

  it('refuses a since or limit that is not a page (400, in Spanish)', async () => {
    for (const query of ['since=-1', 'since=abc', 'limit=0', 'limit=501']) {
      const response = await call(
        'GET',
        `/libraries/${listener.userId}?${query}`,
        cookies.listener,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/[áéíóúñ]|inválid|debe/i);
    }
  });
});

describe('GET /libraries/{userId}?since=: the changes since a version, a page at a time', () => {
  async function page(user: TestUser, cookie: string, since: number, limit = 200) {
    const response = await call(
      'GET',
      `/libraries/${user.userId}?since=${since}&limit=${limit}`,
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    return librarySchema.parse(response.json());
  }

  it('pages the whole library, then answers only what changed: likes, unlikes, edits, hiding, deletions', async () => {
    const fan = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, fan.userId);
    const songs = [];
    for (let n = 0; n < 5; n += 1) {
      const made = await createSong(t, composer.userId, { title: `Serie ${n}` });
      songs.push(made);
      await call('POST', '/song_libraries', cookie, { song_id: made.id });
    }

    // From scratch, two at a time: every song once, in the order they were liked.
    const seen: number[] = [];
    let since = 0;
    for (;;) {
      const next = await page(fan, cookie, since, 2);
      expect(next.removed_song_ids).toEqual([]);
      seen.push(...next.Song_Libraries.map((entry) => entry.song_id));
      expect(next.version).toBeGreaterThan(since);
      since = next.version;
      if (!next.has_more) break;
    }
    expect(seen).toEqual(songs.map((made) => made.id));
    // Nothing changed: nothing is sent again.
    const quiet = await page(fan, cookie, since);
    expect(quiet).toMatchObject({
      version: since,
      has_more: false,
      Song_Libraries: [],
      removed_song_ids: [],
    });

    // Unliked, liked anew, edited by its owner, made private, deleted.
    const [unliked, added, edited, hidden, deleted] = songs;
    await call('DELETE', '/song_libraries', cookie, { song_id: unliked.id });
    const fresh = await createSong(t, composer.userId, { title: 'Nueva' });
    await call('POST', '/song_libraries', cookie, { song_id: fresh.id });
    await t.db.orm.execute(sql`UPDATE songs SET title = 'Serie editada' WHERE id = ${edited.id}`);
    await t.db.orm.execute(sql`UPDATE songs SET visibility = false WHERE id = ${hidden.id}`);
    await t.db.orm.execute(sql`DELETE FROM songs WHERE id = ${deleted.id}`);
    // Likes move all the time and rows do not show them: they are not a change of the library.
    await call('POST', '/song_libraries', cookies.other, { song_id: added.id });

    const changes = await page(fan, cookie, since);
    expect(changes.has_more).toBe(false);
    expect(changes.Song_Libraries.map((entry) => [entry.song_id, entry.Song.title])).toEqual([
      [fresh.id, 'Nueva'],
      [edited.id, 'Serie editada'],
    ]);
    expect(changes.removed_song_ids.sort()).toEqual([unliked.id, hidden.id, deleted.id].sort());
    expect(changes.version).toBeGreaterThan(since);

    // Liked again after an unlike: back among the songs, no longer among the removed.
    await call('POST', '/song_libraries', cookie, { song_id: unliked.id });
    const again = await page(fan, cookie, changes.version);
    expect(again.Song_Libraries.map((entry) => entry.song_id)).toEqual([unliked.id]);
    expect(again.removed_song_ids).toEqual([]);
    // And from scratch, the library as it is now (a song now private to someone else is named
    // as gone: its row is still there, to come back if it is made public again).
    const whole = await page(fan, cookie, 0);
    expect(whole.removed_song_ids).toEqual([hidden.id]);
    expect(whole.Song_Libraries.map((entry) => entry.song_id).sort()).toEqual(
      [added.id, edited.id, fresh.id, unliked.id].sort(),
    );
  });

  it('reads the version and the changes as of one moment: a song edited meanwhile is not lost', async () => {
    const fan = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, fan.userId);
    const liked = await createSong(t, composer.userId, { title: 'A medio leer' });
    await call('POST', '/song_libraries', cookie, { song_id: liked.id });
    // The song's owner edits it right after the library's version is read (as a rendition that
    // finishes then does): the edit moves the like to a version past the one read.
    let edit: Promise<unknown> = Promise.resolve();
    const versionOf = libraryRepository.libraryVersionOf;
    const readVersion = vi.spyOn(libraryRepository, 'libraryVersionOf');
    readVersion.mockImplementationOnce(async (orm, libraryId) => {
      const version = await versionOf(orm, libraryId);
      // Sent now, not awaited (a query of drizzle's runs once its then is called).
      edit = t.db.orm
        .execute(sql`UPDATE songs SET title = 'Editada' WHERE id = ${liked.id}`)
        .then(() => undefined);
      return version;
    });
    try {
      const whole = await page(fan, cookie, 0);
      await edit;
      expect(whole.Song_Libraries.map((entry) => entry.song_id)).toEqual([liked.id]);
      // And the edit comes with the next page of changes.
      const next = await page(fan, cookie, whole.version);
      expect(next.Song_Libraries.map((entry) => entry.Song.title)).toEqual(['Editada']);
    } finally {
      readVersion.mockRestore();
    }
  });

  it('answers its own, lower version to a device ahead of it (a restored backup), so it starts again', async () => {
    const fan = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, fan.userId);
    await call('POST', '/song_libraries', cookie, { song_id: song.id });
    const now = await page(fan, cookie, 0);
    const ahead = await page(fan, cookie, now.version + 1000);
    expect(ahead.version).toBe(now.version);
    expect(ahead.has_more).toBe(false);
  });

  it('sends a row what a row shows: no waveform, lyrics or credits', async () => {
    const fan = await createUser(t, { roles: ['user'] });
    const cookie = await sessionCookieFor(t, fan.userId);
    await call('POST', '/song_libraries', cookie, { song_id: song.id });
    // The answer as sent (the schema would drop unknown fields).
    const raw = (await call('GET', `/libraries/${fan.userId}`, cookie)).json();
    const [entry] = raw.Song_Libraries;
    expect(entry.Song.song_id).toBe(song.id);
    for (const heavy of ['waveform', 'letter', 'authors', 'arrangers', 'copyright']) {
      expect(entry.Song, heavy).not.toHaveProperty(heavy);
    }
  });
});

describe('POST /playlist_libraries', () => {
  it('saves a visible playlist once; a private playlist of someone else is 404', async () => {
    const open = await createPlaylist(t, composer.userId, { name: 'Abierta', songIds: [song.id] });
    const closed = await createPlaylist(t, composer.userId, { name: 'Cerrada', public: false });
    const body = { playlist_id: open.id, library_id: listener.libraryId };
    expect((await call('POST', '/playlist_libraries', cookies.listener, body)).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/playlist_libraries', cookies.listener, body)).statusCode).toBe(
      201,
    );
    expect(
      (await call('POST', '/playlist_libraries', cookies.listener, { playlist_id: closed.id }))
        .statusCode,
    ).toBe(404);
    const library = await libraryOf(listener, cookies.listener);
    expect(library.Playlist_Libraries.map((entry) => entry.Playlist.name)).toEqual(['Abierta']);
    expect(library.Playlist_Libraries[0].Playlist.songsCount).toBe(1);

    expect(
      (await call('DELETE', '/playlist_libraries', cookies.listener, { playlist_id: open.id }))
        .statusCode,
    ).toBe(200);
    expect((await libraryOf(listener, cookies.listener)).Playlist_Libraries).toEqual([]);
  });

  it('a playlist made from a song: created private, song added, saved in the library', async () => {
    const created = await call('POST', '/playlists', cookies.other, {
      name: 'Para el carro',
      public: false,
      isFromRepertoire: false,
    });
    expect(created.statusCode).toBe(201);
    const playlistId: number = created.json().playlist_id;
    expect(
      (
        await call('POST', '/song_playlists', cookies.other, {
          song_id: song.id,
          playlist_id: playlistId,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/playlist_libraries', cookies.other, { playlist_id: playlistId }))
        .statusCode,
    ).toBe(201);
    const library = await libraryOf(other, cookies.other);
    expect(library.Playlist_Libraries[0].Playlist).toMatchObject({
      name: 'Para el carro',
      public: false,
      songsCount: 1,
    });
  });
});

describe('deleting a song', () => {
  it('removes it from every playlist and library, likes included', async () => {
    const doomed = await createSong(t, composer.userId, { title: 'Se va' });
    const keep = await createSong(t, composer.userId, { title: 'Se queda' });
    await call('POST', '/song_libraries', cookies.listener, { song_id: doomed.id });
    await call('POST', '/song_libraries', cookies.other, { song_id: doomed.id });
    const p1 = await createPlaylist(t, listener.userId, { songIds: [doomed.id, keep.id] });
    const p2 = await createPlaylist(t, composer.userId, { songIds: [doomed.id] });

    expect((await call('DELETE', `/songs/${doomed.id}`, cookies.composer)).statusCode).toBe(204);

    for (const [user, cookie] of [
      [listener, cookies.listener],
      [other, cookies.other],
    ] as const) {
      const library = await libraryOf(user, cookie);
      expect(library.Song_Libraries.map((entry) => entry.song_id)).not.toContain(doomed.id);
    }
    const one = playlistDetailSchema.parse(
      (await call('GET', `/playlists/${p1.id}`, cookies.listener)).json(),
    );
    expect(one.Song_Playlists.map((s) => s.Song.title)).toEqual(['Se queda']);
    const two = playlistDetailSchema.parse(
      (await call('GET', `/playlists/${p2.id}`, cookies.composer)).json(),
    );
    expect(two.Song_Playlists).toEqual([]);
    // Unliking the deleted song (a queued change) is harmless.
    const late = await call('DELETE', '/song_libraries', cookies.listener, { song_id: doomed.id });
    expect(late.statusCode).toBe(200);
    expect(late.json().likes).toBeNull();
  });
});
