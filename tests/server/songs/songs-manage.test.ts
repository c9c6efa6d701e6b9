/**
 * GET/PUT/DELETE /songs/{id}: private songs stay hidden (404, same answer as a missing one),
 * only the owner or an admin changes or deletes, replaced and deleted files leave the disk.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, fullSongSchema } from '../../../domain/api';
import { SONG_TEXTS } from '../../../domain/song-texts';
import { libraries, librarySongs, playlistSongs, songs, uploads } from '../../../server/db/schema';
import { requestAs, sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createUser,
  likeSong,
  type TestUser,
  tinyWav,
} from '../../helpers/factories';
import { bucketFiles, uploadAudio, uploadImage } from '../../helpers/media';
import { getJson, postSong } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;
let otherCookie: string;
let listener: TestUser;
let listenerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { roles: ['composer'] });
  ownerCookie = await sessionCookieFor(t, owner.userId);
  otherCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
  listener = await createUser(t);
  listenerCookie = await sessionCookieFor(t, listener.userId);
  adminCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);
});
afterAll(() => t.close());

function put(id: number, cookie: string | null, payload: Record<string, unknown>) {
  return requestAs(t, { method: 'PUT', url: `/api/v1/songs/${id}`, cookie, payload });
}

function del(id: number, cookie: string | null) {
  return requestAs(t, { method: 'DELETE', url: `/api/v1/songs/${id}`, cookie });
}

const fileName = (url: string | null) => (url ? url.split('/').pop() : undefined);

describe('GET /songs/{id}', () => {
  it('a public song is seen by anyone; a private one only by its owner and admins', async () => {
    const { song: open } = await postSong(t, ownerCookie, { title: 'Abierta' });
    const { song: hidden } = await postSong(t, ownerCookie, { title: 'Oculta', visibility: false });

    const visitor = await getJson(t, `/api/v1/songs/${open.song_id}`);
    expect(visitor.statusCode).toBe(200);
    expect(fullSongSchema.parse(visitor.json()).title).toBe('Abierta');

    for (const cookie of [ownerCookie, adminCookie]) {
      const seen = await getJson(t, `/api/v1/songs/${hidden.song_id}`, cookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().visibility).toBe(false);
    }

    // Someone else gets exactly what a missing song gets: its existence is not revealed.
    const missing = await getJson(t, '/api/v1/songs/2000000000', otherCookie);
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json())).toEqual({
      message: SONG_TEXTS.songNotFound,
      errors: [],
    });
    for (const cookie of [null, otherCookie, listenerCookie]) {
      const hiddenAnswer = await getJson(t, `/api/v1/songs/${hidden.song_id}`, cookie);
      expect(hiddenAnswer.statusCode).toBe(404);
      expect(hiddenAnswer.body).toBe(missing.body);
    }
  });

  it('a malformed id is 400', async () => {
    expect((await getJson(t, '/api/v1/songs/abc')).statusCode).toBe(400);
  });
});

describe('PUT /songs/{id}', () => {
  it('the owner edits any field and switches visibility Público/Privado', async () => {
    const { song } = await postSong(t, ownerCookie, { title: 'Antes' });
    const response = await put(song.song_id, ownerCookie, {
      title: 'Después',
      gender: 'SON',
      composers: ['', 'Nueva Compositora'],
      interpreters: ['Intérprete'],
      etiquetas: ['nueva'],
      letter: 'Letra nueva',
      registro_ONDA: 'ONDA-9',
      visibility: false,
      isFromRepertoire: false,
      // Sent by a client that echoes the whole song: ignored.
      likes: 99,
      user_id: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fullSongSchema.parse(response.json())).toMatchObject({
      song_id: song.song_id,
      tambora_id: song.tambora_id,
      title: 'Después',
      gender: 'SON',
      composers: ['Nueva Compositora'],
      interpreters: ['Intérprete'],
      etiquetas: ['nueva'],
      letter: 'Letra nueva',
      registro_ONDA: 'ONDA-9',
      visibility: false,
      isFromRepertoire: false,
      likes: 0,
      user_id: owner.userId,
      audio: song.audio,
    });
    expect((await getJson(t, `/api/v1/songs/${song.song_id}`)).statusCode).toBe(404);
    const back = await put(song.song_id, ownerCookie, { visibility: true });
    expect(back.json().visibility).toBe(true);
    expect((await getJson(t, `/api/v1/songs/${song.song_id}`)).statusCode).toBe(200);
  });

  it('validation applies to edits too', async () => {
    const { song } = await postSong(t, ownerCookie);
    const response = await put(song.song_id, ownerCookie, { composers: [' '], title: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining(['Debe agregar al menos un compositor.', SONG_TEXTS.titleRequired]),
    );
  });

  it("a composer editing another's song is 403, a listener 403, a visitor 401; admins may", async () => {
    const { song } = await postSong(t, ownerCookie, { title: 'Mía' });
    expect((await put(song.song_id, otherCookie, { title: 'Robada' })).statusCode).toBe(403);
    expect((await put(song.song_id, listenerCookie, { title: 'Robada' })).statusCode).toBe(403);
    expect((await put(song.song_id, null, { title: 'Robada' })).statusCode).toBe(401);
    const byAdmin = await put(song.song_id, adminCookie, { title: 'Corregida' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ title: 'Corregida', user_id: owner.userId });
  });

  it("another's private song is 404 to a composer trying to edit it", async () => {
    const { song } = await postSong(t, ownerCookie, { visibility: false });
    const response = await put(song.song_id, otherCookie, { title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SONG_TEXTS.songNotFound);
  });

  it('replacing the audio and the cover uses new uploads and removes the old files', async () => {
    const { song, audio, cover } = await postSong(t, ownerCookie, {}, { withCover: true });
    if (!cover) throw new Error('cover expected');
    const newAudio = await uploadAudio(t, ownerCookie, tinyWav(130), 'nueva.wav');
    const newCover = await uploadImage(t, ownerCookie);

    const response = await put(song.song_id, ownerCookie, {
      audio: newAudio.url,
      cover: newCover.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      audio: newAudio.url,
      duration: '2:10',
      cover: newCover.url,
      cover_thumb: newCover.thumbUrl,
    });
    const audios = await bucketFiles(t.storage, 'audios');
    const images = await bucketFiles(t.storage, 'images');
    expect(audios).toContain(newAudio.name);
    expect(audios).not.toContain(audio.name);
    expect(images).not.toContain(cover.name);
    expect(images).not.toContain(fileName(cover.thumbUrl));
    expect(images).toContain(fileName(newCover.thumbUrl));
    const oldRows = await t.db.orm.select().from(uploads).where(eq(uploads.name, audio.name));
    expect(oldRows).toEqual([]);

    // Sending the current URLs back changes nothing; null removes the cover (default disc).
    const same = await put(song.song_id, ownerCookie, { audio: newAudio.url, cover: newCover.url });
    expect(same.statusCode).toBe(200);
    const removed = await put(song.song_id, ownerCookie, { cover: null });
    expect(removed.json()).toMatchObject({ cover: null, cover_thumb: null });
    expect(await bucketFiles(t.storage, 'images')).not.toContain(newCover.name);
  });

  it("replacing with another person's upload is refused and changes nothing", async () => {
    const { song } = await postSong(t, ownerCookie);
    const theirs = await uploadAudio(t, otherCookie, tinyWav(2));
    const response = await put(song.song_id, ownerCookie, { audio: theirs.url, title: 'No' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SONG_TEXTS.audioUploadUnknown);
    const after = await getJson(t, `/api/v1/songs/${song.song_id}`);
    expect(after.json()).toMatchObject({ audio: song.audio, title: song.title });
    expect(await bucketFiles(t.storage, 'audios')).toContain(fileName(song.audio));
  });
});

describe('DELETE /songs/{id}', () => {
  it("a composer deleting another's song is 403 (the song stays)", async () => {
    const { song } = await postSong(t, ownerCookie);
    expect((await del(song.song_id, otherCookie)).statusCode).toBe(403);
    expect((await del(song.song_id, listenerCookie)).statusCode).toBe(403);
    expect((await del(song.song_id, null)).statusCode).toBe(401);
    expect((await getJson(t, `/api/v1/songs/${song.song_id}`)).statusCode).toBe(200);
  });

  it('removes the song, its playlist and library links, its likes and its files', async () => {
    const { song, audio, cover } = await postSong(t, ownerCookie, {}, { withCover: true });
    const { song: kept } = await postSong(t, ownerCookie, { title: 'Se queda' });
    await likeSong(t, listener.libraryId, song.song_id);
    await likeSong(t, listener.libraryId, kept.song_id);
    const playlist = await createPlaylist(t, listener.userId, {
      songIds: [song.song_id, kept.song_id],
    });

    const response = await del(song.song_id, ownerCookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getJson(t, `/api/v1/songs/${song.song_id}`, ownerCookie)).statusCode).toBe(404);

    const links = await t.db.orm
      .select()
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, playlist.id));
    expect(links.map((link) => link.songId)).toEqual([kept.song_id]);
    const liked = await t.db.orm
      .select({ songId: librarySongs.songId })
      .from(librarySongs)
      .innerJoin(libraries, eq(libraries.id, librarySongs.libraryId))
      .where(eq(libraries.userId, listener.userId));
    expect(liked.map((row) => row.songId)).toEqual([kept.song_id]);
    const [keptRow] = await t.db.orm.select().from(songs).where(eq(songs.id, kept.song_id));
    expect(keptRow.likes).toBe(1);

    const audios = await bucketFiles(t.storage, 'audios');
    const images = await bucketFiles(t.storage, 'images');
    expect(audios).not.toContain(audio.name);
    expect(audios).toContain(fileName(kept.audio));
    expect(images).not.toContain(cover?.name);
    expect(images).not.toContain(fileName(cover?.thumbUrl ?? null));
    const rows = await t.db.orm
      .select()
      .from(uploads)
      .where(and(eq(uploads.bucket, 'audios'), eq(uploads.name, audio.name)));
    expect(rows).toEqual([]);
    expect((await del(song.song_id, ownerCookie)).statusCode).toBe(404);
  });

  it('an admin may delete any song, private ones included', async () => {
    const { song } = await postSong(t, ownerCookie, { visibility: false });
    expect((await del(song.song_id, adminCookie)).statusCode).toBe(204);
    expect((await getJson(t, `/api/v1/songs/${song.song_id}`, adminCookie)).statusCode).toBe(404);
  });
});
