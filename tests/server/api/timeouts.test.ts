/**
 * Connections that do not do their part are let go, on the real
 * HTTP server: headers that never finish, a body trickled a byte a second, an idle keep-alive.
 * An upload that is slow but keeps moving still gets through.
 */

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../../server/plugins/errors';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  registerBodyWatch,
  SLOW_BODY_TEXT,
} from '../../../server/plugins/timeouts';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { bucketFiles, wavHeader } from '../../helpers/media';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface Closed {
  /** Everything the server sent before it closed the connection. */
  text: string;
  /** Milliseconds from connecting to the close. */
  afterMs: number;
}

interface RawConnection {
  socket: Socket;
  /** Settles when the server lets go of the connection. */
  closed: Promise<Closed>;
  /** What the server has sent so far. */
  received(): string;
}

function rawConnection(port: number): RawConnection {
  const socket = connect(port, '127.0.0.1');
  const startedAt = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<Closed>((resolve) => {
    socket.on('close', () =>
      resolve({ text: Buffer.concat(chunks).toString('utf8'), afterMs: Date.now() - startedAt }),
    );
  });
  return { socket, closed, received: () => Buffer.concat(chunks).toString('utf8') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the real server', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  /** Headers of a multipart upload of `length` bytes, with the file part's own head. */
  function uploadHead(length: number, boundary = 'limite', filename = 'goteo.wav'): string {
    return (
      'POST /api/v1/storage/audios HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\n' +
      `Cookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${length}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: audio/wav\r\n\r\n'
    );
  }

  it('is configured with the limits', () => {
    expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    // Node's cap on a whole request would cut long uploads: the minimum rate replaces it.
    expect(t.app.server.requestTimeout).toBe(0);
  });

  it('lets go of unfinished headers, trickled uploads and idle keep-alives, not of slow real uploads', async () => {
    // 1. Headers that never end.
    const headers = rawConnection(port);
    headers.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    // 2. An upload of 1 MB sent a byte a second.
    const trickle = rawConnection(port);
    trickle.socket.write(uploadHead(1024 * 1024));
    trickle.socket.write(wavHeader(1024 * 1024));
    const dripper = setInterval(() => trickle.socket.write('\u0001'), 1000);

    // 3. A kept-alive connection that asks once, then says nothing.
    const idle = rawConnection(port);
    idle.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

    // 4. An upload at 16 KB every 250 ms (64 KB/s, a weak 3G signal) for 14 s: slow, but moving.
    const steadyBytes = 56 * 16 * 1024;
    const boundary = 'constante';
    const tail = `\r\n--${boundary}--\r\n`;
    const head = uploadHead(0, boundary, 'constante.wav');
    const partHead = head.slice(head.indexOf(`--${boundary}`));
    const steadyLength = Buffer.byteLength(partHead) + steadyBytes + Buffer.byteLength(tail);
    const steady = rawConnection(port);
    steady.socket.write(uploadHead(steadyLength, boundary, 'constante.wav'));
    const steadyBody = Buffer.concat([wavHeader(steadyBytes - 44), Buffer.alloc(steadyBytes - 44)]);
    const steadySent = (async () => {
      for (let offset = 0; offset < steadyBody.length; offset += 16 * 1024) {
        steady.socket.write(steadyBody.subarray(offset, offset + 16 * 1024));
        await sleep(250);
      }
      steady.socket.write(tail);
    })();

    const [headersClosed, trickleClosed, idleClosed] = await Promise.all([
      headers.closed,
      trickle.closed,
      idle.closed,
    ]);
    clearInterval(dripper);

    expect(headersClosed.text).toMatch(/^HTTP\/1\.1 408/);
    expect(headersClosed.afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 4_000);

    expect(trickleClosed.text).toMatch(/^HTTP\/1\.1 408/);
    const trickleBody = JSON.parse(trickleClosed.text.slice(trickleClosed.text.indexOf('{')));
    expect(trickleBody).toEqual({
      message: 'La solicitud tardó demasiado',
      errors: [SLOW_BODY_TEXT],
    });
    expect(trickleClosed.afterMs).toBeLessThan(25_000);

    expect(idleClosed.text).toMatch(/^HTTP\/1\.1 200/);
    expect(idleClosed.afterMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 4_000);

    await steadySent;
    // The steady upload is answered 201 once its last byte is in.
    for (let waited = 0; !steady.received().includes('\r\n\r\n') && waited < 10_000; waited += 50) {
      await sleep(50);
    }
    expect(steady.received()).toMatch(/^HTTP\/1\.1 201/);
    steady.socket.destroy();

    // The trickled upload left nothing behind, not even its staged part.
    for (let waited = 0; waited < 5_000; waited += 50) {
      const staged = (await bucketFiles(t.storage, 'audios')).filter((name) =>
        name.startsWith('.'),
      );
      if (staged.length === 0) break;
      await sleep(50);
    }
    const files = await bucketFiles(t.storage, 'audios');
    expect(files.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(files.filter((name) => name.includes('goteo'))).toEqual([]);
    expect(files.filter((name) => name.includes('constante'))).toHaveLength(1);
  }, 40_000);
});

describe('registerBodyWatch with short limits', () => {
  const app = Fastify();
  let port: number;

  beforeAll(async () => {
    registerErrorHandling(app, { fallback: () => false });
    registerBodyWatch(app, { windowMs: 100, minBytes: 1000, deadlineMs: 400 });
    app.post('/eco', async (request) => request.body);
    // Answers in onRequest, as an authentication check does: the body is never read.
    app.post('/sin-leer', { onRequest: async (_request, reply) => reply.code(401).send() }, () => {
      throw new Error('no se llega');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('cuts a JSON body still arriving after the deadline', async () => {
    const slow = rawConnection(port);
    slow.socket.write(
      'POST /eco HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const { text, afterMs } = await slow.closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(350);
    expect(afterMs).toBeLessThan(2_000);
  });

  it('leaves alone a request made in the process and answered before its body was read', async () => {
    const thrown: unknown[] = [];
    const onUncaught = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const answered = await app.inject({
        method: 'POST',
        url: '/sin-leer',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ hola: 'mundo' }),
      });
      expect(answered.statusCode).toBe(401);
      // Past the deadline and a few windows: nothing to cut, nothing thrown.
      await sleep(700);
      expect(thrown).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('lets a body that arrives in time through', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/eco`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hola: 'mundo' }),
    });
    expect(await response.json()).toEqual({ hola: 'mundo' });
  });
});
