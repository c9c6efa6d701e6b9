/**
 * A pinned song's download goes on where it stopped when the connection drops,
 * instead of starting again from zero.
 */
import { describe, expect, it, vi } from 'vitest';
import { downloadWhole } from '../../../src/features/offline/whole-download';

const BYTES = new Uint8Array(Array.from({ length: 4000 }, (_, index) => index % 249));
const URL_OF_SONG = '/media/audios/larga.wav';

/** A 200 that sends `upTo` bytes and then loses the connection. */
function cutAnswer(upTo: number): Response {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    // The bytes are read first, then the connection is lost (an error drops what is queued).
    pull(controller) {
      if (sent) controller.error(new TypeError('network connection lost'));
      else controller.enqueue(BYTES.slice(0, upTo));
      sent = true;
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-length': String(BYTES.length), 'cache-control': 'public' },
  });
}

const rest = (from: number) =>
  new Response(BYTES.slice(from), {
    status: 206,
    headers: { 'content-range': `bytes ${from}-${BYTES.length - 1}/${BYTES.length}` },
  });

const rangeOf = (init?: RequestInit) => new Headers(init?.headers).get('range');

describe('downloadWhole', () => {
  it('resumes from the byte it reached, once, and the file is exact', async () => {
    const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      rangeOf(init) ? rest(1500) : cutAnswer(1500),
    );
    const progress: number[] = [];
    const { blob, cacheControl } = await downloadWhole(URL_OF_SONG, {
      fetcher,
      wait: async () => undefined,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(BYTES);
    expect(cacheControl).toBe('public');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(rangeOf(fetcher.mock.calls[1]?.[1])).toBe('bytes=1500-');
    // Bytes already there are not fetched twice: progress never goes back.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(BYTES.length);
  });

  it('gives up after a few failed resumes', async () => {
    const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (rangeOf(init)) throw new TypeError('offline');
      return cutAnswer(100);
    });
    await expect(
      downloadWhole(URL_OF_SONG, { fetcher, wait: async () => undefined }),
    ).rejects.toThrow();
    expect(fetcher.mock.calls.length).toBeGreaterThan(2);
  });

  it('does not take a resume that starts elsewhere (the server ignored the Range)', async () => {
    const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      rangeOf(init) ? new Response(BYTES, { status: 200 }) : cutAnswer(100),
    );
    await expect(
      downloadWhole(URL_OF_SONG, { fetcher, wait: async () => undefined }),
    ).rejects.toThrow();
  });
});
