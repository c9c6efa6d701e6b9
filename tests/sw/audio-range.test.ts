import { describe, expect, it } from 'vitest';
import { answerAudio, isMediaAudio, parseRange, rangeResponseFrom } from '../../sw/audio-range';

const bytes = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);
const full = () =>
  new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': 'audio/wav', 'Content-Length': '1000' },
  });

describe('Range answers from a cached whole file', () => {
  it('answers bytes=a-b with a 206, the right headers and exactly those bytes', async () => {
    const response = await rangeResponseFrom(full(), 'bytes=100-199');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it("answers the media element's open range 'bytes=0-' and a suffix range", async () => {
    const open = await rangeResponseFrom(full(), 'bytes=0-');
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe('bytes 0-999/1000');
    expect((await open.arrayBuffer()).byteLength).toBe(1000);
    const middle = await rangeResponseFrom(full(), 'bytes=500-');
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(bytes.slice(500));
    const suffix = await rangeResponseFrom(full(), 'bytes=-10');
    expect(suffix.headers.get('content-range')).toBe('bytes 990-999/1000');
  });

  it('clamps an end past the file and refuses a start past it with 416', async () => {
    const clamped = await rangeResponseFrom(full(), 'bytes=900-5000');
    expect(clamped.headers.get('content-range')).toBe('bytes 900-999/1000');
    const refused = await rangeResponseFrom(full(), 'bytes=1000-');
    expect(refused.status).toBe(416);
    expect(refused.headers.get('content-range')).toBe('bytes */1000');
    expect(parseRange('items=0-1', 1000)).toBeNull();
  });

  it('without Range gives the whole file as a 200', async () => {
    const response = await rangeResponseFrom(full(), null);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(1000);
  });

  it('uses the cached copy when there is one, whatever the Range header', async () => {
    const cache = {
      match: async (url: RequestInfo | URL) =>
        String(url).endsWith('/media/audios/a.wav') ? full() : undefined,
    };
    const request = new Request('http://localhost/media/audios/a.wav', {
      headers: { Range: 'bytes=10-19' },
    });
    const response = await answerAudio(request, cache);
    expect(response.status).toBe(206);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(10, 20));
    expect(isMediaAudio(new URL('http://localhost/media/audios/a.wav'))).toBe(true);
    expect(isMediaAudio(new URL('http://localhost/media/images/a.webp'))).toBe(false);
  });
});
