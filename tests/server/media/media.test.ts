/**
 * The storage suite: what /media answers, and what storage accepts, the same on disk and on an
 * S3-compatible bucket served through the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStorage } from '../../../server/storage/open-storage';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe.each(['disk', 's3'] as const)('media on %s', (kind) => {
  let t: TestApp<MediaStorage>;
  let audioUrl: string;
  // 1000 distinct-looking bytes so a wrong offset shows in the body.
  const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7 + 3) % 256));

  beforeAll(async () => {
    t = await createTestApp({ storage: kind });
    audioUrl = (await t.storage.save('audios', '1700000000000-prueba.wav', content)).url;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('media files', () => {
    it('serves a whole file with a year-long immutable cache', async () => {
      const response = await t.app.inject({ method: 'GET', url: audioUrl });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers['content-type']).toMatch(/audio\/(wav|x-wav|wave)/);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a Range request with 206, the right Content-Range and those bytes', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: audioUrl,
        headers: { range: 'bytes=100-199' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 100-199/1000');
      expect(response.headers['content-length']).toBe('100');
      expect(response.rawPayload.equals(content.subarray(100, 200))).toBe(true);

      const tail = await t.app.inject({
        method: 'GET',
        url: audioUrl,
        headers: { range: 'bytes=-10' },
      });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
      expect(tail.rawPayload.equals(content.subarray(990))).toBe(true);
    });

    it('answers an unsatisfiable range with 416 and the real size', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: audioUrl,
        headers: { range: 'bytes=5000-6000' },
      });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
    });

    it('answers HEAD with the length and no body', async () => {
      const response = await t.app.inject({ method: 'HEAD', url: audioUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe('1000');
      expect(response.body).toBe('');
    });

    it('serves images from their own bucket', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const { url } = await t.storage.save('images', '1700000000000-portada.png', png);
      expect(url).toBe('/media/images/1700000000000-portada.png');
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      // Same-origin resource policy must not stop the app's own pages from using it.
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('answers a missing file, a traversal attempt or a partial upload with 404 JSON', async () => {
      await t.storage.save('audios', '1700000000001-borrada.wav', content);
      await t.storage.remove('audios', '1700000000001-borrada.wav');
      for (const url of [
        '/media/audios/1700000000001-borrada.wav',
        '/media/audios/..%2F..%2Fpglite%2FPG_VERSION',
        '/media/images/../audios/1700000000000-prueba.wav/x',
        '/media/audios/.secreto.part',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ message: 'Archivo no encontrado', errors: [] });
      }
    });

    it('refuses unsafe names in storage', async () => {
      await expect(t.storage.save('images', '../fuera.png', content)).rejects.toThrow();
      await expect(t.storage.save('images', '.oculto', content)).rejects.toThrow();
      expect(t.storage.parseUrl(audioUrl)).toEqual({
        bucket: 'audios',
        name: '1700000000000-prueba.wav',
      });
      expect(t.storage.parseUrl('/media/otros/x.png')).toBeNull();
    });
  });
});
