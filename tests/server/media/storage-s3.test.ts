/**
 * What only the bucket storage does (the rest of the storage suite runs on both engines in
 * media.test.ts and media-private.test.ts): uploads go up in parts and leave nothing on this
 * machine, presigned redirects for those who may have the file and for nobody else, and the
 * command that moves media from disk into the bucket.
 */
import { execFile } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import { REPO_ROOT } from '../../../server/config';
import { mediaRoot } from '../../../server/storage/open-storage';
import { createS3Storage, type S3Storage } from '../../../server/storage/s3-storage';
import { createLocalStorage } from '../../../server/storage/storage';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { imageFile, uploadImage, uploadStreamedAudio, wavChunks } from '../../helpers/media';
import { migratedDataDir } from '../../helpers/migrated-database';
import { startS3Server } from '../../helpers/s3-server';
import { spawnServer } from '../../helpers/server-process';
import { postSong } from '../../helpers/songs';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const run = promisify(execFile);

describe('uploads into the bucket', () => {
  let t: TestApp<S3Storage>;
  let composer: string;

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
    composer = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
  });
  afterAll(() => t?.close());

  it('streams a 20 MB audio up in parts, byte for byte, and keeps no copy here', async () => {
    const size = 20 * 1024 * 1024;
    const response = await uploadStreamedAudio(t, composer, wavChunks(size), 'larga.wav');
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json() as { url: string };
    const file = t.storage.parseUrl(url);
    expect(file).not.toBeNull();
    expect(await t.storage.sizeOf('audios', file?.name ?? '')).toBe(size);

    // A byte from the third 8 MB part: silence after the 44-byte header.
    const deep = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=17000000-17000003' },
    });
    expect(deep.statusCode).toBe(206);
    expect(deep.headers['content-range']).toBe(`bytes 17000000-17000003/${size}`);
    expect([...deep.rawPayload]).toEqual([0, 0, 0, 0]);
    const head = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(head.body).toBe('RIFF');

    expect(await readdir(join(t.dataDir, 'staging'))).toEqual([]);
    await expect(readdir(mediaRoot(t.config))).rejects.toThrow();
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const { url } = await uploadImage(t, composer, await imageFile('png'));
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('presigned redirects', () => {
  let t: TestApp<S3Storage>;
  let owner: string;
  let stranger: string;
  let publicAudio: string;
  let privateAudio: string;

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3-redirect' });
    owner = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
    stranger = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
    publicAudio = (await postSong(t, owner, { visibility: true })).audio.url;
    privateAudio = (await postSong(t, owner, { visibility: false })).audio.url;
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string | null) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends anyone to a signed, expiring address for a public file, where Range works', async () => {
    const response = await get(publicAudio, null);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');

    const bytes = await fetch(location, { headers: { range: 'bytes=0-3' } });
    expect(bytes.status).toBe(206);
    expect(await bytes.text()).toBe('RIFF');
    // (s3rver does not check signatures, so that the address works for this object alone is
    // S3's promise, not something this test can show.)
  });

  it("lets the app's pages load media from the bucket's origin, and from nowhere else", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    const policy = String(response.headers['content-security-policy']);
    const bucket = new URL(String((await get(publicAudio, null)).headers.location)).origin;
    expect(policy).toContain(`media-src 'self' data: blob: ${bucket};`);
    expect(policy).toContain(`img-src 'self' data: blob: ${bucket};`);
    expect(policy).toContain(`connect-src 'self' ${bucket};`);
  });

  it('redirects only the owner for a private file; others get the 404 of a missing file', async () => {
    expect((await get(privateAudio, owner)).statusCode).toBe(302);
    for (const cookie of [null, stranger]) {
      const response = await get(privateAudio, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.json()).toEqual({ message: 'Archivo no encontrado', errors: [] });
    }
  });
});

