/**
 * The Subsonic API (docs/product.md "Aplicaciones externas"), driven by a real OpenSubsonic
 * client (`subsonic-api`) over the app: it signs in with an app password as a token and as an API
 * key, browses artists → albums → songs, searches, streams (the rendition's bytes, a Range as 206),
 * stars, scrobbles, makes a playlist and keeps a play queue; each shows in the app's own API. Every
 * error code the API names is provoked, in its envelope.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SubsonicAPI } from 'subsonic-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/database';
import { credentials } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createPlaylist, createSong, createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let creator: TestUser;
let listener: TestUser;
let listenerCookie: string;
let appPassword: string;
let album: { id: number };
let albumSongs: { id: number; title: string }[];
let single: { id: number; title: string };
let privateSong: { id: number };

/** The client's requests, answered by the app in this process. */
const viaApp: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const answer = await t.app.inject({
    method: (init?.method ?? 'GET') as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: { ...(init?.headers as Record<string, string>) },
    payload: init?.body as string | undefined,
  });
  return new Response(new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers: answer.headers as Record<string, string>,
  });
};

function client(auth: { username: string; password: string } | { apiKey: string }, post = false) {
  return new SubsonicAPI({ url: 'http://tambora.test', auth, fetch: viaApp, post });
}

/** A raw request, for what no client sends on purpose. */
async function raw(method: string, query: Record<string, string>) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/rest/${method}.view?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', ...query })}`,
  });
  return { status: answer.statusCode, body: answer.json()['subsonic-response'] };
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, {
    roles: ['composer'],
    profile: { nickname: 'Fefita la Grande' },
  });
  listener = await createUser(t, { password: 'Cuenta-Secreta-2026!' });
  listenerCookie = await sessionCookieFor(t, listener.userId);
  const inAlbum = [
    await createSong(t, creator.userId, { title: 'La Chiflera', gender: 'MERENGUE TIPICO' }),
    await createSong(t, creator.userId, {
      title: 'Vamo a Hablar Inglés',
      gender: 'MERENGUE TIPICO',
    }),
  ];
  albumSongs = inAlbum;
  single = await createSong(t, creator.userId, { title: 'Zafiro del Cibao' });
  privateSong = await createSong(t, creator.userId, { title: 'Zafiro Privado', visibility: false });
  album = await createPlaylist(t, creator.userId, {
    name: 'Tipico de Verdad',
    songIds: [...inAlbum.map((song) => song.id), privateSong.id],
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/app-passwords',
    headers: { cookie: listenerCookie },
    payload: { name: 'Symfonium' },
  });
  expect(made.statusCode).toBe(201);
  appPassword = made.json().password;
});
afterAll(async () => {
  await t?.close();
});

