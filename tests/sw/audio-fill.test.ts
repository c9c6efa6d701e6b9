/**
 * Download once (issue "Offline and shared phones" point 4): the first play of a song that is not
 * saved costs one download, shared between the player's 206 and the cache's whole copy.
 */
import { describe, expect, it, vi } from 'vitest';
import { fillWhilePlaying, forgetFills, startsAtZero } from '../../sw/audio-fill';

const URL_OF_SONG = 'http://localhost/media/audios/son.m4a';
const BYTES = new Uint8Array(Array.from({ length: 5000 }, (_, index) => index % 251));

function serverAnswer(cacheControl = 'public, max-age=31536000, immutable') {
  return new Response(BYTES, {
    status: 200,
    headers: {
      'content-type': 'audio/mp4',
      'content-length': String(BYTES.length),
      'cache-control': cacheControl,
    },
  });
}

function setup(answer: () => Promise<Response> | Response = serverAnswer) {
  const stored = new Map<string, Response>();
  let resolveStored: () => void = () => undefined;
  const storedOnce = new Promise<void>((resolve) => {
    resolveStored = resolve;
  });
  const network = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const notify = vi.fn();
  const cache = {
    put: async (url: RequestInfo | URL, response: Response) => {
      // Reading the body is what a real cache does before the put resolves.
      const body = await response.arrayBuffer();
      stored.set(String(url), new Response(body, { headers: response.headers }));
      resolveStored();
    },
  };
  return { stored, storedOnce, network, notify, deps: { cache, network, notify } };
}

/** The Range header of the network's nth request (a Request passed on as it came). */
function rangeAsked(network: ReturnType<typeof setup>['network'], call: number): string | null {
  const input = network.mock.calls[call]?.[0];
  return input instanceof Request ? input.headers.get('range') : null;
}

const play = (range: string | null) =>
  new Request(URL_OF_SONG, range ? { headers: { range } } : undefined);

describe('startsAtZero', () => {
  it("is the media element's first request only", () => {
    expect(startsAtZero('bytes=0-')).toBe(true);
    expect(startsAtZero('bytes=100-')).toBe(false);
    expect(startsAtZero('bytes=0-99')).toBe(false);
    expect(startsAtZero(null)).toBe(false);
  });
});

describe('fillWhilePlaying', () => {
  it('downloads the whole file once: the player gets a 206 of it, the cache the same bytes', async () => {
    const { stored, storedOnce, network, notify, deps } = setup();
    const response = await fillWhilePlaying(play('bytes=0-'), deps);
    expect(network).toHaveBeenCalledTimes(1);
    // Asked without a Range header: a whole 200 the cache can keep.
    expect(network.mock.calls[0]?.[0]).toBe(URL_OF_SONG);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-4999/${BYTES.length}`);
    expect(response.headers.get('content-length')).toBe('5000');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    await storedOnce;
    const copy = stored.get(URL_OF_SONG);
    expect(new Uint8Array(await (copy as Response).arrayBuffer())).toEqual(BYTES);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'AUDIO_SAVED',
        url: URL_OF_SONG,
        sizeBytes: 5000,
      }),
    );
  });

  it("keeps the server's privacy word on the copy, for the sign-out purge", async () => {
    const { stored, storedOnce, deps } = setup(() => serverAnswer('private, no-cache'));
    await (await fillWhilePlaying(play('bytes=0-'), deps)).arrayBuffer();
    await storedOnce;
    expect(stored.get(URL_OF_SONG)?.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('fills the cache even when the player stops reading (a skip)', async () => {
    const { stored, storedOnce, deps } = setup();
    const response = await fillWhilePlaying(play('bytes=0-'), deps);
    await response.body?.cancel();
    await storedOnce;
    expect(stored.has(URL_OF_SONG)).toBe(true);
  });

  it('sends a seek (a later range) and a second request during the fill to the network as they are', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { network, deps } = setup(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    const first = fillWhilePlaying(play('bytes=0-'), deps);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    network.mockResolvedValueOnce(new Response('part', { status: 206 }));
    const again = await fillWhilePlaying(play('bytes=0-'), deps);
    expect(again.status).toBe(206);
    expect(rangeAsked(network, 1)).toBe('bytes=0-');
    network.mockResolvedValueOnce(new Response('part', { status: 206 }));
    await fillWhilePlaying(play('bytes=4000-'), deps);
    expect(rangeAsked(network, 2)).toBe('bytes=4000-');
    finish(serverAnswer());
    await (await first).arrayBuffer();
  });

  it('passes an error answer through and stores nothing', async () => {
    const { stored, deps } = setup(() => new Response('no', { status: 404 }));
    const response = await fillWhilePlaying(play('bytes=0-'), deps);
    expect(response.status).toBe(404);
    expect(stored.size).toBe(0);
  });

  it('a sign-out stops the fills under way: nothing is stored or announced', async () => {
    const { stored, network, notify, deps } = setup();
    network.mockImplementationOnce(async (_input, init) => {
      // A body that never ends until aborted, like a slow phone download.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(BYTES.slice(0, 100));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, {
        status: 200,
        headers: { 'content-length': String(BYTES.length), 'cache-control': 'private' },
      });
    });
    const response = await fillWhilePlaying(play('bytes=0-'), deps);
    forgetFills();
    await expect(response.arrayBuffer()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored.size).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });
});
