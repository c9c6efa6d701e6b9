import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credentials,
  emailCodes,
  libraries,
  libraryPlaylists,
  librarySongs,
  playlistSongs,
  playlists,
  profiles,
  sessions,
  songs,
} from '../../../server/db/schema';
import { issueCode } from '../../../server/features/auth/codes';
import { newMediaName } from '../../../server/storage/storage';
import { sessionCookieFor, setCookies } from '../../helpers/auth';
import { createPlaylist, createSong, createUser, likeSong } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function image(): Promise<string> {
  return (await t.storage.save('images', newMediaName('png'), PNG)).url;
}

function fileExists(url: string): Promise<boolean> {
  const file = t.storage.parseUrl(url);
  if (!file) throw new Error(`not a media URL: ${url}`);
  return t.storage.exists(file.bucket, file.name);
}

/** A composer with everything an account can own, and a fan who holds some of it. */
async function composerWithEverything() {
  const composer = await createUser(t, { roles: ['composer'] });
  const fan = await createUser(t);
  const other = await createUser(t, { roles: ['composer'] });
  const song = await createSong(t, composer.userId);
  const privateSong = await createSong(t, composer.userId, { visibility: false });
  const cover = await image();
  const thumb = await image();
  await t.db.orm.update(songs).set({ cover, coverThumb: thumb }).where(eq(songs.id, song.id));
  const playlistCover = await image();
  const playlist = await createPlaylist(t, composer.userId, { songIds: [song.id, privateSong.id] });
  await t.db.orm
    .update(playlists)
    .set({ cover: playlistCover })
    .where(eq(playlists.id, playlist.id));
  const avatar = await image();
  const banner = await image();
  await t.db.orm
    .update(profiles)
    .set({ userImageUrl: avatar, bannerImage: banner })
    .where(eq(profiles.userId, composer.userId));

  // The fan likes the composer's song and keeps the playlist; the composer likes another's song.
  await likeSong(t, fan.libraryId, song.id);
  await t.db.orm
    .insert(libraryPlaylists)
    .values({ libraryId: fan.libraryId, playlistId: playlist.id });
  const othersSong = await createSong(t, other.userId);
  await likeSong(t, composer.libraryId, othersSong.id);
  await likeSong(t, fan.libraryId, othersSong.id);
  const fanPlaylist = await createPlaylist(t, fan.userId, { songIds: [song.id, othersSong.id] });

  await issueCode(t.db.orm, 'password_reset', composer.email);
  const cookie = await sessionCookieFor(t, composer.userId);
  await sessionCookieFor(t, composer.userId); // a second device
  return {
    composer,
    fan,
    other,
    song,
    privateSong,
    playlist,
    othersSong,
    fanPlaylist,
    cookie,
    files: [song.audio, privateSong.audio, cover, thumb, playlistCover, avatar, banner],
  };
}

function likesOf(songId: number) {
  return t.db.orm
    .select({ likes: songs.likes })
    .from(songs)
    .where(eq(songs.id, songId))
    .then(([row]) => row?.likes);
}