describe('npm run media:to-s3', () => {
  let t: TestApp<S3Storage>;
  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
  });
  afterAll(() => t?.close());

  it('copies every file of DATA_DIR/media into the bucket, and a second run copies nothing', async () => {
    const dataDir = await createTempDir();
    const disk = await createLocalStorage(mediaRoot({ dataDir }));
    const audio = await disk.save('audios', '1700000000000-vieja.wav', Buffer.from('RIFF-vieja'));
    await disk.save('images', '1700000000001-portada.png', await imageFile('png'));
    // Already in the bucket: left alone. A staged, half-written upload is not media at all.
    await disk.save('images', '1700000000002-otra.png', await imageFile('png'));
    await t.storage.save('images', '1700000000002-otra.png', await imageFile('png'));
    await writeFile(join(disk.directory('audios'), '.upload-cortada.part'), 'RIFF');

    const env = { ...process.env, DATA_DIR: dataDir, ...t.s3Env };
    const first = await run(process.execPath, ['--import', 'tsx', 'scripts/media-to-s3.ts'], {
      cwd: REPO_ROOT,
      env,
    });
    expect(first.stdout).toContain('Listo: 2 archivos copiados, 1 ya estaban en el bucket.');
    const copied = await t.app.inject({ method: 'GET', url: audio.url });
    expect(copied.body).toBe('RIFF-vieja');
    expect((await t.storage.listFiles('images')).map((file) => file.name).sort()).toEqual([
      '1700000000001-portada.png',
      '1700000000002-otra.png',
    ]);
    expect((await t.storage.listFiles('audios')).map((file) => file.name)).toEqual([
      '1700000000000-vieja.wav',
    ]);

    const second = await run(process.execPath, ['--import', 'tsx', 'scripts/media-to-s3.ts'], {
      cwd: REPO_ROOT,
      env,
    });
    expect(second.stdout).toContain('Listo: 0 archivos copiados, 3 ya estaban en el bucket.');
  });

  it('says what is missing when STORAGE is not s3', async () => {
    const failed = run(process.execPath, ['--import', 'tsx', 'scripts/media-to-s3.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: await createTempDir(), STORAGE: 'disk' },
    });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Defina STORAGE=s3'),
    });
  });
});

describe('npm run media:bucket', () => {
  it('makes the bucket when it is missing, and leaves it alone after', async () => {
    const server = await startS3Server();
    try {
      const env = { ...process.env, ...server.env, S3_BUCKET: 'tambora-nuevo' };
      const script = ['--import', 'tsx', 'scripts/create-bucket.ts'];
      const first = await run(process.execPath, script, { cwd: REPO_ROOT, env });
      expect(first.stdout).toContain('Bucket tambora-nuevo creado.');
      const storage = await createS3Storage(
        { ...server.config, bucket: 'tambora-nuevo' },
        await createTempDir(),
      );
      await storage.check();
      await storage.save('images', '1700000000003-prueba.png', await imageFile('png'));
      const second = await run(process.execPath, script, { cwd: REPO_ROOT, env });
      expect(second.stdout).toContain('El bucket tambora-nuevo ya existía; no se cambió nada.');
      expect((await storage.listFiles('images')).map((file) => file.name)).toEqual([
        '1700000000003-prueba.png',
      ]);
    } finally {
      await server.stop();
    }
  });
});

describe('a bucket that does not answer', () => {
  it('stops the start with one line naming the bucket, not a stack trace', async () => {
    const port = await freePort();
    const server = spawnServer({
      DATA_DIR: await migratedDataDir(),
      PORT: String(await freePort()),
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'tambora-media',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `No se pudo iniciar: no se pueden guardar archivos en el bucket "tambora-media" en http://127.0.0.1:${port} (compruebe S3_ENDPOINT, S3_BUCKET y las claves)`,
    );
    expect(server.output()).not.toContain('    at ');
    // A whole server process starts (tsx, PGlite) before it gives up: seconds on a quiet machine,
    // past 30 s on a loaded CI, as the other tests that spawn one allow.
  }, 90_000);
});
