/**
 * What crosses the wire is compressed when the client accepts it (the
 * built files from their build-time .br/.gz copies, the shell, API JSON over 1 KB), never audio,
 * images or Range answers, and identity for a client that asks for nothing.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/lib/precompress';
import { createSong, createUser } from '../../helpers/factories';
import { imageFile } from '../../helpers/media';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// A script big enough to be worth compressing, like any built chunk.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"fila ${i}"`).join(',')}];\n`;
const INDEX_HTML = `<!doctype html><html lang="es"><head><title>Tambora</title></head><body><div id="root"><!--first-frame--></div>${'<!-- relleno -->'.repeat(40)}</body></html>`;

let t: TestApp;
let dist: string;
let audioUrl: string;
let imageUrl: string;

beforeAll(async () => {
  dist = await createTempDir('tambora-dist-');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // The build's own last step.
  await precompressDirectory(dist);
  t = await createTestApp({ staticDir: dist });
  const owner = await createUser(t, { roles: ['composer'] });
  // Enough songs for GET /songs?limit=30 to be well over 1 KB.
  for (let i = 0; i < 12; i++) await createSong(t, owner.userId, { title: `Canción número ${i}` });
  audioUrl = (await t.storage.save('audios', '1700000000000-prueba.wav', Buffer.alloc(5000, 7)))
    .url;
  imageUrl = (await t.storage.save('images', '1700000000000-prueba.png', await imageFile('png')))
    .url;
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('the built files', () => {
  it('come as Brotli when accepted, saying they vary by Accept-Encoding', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('come as gzip to a client that only takes gzip', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('come as they are to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('include the shell, compressed once for every navigation', async () => {
    const compressed = await get('/LoginPageV1', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/LoginPageV1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});

describe('API answers', () => {
  it('over 1 KB are compressed with Brotli or gzip, as asked', async () => {
    const plain = await get('/api/v1/songs?limit=30');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/v1/songs?limit=30', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/v1/songs?limit=30', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KB go as they are: compressing them would save less than it costs', async () => {
    const response = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never inflate a compressed request body: it is refused as bad input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON válido/);
  });
});

describe('media', () => {
  it('audio is never compressed, whole or in Range answers', async () => {
    const whole = await get(audioUrl, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.length).toBe(5000);

    const range = await get(audioUrl, { 'accept-encoding': 'br, gzip', range: 'bytes=100-1099' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe('bytes 100-1099/5000');
    expect(range.rawPayload.length).toBe(1000);
  });

  it('images are never compressed again', async () => {
    const response = await get(imageUrl, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('headers on loaded files', () => {
  it('leave out what only governs documents, keeping nosniff and a deny-all CSP', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.headers['content-security-policy']).toBe("default-src 'none'");
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['cross-origin-opener-policy']).toBeUndefined();

    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