describe('DELETE /users/{id}', () => {
  it('removes sessions, library, playlists, songs, profile, credentials and their files', async () => {
    const world = await composerWithEverything();
    const { composer, fan, song, playlist, othersSong, fanPlaylist, cookie } = world;
    expect(await likesOf(othersSong.id)).toBe(2);
    for (const url of world.files) expect(await fileExists(url)).toBe(true);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${composer.userId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookies(response).find((c) => c.name === 'tambora_session')?.value).toBe('');

    const id = composer.userId;
    expect(await t.db.orm.select().from(credentials).where(eq(credentials.id, id))).toHaveLength(0);
    expect(await t.db.orm.select().from(profiles).where(eq(profiles.userId, id))).toHaveLength(0);
    expect(await t.db.orm.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await t.db.orm.select().from(libraries).where(eq(libraries.userId, id))).toHaveLength(0);
    expect(
      await t.db.orm
        .select()
        .from(librarySongs)
        .where(eq(librarySongs.libraryId, composer.libraryId)),
    ).toHaveLength(0);
    expect(await t.db.orm.select().from(songs).where(eq(songs.userId, id))).toHaveLength(0);
    expect(await t.db.orm.select().from(playlists).where(eq(playlists.userId, id))).toHaveLength(0);
    expect(
      await t.db.orm.select().from(emailCodes).where(eq(emailCodes.email, composer.email)),
    ).toHaveLength(0);

    // Likes went down through the trigger; the fan's own things stay, minus the deleted song.
    expect(await likesOf(othersSong.id)).toBe(1);
    const fanSongs = await t.db.orm
      .select({ songId: librarySongs.songId })
      .from(librarySongs)
      .where(eq(librarySongs.libraryId, fan.libraryId));
    expect(fanSongs.map((row) => row.songId)).toEqual([othersSong.id]);
    expect(
      await t.db.orm
        .select()
        .from(libraryPlaylists)
        .where(eq(libraryPlaylists.playlistId, playlist.id)),
    ).toHaveLength(0);
    const fanPlaylistSongs = await t.db.orm
      .select({ songId: playlistSongs.songId })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, fanPlaylist.id));
    expect(fanPlaylistSongs.map((row) => row.songId)).toEqual([othersSong.id]);
    expect(await t.db.orm.select().from(songs).where(eq(songs.id, song.id))).toHaveLength(0);

    for (const url of world.files) expect(await fileExists(url), url).toBe(false);
    expect(await fileExists(othersSong.audio)).toBe(true);

    // The old cookie is dead.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("keeps a file that someone else's row still names", async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    const copier = await createUser(t);
    const cover = await image();
    const song = await createSong(t, owner.userId);
    await t.db.orm.update(songs).set({ cover }).where(eq(songs.id, song.id));
    // The copier set the owner's cover as their avatar (any URL is accepted in a profile).
    await t.db.orm
      .update(profiles)
      .set({ userImageUrl: cover })
      .where(eq(profiles.userId, copier.userId));
    const cookie = await sessionCookieFor(t, owner.userId);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${owner.userId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await fileExists(cover)).toBe(true);
    expect(await fileExists(song.audio)).toBe(false);

    // And deleting the copier does not remove a file that was never theirs... unless unused now.
    const copierCookie = await sessionCookieFor(t, copier.userId);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${copier.userId}`,
      headers: { cookie: copierCookie },
    });
    expect(await fileExists(cover)).toBe(false);
  });

  it('only the person or an admin; 404 for a missing account', async () => {
    const target = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { roles: ['admin'] });
    const strangerCookie = await sessionCookieFor(t, stranger.userId);
    const adminCookie = await sessionCookieFor(t, admin.userId);

    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${target.userId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${target.userId}`,
      headers: { cookie: strangerCookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      await t.db.orm.select().from(credentials).where(eq(credentials.id, target.userId)),
    ).toHaveLength(1);

    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/credentials/${target.userId}`,
      headers: { cookie: adminCookie },
    });
    expect(byAdmin.statusCode).toBe(204);
    // The admin's own session is untouched.
    expect(setCookies(byAdmin)).toHaveLength(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${target.userId}`,
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Usuario no encontrado', errors: [] });
  });

  it('DELETE /credentials/{id} by the person is the same removal', async () => {
    const world = await composerWithEverything();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/credentials/${world.composer.userId}`,
      headers: { cookie: world.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(
      await t.db.orm
        .select()
        .from(songs)
        .where(inArray(songs.id, [world.song.id, world.privateSong.id])),
    ).toHaveLength(0);
    for (const url of world.files) expect(await fileExists(url)).toBe(false);
  });
});

describe('GET /users/{id}/deletion-summary', () => {
  it('says whose account it is and how many songs, albums and playlists go with it', async () => {
    const person = await createUser(t, {
      roles: ['composer'],
      profile: { name: 'Ana', lastName: 'Borrable', nickname: 'Anita B' },
    });
    await createSong(t, person.userId);
    await createSong(t, person.userId, { visibility: false });
    await createPlaylist(t, person.userId, { isFromRepertoire: true });
    await createPlaylist(t, person.userId, { isFromRepertoire: false });
    await createPlaylist(t, person.userId, { isFromRepertoire: false });
    const admin = await createUser(t, { roles: ['admin'] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${person.userId}/deletion-summary`,
      headers: { cookie: await sessionCookieFor(t, admin.userId) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user_id: person.userId,
      email: person.email,
      nickname: 'Anita B',
      display_name: 'Anita B',
      songs: 2,
      albums: 1,
      playlists: 2,
    });
  });

  it('is for the person and admins only (403), and 404 for nobody', async () => {
    const person = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { roles: ['admin'] });
    const ask = async (userId: number, cookieOf: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${userId}/deletion-summary`,
        headers: { cookie: await sessionCookieFor(t, cookieOf) },
      });
    expect((await ask(person.userId, other.userId)).statusCode).toBe(403);
    expect((await ask(person.userId, person.userId)).statusCode).toBe(200);
    expect((await ask(2_000_000_000, admin.userId)).statusCode).toBe(404);
  });
});
