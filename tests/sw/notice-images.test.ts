/**
 * The pictures of a release notice (sw/notice-images.ts): read by the worker so that a slow
 * cover never holds the notice, at most the wait it is given.
 */
import { describe, expect, it } from 'vitest';
import { asDataUrl, coverImage, type ImageSources } from '../../sw/notice-images';

const COVER = '/media/images/tapa-thumb.webp';
const WEBP = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
const image = (bytes: Uint8Array<ArrayBuffer>, type = 'image/webp', status = 200) =>
  new Response(bytes, { status, headers: { 'content-type': type } });

/** A network that answers its headers, then sends a body that ends only when the wait aborts. */
const stalledBody = (_url: string, signal: AbortSignal): Promise<Response> =>
  Promise.resolve(
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(WEBP);
          signal.addEventListener('abort', () => controller.error(signal.reason));
        },
      }),
      { headers: { 'content-type': 'image/webp' } },
    ),
  );

const neverAnswers = (_url: string, signal: AbortSignal): Promise<Response> =>
  new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

function sources(kept: Response | undefined, network: ImageSources['network']) {
  const asked: string[] = [];
  return {
    asked,
    sources: {
      kept: async () => kept,
      network: (url: string, signal: AbortSignal) => {
        asked.push(url);
        return network(url, signal);
      },
    } satisfies ImageSources,
  };
}

const base64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

describe('a release notice’s cover', () => {
  it('kept on the device is used without asking the network', async () => {
    const { asked, sources: from } = sources(image(WEBP), neverAnswers);
    expect(await coverImage(COVER, from)).toBe(`data:image/webp;base64,${base64(WEBP)}`);
    expect(asked).toEqual([]);
  });

  it('comes from the network when the device has none', async () => {
    const { asked, sources: from } = sources(undefined, async () => image(WEBP));
    expect(await coverImage(COVER, from)).toBe(`data:image/webp;base64,${base64(WEBP)}`);
    expect(asked).toEqual([COVER]);
  });

  it('a network that does not answer costs the wait and no more', async () => {
    const { sources: from } = sources(undefined, neverAnswers);
    const started = performance.now();
    expect(await coverImage(COVER, from, 60)).toBeUndefined();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(2000);
  });

  it('a body that trickles is given up at the end of the wait too', async () => {
    const { sources: from } = sources(undefined, stalledBody);
    expect(await coverImage(COVER, from, 60)).toBeUndefined();
  });

  it('an error answer kept on the device falls through to the network', async () => {
    const { sources: from } = sources(image(WEBP, 'image/webp', 500), async () => image(WEBP));
    expect(await coverImage(COVER, from)).toMatch(/^data:image\/webp;base64,/);
  });

  it('no cover, an error, a non-image or a huge file give nothing', async () => {
    const { sources: from } = sources(undefined, async () => image(WEBP));
    expect(await coverImage('', from)).toBeUndefined();
    expect(await asDataUrl(image(WEBP, 'image/webp', 404))).toBeUndefined();
    expect(await asDataUrl(image(WEBP, 'text/html; charset=utf-8'))).toBeUndefined();
    expect(await asDataUrl(image(new Uint8Array(300 * 1024)))).toBeUndefined();
  });

  it('a large image is encoded whole, beyond one slice of the encoder', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    expect(await asDataUrl(image(bytes, 'image/png; charset=binary'))).toBe(
      `data:image/png;base64,${base64(bytes)}`,
    );
  });
});
