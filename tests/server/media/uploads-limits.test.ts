/**
 * Size caps and broken connections, on the real HTTP server as well as app.inject: a file over
 * MAX_AUDIO_MB / MAX_IMAGE_MB is 413 with nothing left on disk, and an upload cut off half way
 * leaves no file and no row.
 */
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../domain/api';
import { songs, uploads } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import {
  bucketFiles,
  imageFile,
  streamingMultipart,
  upload,
  uploadStreamedAudio,
  wavChunks,
} from '../../helpers/media';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const MB = 1024 * 1024;

/** Polls `check` until it holds: for effects that happen on the server after the client left. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('small caps (MAX_AUDIO_MB=1, MAX_IMAGE_MB=0.5) through app.inject', () => {
  let t: TestApp;
  let composer: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_AUDIO_MB: '1', MAX_IMAGE_MB: '0.5' } });
    composer = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
  });
  afterAll(() => t.close());

  it('a declared size over the cap is 413 before anything is written', async () => {
    const big = Buffer.concat([...wavChunks(3 * MB)]);
    const response = await upload(t, composer, 'audios', big, 'grande.wav');
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      message: 'El archivo supera el tamaño máximo de 1 MB',
      errors: ['El archivo supera el tamaño máximo de 1 MB'],
    });
    expect(await bucketFiles(t.storage, 'audios')).toEqual([]);
  });

  it('a streamed body with no declared size is cut at the cap: 413, partial file deleted', async () => {
    const response = await uploadStreamedAudio(t, composer, wavChunks(3 * MB), 'sin-longitud.wav');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo supera el tamaño máximo de 1 MB');
    expect(await bucketFiles(t.storage, 'audios')).toEqual([]);
    expect(await t.db.orm.select().from(uploads)).toEqual([]);
  });

  it('a file just under the cap is accepted', async () => {
    const response = await uploadStreamedAudio(t, composer, wavChunks(MB - 100), 'justo.wav');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().size_bytes).toBe(MB - 100);
  });

  it('images have their own cap', async () => {
    const noisy = await imageFile('png', 1600, 1600);
    const huge = Buffer.concat([noisy, Buffer.alloc(MB)]);
    const response = await upload(t, composer, 'images', huge, 'enorme.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo supera el tamaño máximo de 0.5 MB');
    expect(await bucketFiles(t.storage, 'images')).toEqual([]);
  });
});

describe('the real HTTP server (default 50 MB cap)', () => {
  let t: TestApp;
  let composer: string;
  let base: URL;

  beforeAll(async () => {
    t = await createTestApp();
    composer = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    base = new URL(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    // A client that hung up mid-body must not keep the server from closing.
    t.app.server.closeAllConnections();
    await t.close();
  });

  function post(headers: Record<string, string | number>) {
    return httpRequest(new URL('/api/v1/storage/audios', base), {
      method: 'POST',
      headers: { cookie: composer, ...headers },
    });
  }

  async function answer(request: ReturnType<typeof post>) {
    const [response] = await once(request, 'response');
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode as number, body: Buffer.concat(chunks).toString('utf8') };
  }

  it('a 60 MB audio streamed without a declared size is 413 and leaves nothing on disk', async () => {
    const body = streamingMultipart(wavChunks(60 * MB), 'sesenta.wav');
    const request = post(body.headers);
    const answered = answer(request);
    Readable.from(body.stream).pipe(request);
    const { status, body: text } = await answered;
    expect(status).toBe(413);
    expect(JSON.parse(text).message).toBe('El archivo supera el tamaño máximo de 50 MB');
    expect(await bucketFiles(t.storage, 'audios')).toEqual([]);
  });

  it('a 60 MB audio with its size declared is answered 413 at once', async () => {
    const body = streamingMultipart(wavChunks(60 * MB), 'sesenta.wav');
    const request = post({ ...body.headers, 'content-length': 60 * MB + 300 });
    const answered = answer(request);
    request.on('error', () => {}); // the server may stop reading before the body is all sent
    body.stream.pipe(request);
    const { status } = await answered;
    request.destroy();
    expect(status).toBe(413);
    expect(await bucketFiles(t.storage, 'audios')).toEqual([]);
  });

  it('an upload cut off half way leaves no file and no row', async () => {
    const total = 20 * MB;
    const body = streamingMultipart(wavChunks(total), 'cortada.wav');
    const request = post(body.headers);
    request.on('error', () => {});
    // Send about half, then drop the connection the way a closed laptop does.
    let sent = 0;
    for await (const chunk of body.stream) {
      if (!request.write(chunk)) await once(request, 'drain');
      sent += (chunk as Buffer).length;
      if (sent > total / 2) break;
    }
    // The server is writing the partial file by now.
    await eventually(async () => (await bucketFiles(t.storage, 'audios')).length > 0);
    request.destroy();
    await eventually(async () => (await bucketFiles(t.storage, 'audios')).length === 0);
    expect(await t.db.orm.select().from(uploads)).toEqual([]);
    expect(await t.db.orm.select().from(songs)).toEqual([]);
    // The server is still fine afterwards.
    const health = await fetch(new URL('/api/v1/health', base));
    expect(health.status).toBe(200);
  });
});