describe('a player signed in with an app password', () => {
  it('signs in with a token and with an API key, and the envelope says who answers', async () => {
    const ping = await client({ username: listener.email, password: appPassword }).ping();
    expect(ping).toMatchObject({
      status: 'ok',
      version: '1.16.1',
      type: 'tambora',
      openSubsonic: true,
    });
    expect((ping as { serverVersion?: string }).serverVersion).toEqual(expect.any(String));
    expect(await client({ apiKey: appPassword }).ping()).toMatchObject({ status: 'ok' });
    // OpenSubsonic formPost: the same, as a form body.
    expect(await client({ apiKey: appPassword }, true).ping()).toMatchObject({ status: 'ok' });
    const extensions = await client({ apiKey: appPassword }).getOpenSubsonicExtensions();
    expect(extensions.openSubsonicExtensions.map((one) => one.name)).toEqual(
      expect.arrayContaining(['apiKeyAuthentication', 'formPost', 'songLyrics']),
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/app-passwords',
      headers: { cookie: listenerCookie },
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ name: 'Symfonium', last_used_at: expect.any(String) }),
    ]);
    expect(JSON.stringify(listed.json())).not.toContain(appPassword);
    // Sealed, never in plain text.
    const stored = rowsOf<{ sealed: string }>(
      await t.db.orm.execute(sql`SELECT sealed FROM app_passwords`),
    );
    expect(stored[0].sealed).not.toContain(appPassword);
  });

  it('browses artists, albums and songs, and never a private song', async () => {
    const api = client({ apiKey: appPassword });
    const { artists } = await api.getArtists();
    const all = (artists.index ?? []).flatMap((index) => index.artist ?? []);
    const fefita = all.find((artist) => artist.name === 'Fefita la Grande');
    expect(fefita).toBeDefined();
    const { artist } = await api.getArtist({ id: String(fefita?.id) });
    expect(artist.album?.map((one) => one.name)).toEqual(['Tipico de Verdad', 'Sencillos']);
    const { album: tipico } = await api.getAlbum({ id: `al-${album.id}` });
    expect(tipico.song?.map((song) => song.title)).toEqual(albumSongs.map((song) => song.title));
    expect(tipico.song?.[0]).toMatchObject({
      artist: 'Fefita la Grande',
      genre: 'MERENGUE TIPICO',
      albumId: `al-${album.id}`,
    });
    const singles = await api.getAlbum({ id: String(artist.album?.[1].id) });
    expect(singles.album.song?.map((song) => song.title)).toEqual(['Zafiro del Cibao']);
    const missing = await raw('getSong', { apiKey: appPassword, id: String(privateSong.id) });
    expect(missing.body.error.code).toBe(70);
  });

  it('lists an album with only private songs to their owner, to others once one is public', async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    const secret = await createSong(t, owner.userId, { title: 'Maqueta', visibility: false });
    const demo = await createPlaylist(t, owner.userId, {
      name: 'Aaa Maquetas',
      songIds: [secret.id],
    });
    const ownerCookie = await sessionCookieFor(t, owner.userId);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app-passwords',
      headers: { cookie: ownerCookie },
      payload: { name: 'DSub' },
    });
    const names = async (apiKey: string) =>
      (
        await client({ apiKey }).getAlbumList2({ type: 'alphabeticalByName', size: 500 })
      ).albumList2.album?.map((one) => one.name) ?? [];
    expect(await names(made.json().password)).toContain('Aaa Maquetas');
    expect(await names(appPassword)).not.toContain('Aaa Maquetas');
    // The kept count of public songs moves with the song: the album reaches every player.
    await t.db.orm.execute(sql`UPDATE songs SET visibility = true WHERE id = ${secret.id}`);
    expect(await names(appPassword)).toContain('Aaa Maquetas');
    await t.db.orm.execute(sql`DELETE FROM playlists WHERE id = ${demo.id}`);
  });

  it('searches by title, and reads the whole catalogue with an empty query', async () => {
    const api = client({ apiKey: appPassword });
    const found = await api.search3({ query: 'zafiro' });
    expect(found.searchResult3.song?.map((song) => song.title)).toEqual(['Zafiro del Cibao']);
    const everything = await api.search3({ query: '', songCount: 500 });
    expect(everything.searchResult3.song?.map((song) => song.id)).toEqual(
      expect.arrayContaining([...albumSongs, single].map((song) => String(song.id))),
    );
    expect(everything.searchResult3.song?.map((song) => song.id)).not.toContain(
      String(privateSong.id),
    );
  });

  it('streams the song as stored, and answers a Range with 206', async () => {
    const api = client({ apiKey: appPassword });
    const whole = await api.stream({ id: String(single.id) });
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    const [row] = rowsOf<{ audio: string }>(
      await t.db.orm.execute(sql`SELECT audio FROM songs WHERE id = ${single.id}`),
    );
    const onDisk = await readFile(
      join(t.storage.directory('audios'), row.audio.split('/').pop() as string),
    );
    expect(bytes.equals(onDisk)).toBe(true);
    const url = `/rest/stream.view?${new URLSearchParams({ v: '1.16.1', c: 'test', apiKey: appPassword, id: String(single.id) })}`;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(onDisk.subarray(10, 20))).toBe(true);
  });

  it('a star is a like in the app, a scrobble a counted play, a playlist the app’s', async () => {
    const api = client({ apiKey: appPassword });
    await api.star({ id: String(single.id) });
    const library = await t.app.inject({
      method: 'GET',
      url: `/api/v1/libraries/${listener.libraryId}`,
      headers: { cookie: listenerCookie },
    });
    expect(JSON.stringify(library.json())).toContain('Zafiro del Cibao');
    const starred = await api.getStarred2();
    expect(starred.starred2.song?.map((song) => song.title)).toEqual(['Zafiro del Cibao']);

    const plays = async () =>
      rowsOf<{ plays: number }>(
        await t.db.orm.execute(sql`SELECT plays FROM songs WHERE id = ${single.id}`),
      )[0].plays;
    const before = await plays();
    await api.scrobble({ id: String(single.id), time: 1_790_000_000_000, submission: true });
    // The same scrobble sent again counts once.
    await api.scrobble({ id: String(single.id), time: 1_790_000_000_000, submission: true });
    expect(await plays()).toBe(before + 1);

    const made = await api.createPlaylist({ name: 'Para el carro', songId: [String(single.id)] });
    expect(made.playlist.entry?.map((song) => song.title)).toEqual(['Zafiro del Cibao']);
    const inApp = await t.app.inject({
      method: 'GET',
      url: `/api/v1/playlists?userId=${listener.userId}`,
      headers: { cookie: listenerCookie },
    });
    expect(JSON.stringify(inApp.json())).toContain('Para el carro');
  });

  it('keeps the play queue for the next device', async () => {
    const api = client({ apiKey: appPassword });
    await api.savePlayQueue({
      id: [String(single.id), String(albumSongs[0].id)],
      current: String(albumSongs[0].id),
      position: 42_000,
    });
    const { playQueue } = await api.getPlayQueue();
    expect(playQueue?.entry?.map((song) => song.title)).toEqual([
      'Zafiro del Cibao',
      'La Chiflera',
    ]);
    expect(playQueue).toMatchObject({ current: String(albumSongs[0].id), position: 42_000 });
  });

  it('answers XML by default, JSONP when asked', async () => {
    const xml = await t.app.inject({
      method: 'GET',
      url: `/rest/ping.view?v=1.16.1&c=t&apiKey=${appPassword}`,
    });
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<subsonic-response xmlns="http:\/\/subsonic.org\/restapi" status="ok" version="1.16.1" type="tambora"/,
    );
    const jsonp = await t.app.inject({
      method: 'GET',
      url: `/rest/ping?v=1.16.1&c=t&apiKey=${appPassword}&f=jsonp&callback=cb`,
    });
    expect(jsonp.body).toMatch(/^cb\(\{"subsonic-response":\{"status":"ok"/);
    const unknown = await t.app.inject({ method: 'GET', url: '/rest/nada.view?f=json' });
    expect(unknown.json()['subsonic-response']).toMatchObject({
      status: 'failed',
      error: { code: 0 },
    });
  });
});

