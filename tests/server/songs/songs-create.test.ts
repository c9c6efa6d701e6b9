/**
 * POST /songs: the spec's body and messages, DECISIONS' defaults, the caller's own uploads only.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, fullSongSchema } from '../../../domain/api';
import { LRC_TEXTS } from '../../../domain/lrc';
import { SONG_TEXTS } from '../../../domain/song-texts';
import { credentials, songs, uploads } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser, tinyWav } from '../../helpers/factories';
import { uploadAudio, uploadImage } from '../../helpers/media';
import { postSong, postSongRaw } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let composer: TestUser;
let composerCookie: string;
let otherCookie: string;
let listenerCookie: string;
let adminCookie: string;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  composer = await createUser(t, { roles: ['composer'] });
  composerCookie = await sessionCookieFor(t, composer.userId);
  otherCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
  listenerCookie = await sessionCookieFor(t, (await createUser(t)).userId);
  admin = await createUser(t, { roles: ['admin'] });
  adminCookie = await sessionCookieFor(t, admin.userId);
});
afterAll(() => t.close());

async function hasUploadedSong(userId: number) {
  const [row] = await t.db.orm
    .select({ value: credentials.hasUploadedSong })
    .from(credentials)
    .where(eq(credentials.id, userId));
  return row.value;
}

async function uploadRow(name: string) {
  const [row] = await t.db.orm.select().from(uploads).where(eq(uploads.name, name));
  return row;
}

function errorsOf(response: { json: () => unknown }) {
  return apiErrorSchema.parse(response.json());
}

describe('creating a song', () => {
  it('answers 201 with the Song: defaults, duration from the audio, and the first song flag', async () => {
    expect(await hasUploadedSong(composer.userId)).toBe(false);
    const audio = await uploadAudio(t, composerCookie, tinyWav(75), 'Mi merengue.wav');
    const cover = await uploadImage(t, composerCookie);
    const response = await postSongRaw(t, composerCookie, {
      title: '  Luna sobre el Malecón ',
      gender: 'BACHATA',
      // The form always sends its first rows, even blank.
      composers: ['', 'Rafael Almonte', '   ', 'Yokasta Mejía'],
      interpreters: ['Los del Cibao', ''],
      authors: [],
      arrangers: ['Arreglista'],
      etiquetas: ['romántica', ''],
      cover: cover.url,
      letter: 'Primera estrofa\nSegunda estrofa',
      audio: audio.url,
      registro_ONDA: 'ONDA-2026-0001',
      // The observed body also carried these: the server decides them.
      likes: 1,
      favorites: 1,
      duration: '9:59',
      user_id: admin.userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const song = fullSongSchema.parse(response.json());
    expect(song).toMatchObject({
      title: 'Luna sobre el Malecón',
      gender: 'BACHATA',
      composers: ['Rafael Almonte', 'Yokasta Mejía'],
      interpreters: ['Los del Cibao'],
      authors: [],
      arrangers: ['Arreglista'],
      etiquetas: ['romántica'],
      cover: cover.url,
      cover_thumb: cover.thumbUrl,
      letter: 'Primera estrofa\nSegunda estrofa',
      audio: audio.url,
      duration: '1:15',
      likes: 0,
      favorites: 0,
      visibility: true,
      isFromRepertoire: true,
      registro_ONDA: 'ONDA-2026-0001',
      user_id: composer.userId,
      copyright: `© ${new Date().getFullYear()} Rafael Almonte. Todos los derechos reservados.`,
    });
    expect(song.duration_seconds).toBeCloseTo(75, 3);
    expect(song.tambora_id).toMatch(/^TMB-\d{6,}$/);
    expect(await hasUploadedSong(composer.userId)).toBe(true);
    expect((await uploadRow(audio.name)).attached).toBe(true);
    expect((await uploadRow(cover.name)).attached).toBe(true);
  });

  it('without a cover the song has none (the client shows the default disc); a later song keeps the flag', async () => {
    const { song } = await postSong(t, composerCookie, { visibility: false, copyright: null });
    expect(song).toMatchObject({
      cover: null,
      cover_thumb: null,
      visibility: false,
      copyright: null,
    });
    expect(await hasUploadedSong(composer.userId)).toBe(true);
  });

  it('an admin creates songs under their own name, whatever user_id says', async () => {
    const { song } = await postSong(t, adminCookie, { user_id: composer.userId } as never);
    expect(song.user_id).toBe(admin.userId);
  });
});

describe('validation (spec section 5)', () => {
  it('an empty body lists the spec messages for composer, audio, title and genre', async () => {
    const response = await postSongRaw(t, composerCookie, {});
    expect(response.statusCode).toBe(400);
    const { errors } = errorsOf(response);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Debe agregar al menos un compositor.',
        'Debe seleccionar un archivo de audio para la canción.',
        SONG_TEXTS.titleRequired,
        SONG_TEXTS.genreRequired,
      ]),
    );
  });

  it('blank composer rows are dropped before the "at least one" rule', async () => {
    const audio = await uploadAudio(t, composerCookie, tinyWav(1));
    const response = await postSongRaw(t, composerCookie, {
      title: 'Sin autor',
      gender: 'SALSA',
      composers: ['', '   '],
      audio: audio.url,
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).errors).toEqual(['Debe agregar al menos un compositor.']);
    // Nothing was taken: the upload is still free for the next try.
    expect((await uploadRow(audio.name)).attached).toBe(false);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['blank audio', { audio: '' }, 'Debe seleccionar un archivo de audio para la canción.'],
    ['blank title', { title: '   ' }, SONG_TEXTS.titleRequired],
    ['unknown genre', { gender: 'POLKA' }, SONG_TEXTS.genreUnknown],
    ['blank genre', { gender: '' }, SONG_TEXTS.genreRequired],
    ['long title', { title: 'x'.repeat(201) }, SONG_TEXTS.titleTooLong],
    ['long composer', { composers: ['y'.repeat(121)] }, SONG_TEXTS.nameTooLong],
    [
      '31 tags',
      { etiquetas: Array.from({ length: 31 }, (_, i) => `t${i}`) },
      SONG_TEXTS.tooManyRows,
    ],
    ['long lyrics', { letter: 'la '.repeat(3334) }, SONG_TEXTS.letterTooLong],
    ['long ONDA number', { registro_ONDA: '1'.repeat(61) }, SONG_TEXTS.registroOndaTooLong],
    ['visibility as text', { visibility: 'Privado' }, SONG_TEXTS.visibilityInvalid],
  ];
  it.each(refusals)('%s is refused with its message', async (_label, change, message) => {
    const response = await postSongRaw(t, composerCookie, {
      title: 'Válida',
      gender: 'MERENGUE',
      composers: ['Alguien'],
      audio: '/media/audios/x.wav',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).errors).toContain(message);
  });

  it('a 20 KB string anywhere in the body is refused', async () => {
    const response = await postSongRaw(t, composerCookie, {
      title: 'a',
      extra: 'z'.repeat(20_000),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who may create, and with which files', () => {
  it('a listener posting a song is 403, a visitor 401, whatever the body', async () => {
    const body = { title: 'x', gender: 'SON', composers: ['y'], audio: '/media/audios/a.wav' };
    const listener = await postSongRaw(t, listenerCookie, body);
    expect(listener.statusCode).toBe(403);
    expect(errorsOf(listener).message).toBe('No tiene permiso para realizar esta acción');
    expect((await postSongRaw(t, listenerCookie, {})).statusCode).toBe(403);
    expect((await postSongRaw(t, null, body)).statusCode).toBe(401);
  });

  it("another person's upload, a used upload, or a URL that is not an upload are refused", async () => {
    const theirs = await uploadAudio(t, otherCookie, tinyWav(1));
    const base = { title: 'Ajena', gender: 'SON', composers: ['A'] };
    const cases = [
      theirs.url,
      '/media/audios/../../secret.wav',
      'https://example.com/cancion.mp3',
      '/media/audios/no-existe.wav',
    ];
    for (const audio of cases) {
      const response = await postSongRaw(t, composerCookie, { ...base, audio });
      expect(response.statusCode, audio).toBe(400);
      expect(errorsOf(response).message).toBe(SONG_TEXTS.audioUploadUnknown);
    }
    expect((await uploadRow(theirs.name)).attached).toBe(false);

    const { audio: used } = await postSong(t, composerCookie);
    const again = await postSongRaw(t, composerCookie, { ...base, audio: used.url });
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again).message).toBe(SONG_TEXTS.audioUploadUnknown);
  });

  it('an image as the audio, or an audio as the cover, is refused and leaves the upload free', async () => {
    const image = await uploadImage(t, composerCookie);
    const audio = await uploadAudio(t, composerCookie, tinyWav(1));
    const base = { title: 'Cruzada', gender: 'SON', composers: ['A'] };
    const imageAsAudio = await postSongRaw(t, composerCookie, { ...base, audio: image.url });
    expect(imageAsAudio.statusCode).toBe(400);
    expect(errorsOf(imageAsAudio).message).toBe(SONG_TEXTS.audioUploadUnknown);
    const audioAsCover = await postSongRaw(t, composerCookie, {
      ...base,
      audio: audio.url,
      cover: audio.url,
    });
    expect(audioAsCover.statusCode).toBe(400);
    expect(errorsOf(audioAsCover).message).toBe(SONG_TEXTS.coverUploadUnknown);
    // The transaction rolled back: the audio was not taken by the refused song.
    expect((await uploadRow(audio.name)).attached).toBe(false);
    const rows = await t.db.orm.select().from(songs).where(eq(songs.title, 'Cruzada'));
    expect(rows).toEqual([]);
  });
});

describe('the same audio uploaded again', () => {
  it("names the caller's own song with that very file, and nobody else's", async () => {
    const creator = await createUser(t, { roles: ['composer'] });
    const cookie = await sessionCookieFor(t, creator.userId);
    const wav = tinyWav(2, 8000);
    const sha256 = createHash('sha256').update(wav).digest('hex');
    const { song } = await postSong(t, cookie, { title: 'La primera vez' }, { seconds: 2 });
    const ask = (who: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/songs/duplicate-audio?sha256=${sha256.toUpperCase()}`,
        headers: { cookie: who },
      });
    const mine = await ask(cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ song: { song_id: song.song_id, title: 'La primera vez' } });
    const other = await createUser(t, { roles: ['composer'] });
    expect((await ask(await sessionCookieFor(t, other.userId))).json()).toEqual({ song: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/songs/duplicate-audio?sha256=nope',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('synced lyrics (docs/product.md "Letra sincronizada")', () => {
  const post = async (letter: string, seconds = 75) => {
    const audio = await uploadAudio(t, composerCookie, tinyWav(seconds));
    return postSongRaw(t, composerCookie, {
      title: 'Con letra sincronizada',
      gender: 'MERENGUE',
      composers: ['Compositora de Prueba'],
      audio: audio.url,
      letter,
    });
  };

  it('keeps LRC whose every line is stamped, in order, within the song', async () => {
    const letter = '[ar:Compositora]\n[00:01.00]Primera\n[00:30.50]Segunda';
    const response = await post(letter);
    expect(response.statusCode, response.body).toBe(201);
    expect(fullSongSchema.parse(response.json()).letter).toBe(letter);
  });

  it('refuses a malformed or disordered LRC, naming the line, before anything is kept', async () => {
    for (const [letter, message] of [
      ['[00:01.00]Uno\n[00:x1]Dos', LRC_TEXTS.badStamp(2, '[00:x1]')],
      [
        '[00:01.00]Uno\n[00:20.00]Dos\n[00:10.00]Tres',
        LRC_TEXTS.outOfOrder(3, '00:10.00', '00:20.00'),
      ],
      ['[00:01.00]Uno\nDos', LRC_TEXTS.unstamped(2)],
    ] as const) {
      const response = await post(letter);
      expect(response.statusCode, letter).toBe(400);
      expect(errorsOf(response).errors).toContain(message);
    }
  });

  it('refuses a stamp past the end of the audio, on creating and on replacing the lyrics', async () => {
    const past = await post('[00:01.00]Uno\n[01:20.00]Dos', 75);
    expect(past.statusCode).toBe(400);
    expect(errorsOf(past).message).toBe(LRC_TEXTS.pastEnd(2, '01:20.00', '01:15.00'));

    const created = await post('[00:01.00]Uno', 75);
    const id = fullSongSchema.parse(created.json()).song_id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/songs/${id}`,
      payload: { letter: '[00:01.00]Uno\n[02:00.00]Dos' },
      headers: { cookie: composerCookie },
    });
    expect(edited.statusCode).toBe(400);
    expect(errorsOf(edited).message).toBe(LRC_TEXTS.pastEnd(2, '02:00.00', '01:15.00'));
  });
});
