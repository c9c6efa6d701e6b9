/**
 * POST /storage/audios and /storage/images with real files: the type comes from the bytes, the
 * name from the server, the duration from the audio; every refusal leaves nothing on disk.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../domain/api';
import { UPLOAD_TEXTS } from '../../../domain/song-texts';
import { uploads } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, tinyWav } from '../../helpers/factories';
import {
  type AudioFixture,
  audioFixture,
  bucketFiles,
  imageFile,
  multipart,
  upload,
  uploadAudio,
  uploadImage,
} from '../../helpers/media';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let composer: string;
let listener: string;
let composerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createUser(t, { roles: ['composer'] });
  composerId = c.userId;
  composer = await sessionCookieFor(t, c.userId);
  listener = await sessionCookieFor(t, (await createUser(t, { roles: ['user'] })).userId);
});
afterAll(() => t.close());

function errorOf(response: { json: () => unknown }) {
  return apiErrorSchema.parse(response.json());
}

async function expectBucketsEmpty() {
  expect(await bucketFiles(t.storage, 'audios')).toEqual([]);
  expect(await bucketFiles(t.storage, 'images')).toEqual([]);
}

async function clearBuckets() {
  for (const bucket of ['audios', 'images'] as const) {
    for (const name of await bucketFiles(t.storage, bucket)) {
      if (!name.startsWith('.')) await t.storage.remove(bucket, name);
    }
  }
  await t.db.orm.delete(uploads);
}

describe('audio uploads: real files of every format', () => {
  const cases: [AudioFixture, string, number][] = [
    ['tono-3s.mp3', 'mp3', 3.03],
    ['tono-2s.ogg', 'ogg', 2],
    ['tono-4s.flac', 'flac', 4],
    ['tono-2s.webm', 'webm', 2.4],
  ];
  it.each(cases)(
    '%s is stored as %s with its duration read from the file',
    async (file, format, seconds) => {
      const data = await audioFixture(file);
      // The name the browser sends says nothing true: the bytes decide.
      const result = await uploadAudio(t, composer, data, 'grabacion.bin');
      expect(result.format).toBe(format);
      expect(result.duration_seconds).toBeCloseTo(seconds, 1);
      expect(result.duration).toBe(`0:0${Math.floor(seconds)}`);
      expect(result.name).toMatch(new RegExp(`^\\d{13}_grabacion-[0-9a-f]{12}\\.${format}$`));
      expect(result.url).toBe(`/media/audios/${result.name}`);
      expect(result.size_bytes).toBe(data.length);

      const served = await t.app.inject({ method: 'GET', url: result.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);

      const [row] = await t.db.orm.select().from(uploads).where(eq(uploads.name, result.name));
      expect(row).toMatchObject({ bucket: 'audios', userId: composerId, format, attached: false });
      expect(row.durationSeconds).toBeCloseTo(seconds, 1);
    },
  );

  it('a WAV made in the test is read too, and admins may upload audio', async () => {
    const admin = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);
    const result = await uploadAudio(t, admin, tinyWav(75), 'Merengue largo.wav');
    expect(result).toMatchObject({ format: 'wav', duration: '1:15' });
    expect(result.duration_seconds).toBeCloseTo(75, 3);
  });

  it('two uploads of the same name never collide', async () => {
    const wav = tinyWav(1);
    const a = await uploadAudio(t, composer, wav, 'misma.wav');
    const b = await uploadAudio(t, composer, wav, 'misma.wav');
    expect(a.name).not.toBe(b.name);
    const names = await bucketFiles(t.storage, 'audios');
    expect(names).toContain(a.name);
    expect(names).toContain(b.name);
  });

  it('a name full of accents, spaces, ../ and emoji is stored safely, per the spec rule', async () => {
    const result = await uploadAudio(
      t,
      composer,
      tinyWav(1),
      '../../etc/Canción de la Niña 🎶 ñoño..mp3',
    );
    // Only the last part of a path counts; accents go, ñ→n, anything else '_', no '..' anywhere.
    expect(result.name).toMatch(/^\d{13}_Cancion_de_la_Nina___nono-[0-9a-f]{12}\.wav$/);
    expect(result.name).not.toContain('..');
    expect(result.name).not.toContain('/');
    expect(await bucketFiles(t.storage, 'audios')).toContain(result.name);
  });
});

describe('image uploads', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'a %s gets a 320×320 WebP card copy beside it',
    async (format) => {
      const data = await imageFile(format, 800, 600);
      const result = await uploadImage(t, listener, data, `foto.${format}`);
      const extension = format === 'jpeg' ? 'jpg' : format;
      expect(result).toMatchObject({ bucket: 'images', format, width: 800, height: 600 });
      expect(result.name).toMatch(new RegExp(`^\\d{13}_foto-[0-9a-f]{12}\\.${extension}$`));
      expect(result.thumbUrl).toBe(`/media/images/${result.name.replace(/\.\w+$/, '')}-thumb.webp`);

      const thumb = await t.app.inject({ method: 'GET', url: result.thumbUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
      const original = await t.app.inject({ method: 'GET', url: result.url });
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({
        format,
        width: 800,
        height: 600,
      });
    },
  );

  it('publishes a photo without its EXIF metadata (GPS position, camera, owner)', async () => {
    const photo = await sharp(await imageFile('jpeg', 400, 300))
      .withExif({
        IFD0: { Artist: 'Juan Pérez', Make: 'Teléfono', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 28/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await uploadImage(t, listener, photo, 'foto.jpg');
    const original = await t.app.inject({ method: 'GET', url: result.url });
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(original.rawPayload.includes(Buffer.from('Juan'))).toBe(false);
  });
});

describe('bad input fails cleanly and leaves nothing on disk', () => {
  beforeEach(clearBuckets);

  it('a text file renamed .mp3 is 415', async () => {
    const response = await upload(
      t,
      composer,
      'audios',
      Buffer.from('hola, no soy música\n'.repeat(50)),
      'cancion.mp3',
    );
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({
      message: UPLOAD_TEXTS.audioTypeUnsupported,
      errors: [UPLOAD_TEXTS.audioTypeUnsupported],
    });
    await expectBucketsEmpty();
    expect(await t.db.orm.select().from(uploads)).toEqual([]);
  });

  it.each(['audios', 'images'] as const)(
    'an empty file for %s is 400 "El archivo está vacío."',
    async (bucket) => {
      const response = await upload(t, composer, bucket, Buffer.alloc(0), 'vacio.mp3');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        message: UPLOAD_TEXTS.emptyFile,
        errors: [UPLOAD_TEXTS.emptyFile],
      });
      await expectBucketsEmpty();
      expect(await t.db.orm.select().from(uploads)).toEqual([]);
    },
  );

  it('an image sent as audio is 415, and audio sent as an image is 415', async () => {
    const asAudio = await upload(t, composer, 'audios', await imageFile('png'), 'portada.mp3');
    expect(asAudio.statusCode).toBe(415);
    expect(errorOf(asAudio).message).toBe(UPLOAD_TEXTS.audioTypeUnsupported);
    const asImage = await upload(
      t,
      composer,
      'images',
      await audioFixture('tono-3s.mp3'),
      'cancion.png',
    );
    expect(asImage.statusCode).toBe(415);
    expect(errorOf(asImage).message).toBe(UPLOAD_TEXTS.imageTypeUnsupported);
    await expectBucketsEmpty();
  });

  it('bytes that look like MP3 but do not decode are 415 "El archivo no es un audio válido"', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(4000, 0x41)]);
    const response = await upload(t, composer, 'audios', fake, 'falso.mp3');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe('El archivo no es un audio válido');
    await expectBucketsEmpty();
  });

  it('a WAV header with no sound in it is not a valid audio', async () => {
    const response = await upload(t, composer, 'audios', tinyWav(0), 'vacio.wav');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe(UPLOAD_TEXTS.audioInvalid);
    await expectBucketsEmpty();
  });

  it('a PNG cut in half is 415 "El archivo no es una imagen válida"', async () => {
    const png = await imageFile('png', 1200, 900);
    const response = await upload(
      t,
      listener,
      'images',
      png.subarray(0, png.length / 2),
      'rota.png',
    );
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe(UPLOAD_TEXTS.imageInvalid);
    await expectBucketsEmpty();
  });

  it('a listener may not upload audio (403) and a visitor nothing (401)', async () => {
    const wav = tinyWav(1);
    expect((await upload(t, listener, 'audios', wav, 'a.wav')).statusCode).toBe(403);
    expect((await upload(t, null, 'audios', wav, 'a.wav')).statusCode).toBe(401);
    expect((await upload(t, null, 'images', await imageFile('png'), 'a.png')).statusCode).toBe(401);
    await expectBucketsEmpty();
  });

  it('a body without the file field, or not multipart at all, is refused in Spanish', async () => {
    const wrongField = await multipart(tinyWav(1), 'a.wav', 'audio');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storage/audios',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, cookie: composer },
    });
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).message).toBe(UPLOAD_TEXTS.fileRequired);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storage/audios',
      payload: { file: 'x' },
      headers: { cookie: composer },
    });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).message).toBe(UPLOAD_TEXTS.notMultipart);
    await expectBucketsEmpty();
  });

  it('other routes still refuse multipart bodies', async () => {
    const body = await multipart(tinyWav(1), 'a.wav');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/songs',
      payload: body.payload,
      headers: { ...body.headers, cookie: composer },
    });
    expect(response.statusCode).toBe(415);
  });
});