describe('every error the API names', () => {
  const token = (password: string, salt = 'abcdef') => ({
    t: createHash('md5')
      .update(password + salt)
      .digest('hex'),
    s: salt,
  });

  it.each([
    ['10: a missing parameter', 'getSong', () => ({ apiKey: appPassword }), 10],
    ['20: a client too old', 'ping', () => ({ apiKey: appPassword, v: '0.9.0' }), 20],
    ['30: a client newer than the server', 'ping', () => ({ apiKey: appPassword, v: '2.0.0' }), 30],
    ['40: a wrong token', 'ping', () => ({ u: listener.email, ...token('otra') }), 40],
    [
      '41: a token for an account with no app password',
      'ping',
      () => ({ u: creator.email, ...token('x') }),
      41,
    ],
    [
      '42: the account password itself',
      'ping',
      () => ({ u: listener.email, p: 'Cuenta-Secreta-2026!' }),
      42,
    ],
    ['43: two ways at once', 'ping', () => ({ apiKey: appPassword, u: listener.email }), 43],
    ['44: an unknown API key', 'ping', () => ({ apiKey: 'no-es-una-clave' }), 44],
    [
      '50: another person’s account',
      'getUser',
      () => ({ apiKey: appPassword, username: creator.email }),
      50,
    ],
    [
      '70: an album that is not there',
      'getAlbum',
      () => ({ apiKey: appPassword, id: 'al-999999' }),
      70,
    ],
  ] as const)('%s', async (_label, method, query, code) => {
    const { status, body } = await raw(method, query() as Record<string, string>);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'failed', version: '1.16.1', error: { code } });
    expect(body.error.message).toEqual(expect.any(String));
  });

  it('40 for a suspended account, even with its app password', async () => {
    const suspended = await createUser(t);
    const cookie = await sessionCookieFor(t, suspended.userId);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app-passwords',
      headers: { cookie },
      payload: { name: 'DSub' },
    });
    await t.db.orm
      .update(credentials)
      .set({ suspendedAt: new Date() })
      .where(eq(credentials.id, suspended.userId));
    const { body } = await raw('ping', { u: suspended.email, p: made.json().password });
    expect(body.error).toMatchObject({ code: 40, message: 'Esta cuenta está suspendida.' });
  });

  it('a revoked app password signs nobody in', async () => {
    const cookie = await sessionCookieFor(t, listener.userId);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app-passwords',
      headers: { cookie },
      payload: { name: 'Feishin' },
    });
    const { id, password } = made.json();
    expect((await raw('ping', { apiKey: password })).body.status).toBe('ok');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/app-passwords/${id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect((await raw('ping', { apiKey: password })).body.error.code).toBe(44);
  });
});
