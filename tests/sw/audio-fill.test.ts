/**
 * Download once, whatever the engine asks: the first
 * play of a song that is not saved costs one download, shared by every request the media element
 * makes meanwhile and by the cache's whole copy; a seek far ahead goes to the network for that
 * part only; a dropped connection resumes where it stopped.
 */
import { describe, expect, it, vi } from 'vitest';
import { AHEAD_BYTES, fillWhilePlaying, forgetFills } from '../../sw/audio-fill';
import { cachePartialStore } from '../../sw/partial-audio';

const BYTES = new Uint8Array(Array.from({ length: 5000 }, (_, index) => index % 251));
let songNumber = 0;

/** A new file name per test: fills are kept per URL for as long as they run. */
const newSongUrl = () => {
  songNumber += 1;
  return `http://localhost/media/audios/son-${songNumber}.m4a`;
};

function wholeAnswer(
  body: BodyInit | ReadableStream<Uint8Array> = BYTES,
  cacheControl = 'public, max-age=31536000, immutable',
  size = BYTES.length,
) {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'audio/mp4',
      'content-length': String(size),
      'cache-control': cacheControl,
    },
  });
}

/** A body that sends `bytes` and then waits until `release` is called, like a slow download. */
function slowBody(bytes: Uint8Array) {
  let release: (rest: Uint8Array | Error) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      release = (rest) => {
        if (rest instanceof Error) controller.error(rest);
        else {
          controller.enqueue(rest);
          controller.close();
        }
      };
    },
  });
  return { body, release: (rest: Uint8Array | Error) => release(rest) };
}

function setup(
  answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> | Response,
) {
  const stored = new Map<string, Response>();
  let resolveStored: () => void = () => undefined;
  const storedOnce = new Promise<void>((resolve) => {
    resolveStored = resolve;
  });
  const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(input, init),
  );
  const notify = vi.fn();
  const cache = {
    put: async (url: RequestInfo | URL, response: Response) => {
      // Reading the body is what a real cache does before the put resolves.
      const body = await response.arrayBuffer();
      stored.set(String(url), new Response(body, { headers: response.headers }));
      resolveStored();
    },
  };
  const deps = { cache, network, notify, wait: async () => undefined };
  return { stored, storedOnce, network, notify, deps };
}

/** The Range header the network was asked for in its nth call. */
function rangeAsked(network: ReturnType<typeof setup>['network'], call: number): string | null {
  const [input, init] = network.mock.calls[call] ?? [];
  if (input instanceof Request) return input.headers.get('range');
  return new Headers(init?.headers).get('range');
}

const ask = (url: string, range: string | null) =>
  new Request(url, range ? { headers: { range } } : undefined);

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('fillWhilePlaying', () => {
  it("Chromium's 'bytes=0-': one download, a 206 of it for the player, the same bytes kept", async () => {
    const url = newSongUrl();
    const { stored, storedOnce, network, notify, deps } = setup(() => wholeAnswer());
    const response = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    expect(network).toHaveBeenCalledTimes(1);
    // Asked without a Range header: a whole 200 the cache can keep.
    expect(network.mock.calls[0]?.[0]).toBe(url);
    expect(rangeAsked(network, 0)).toBeNull();
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-4999/${BYTES.length}`);
    expect(response.headers.get('content-length')).toBe('5000');
    expect(await bytesOf(response)).toEqual(BYTES);
    await storedOnce;
    expect(await bytesOf(stored.get(url) as Response)).toEqual(BYTES);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'AUDIO_SAVED', url, sizeBytes: 5000 }),
    );
  });

  it("WebKit's request without Range: a 200 of the whole file, and the file is kept", async () => {
    const url = newSongUrl();
    const { stored, storedOnce, network, deps } = setup(() => wholeAnswer());
    const response = await fillWhilePlaying(ask(url, null), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('5000');
    expect(await bytesOf(response)).toEqual(BYTES);
    await storedOnce;
    expect(await bytesOf(stored.get(url) as Response)).toEqual(BYTES);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("WebKit's 'bytes=0-1' probe, then its real requests: all from the one download", async () => {
    const url = newSongUrl();
    const slow = slowBody(BYTES.slice(0, 1000));
    const { stored, storedOnce, network, deps } = setup(() => wholeAnswer(slow.body));
    const probe = await fillWhilePlaying(ask(url, 'bytes=0-1'), deps);
    expect(probe.status).toBe(206);
    expect(probe.headers.get('content-range')).toBe('bytes 0-1/5000');
    expect(await bytesOf(probe)).toEqual(BYTES.slice(0, 2));
    const play = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    const near = await fillWhilePlaying(ask(url, 'bytes=3000-3999'), deps);
    slow.release(BYTES.slice(1000));
    expect(await bytesOf(play)).toEqual(BYTES);
    expect(await bytesOf(near)).toEqual(BYTES.slice(3000, 4000));
    await storedOnce;
    expect(await bytesOf(stored.get(url) as Response)).toEqual(BYTES);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('a seek far past what has arrived goes to the network for that part, and the fill completes', async () => {
    const size = AHEAD_BYTES * 4;
    const whole = new Uint8Array(size).map((_, index) => index % 253);
    const url = newSongUrl();
    const slow = slowBody(whole.slice(0, 1000));
    const far = size - 1000;
    const { stored, storedOnce, network, deps } = setup((_input, init) =>
      new Headers(init?.headers).has('range')
        ? new Response(whole.slice(far), {
            status: 206,
            headers: { 'content-range': `bytes ${far}-${size - 1}/${size}` },
          })
        : wholeAnswer(slow.body, 'public', size),
    );
    const first = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    const seek = await fillWhilePlaying(ask(url, `bytes=${far}-`), deps);
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes ${far}-${size - 1}/${size}`);
    expect(rangeAsked(network, 1)).toBe(`bytes=${far}-`);
    // Past the HTTP cache, where the fill's own entry would make it fail in Chromium.
    expect(network.mock.calls[1]?.[1]?.cache).toBe('no-store');
    expect(await bytesOf(seek)).toEqual(whole.slice(far));
    await first.body?.cancel();
    slow.release(whole.slice(1000));
    await storedOnce;
    // Compared by a digest: a deep equality of a megabyte takes seconds.
    const digest = async (bytes: Uint8Array<ArrayBuffer>) =>
      new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    expect(await digest(await bytesOf(stored.get(url) as Response))).toEqual(await digest(whole));
  });

  it("keeps the server's privacy word on the copy, for the sign-out purge", async () => {
    const url = newSongUrl();
    const { stored, storedOnce, deps } = setup(() => wholeAnswer(BYTES, 'private, no-cache'));
    await (await fillWhilePlaying(ask(url, 'bytes=0-'), deps)).arrayBuffer();
    await storedOnce;
    expect(stored.get(url)?.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('fills the cache even when the player stops reading (a skip)', async () => {
    const url = newSongUrl();
    const { stored, storedOnce, deps } = setup(() => wholeAnswer());
    const response = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    await response.body?.cancel();
    await storedOnce;
    expect(stored.has(url)).toBe(true);
  });

  it('a dropped connection resumes from the byte it reached (bytes=N-), and the copy is exact', async () => {
    const url = newSongUrl();
    const slow = slowBody(BYTES.slice(0, 1200));
    const { stored, storedOnce, network, deps } = setup((_input, init) =>
      new Headers(init?.headers).has('range')
        ? new Response(BYTES.slice(1200), {
            status: 206,
            headers: { 'content-range': `bytes 1200-4999/${BYTES.length}` },
          })
        : wholeAnswer(slow.body),
    );
    const response = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    slow.release(new TypeError('network connection lost'));
    expect(await bytesOf(response)).toEqual(BYTES);
    await storedOnce;
    expect(await bytesOf(stored.get(url) as Response)).toEqual(BYTES);
    expect(network).toHaveBeenCalledTimes(2);
    expect(rangeAsked(network, 1)).toBe('bytes=1200-');
  });

  it('gives up after a few failed resumes: the player hears an error, nothing is kept', async () => {
    const url = newSongUrl();
    const slow = slowBody(BYTES.slice(0, 100));
    const { stored, network, notify, deps } = setup((_input, init) => {
      if (new Headers(init?.headers).has('range')) throw new TypeError('offline');
      return wholeAnswer(slow.body);
    });
    const response = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    slow.release(new TypeError('network connection lost'));
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(network.mock.calls.length).toBeGreaterThan(2);
    expect(stored.size).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('passes an error answer through and stores nothing', async () => {
    const url = newSongUrl();
    const { stored, deps } = setup(() => new Response('no', { status: 404 }));
    const response = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    expect(response.status).toBe(404);
    expect(stored.size).toBe(0);
  });

  it('answers 416 to a range past the end', async () => {
    const url = newSongUrl();
    const { deps } = setup(() => wholeAnswer());
    const response = await fillWhilePlaying(ask(url, 'bytes=9000-'), deps);
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */5000');
  });

  it('a sign-out stops the fills under way: nothing is stored or announced', async () => {
    const url = newSongUrl();
    const { stored, network, notify, deps } = setup(() => wholeAnswer());
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
      return wholeAnswer(body, 'private');
    });
    const response = await fillWhilePlaying(ask(url, 'bytes=0-'), deps);
    forgetFills();
    await expect(response.arrayBuffer()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored.size).toBe(0);
    expect(notify).not.toHaveBeenCalled();
    expect(network).toHaveBeenCalledTimes(1);
  });
});

/** A Cache in memory, enough for the partial store (match, put, delete by URL). */
function memoryCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: RequestInfo | URL) => entries.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => {
      const body = await response.arrayBuffer();
      entries.set(String(key), new Response(body, { headers: response.headers }));
    },
    delete: async (key: RequestInfo | URL) => entries.delete(String(key)),
  } as unknown as Cache;
  return { cache, entries };
}

describe('a download cut for good resumes from what it kept', () => {
  /** The first download: 3000 bytes arrive, then the connection is gone for good. */
  async function cutAfter3000(url: string, partial: ReturnType<typeof cachePartialStore>) {
    const slow = slowBody(BYTES.slice(0, 3000));
    const first = setup((_input, init) => {
      if (new Headers(init?.headers).has('range')) throw new TypeError('offline');
      return wholeAnswer(slow.body);
    });
    const response = await fillWhilePlaying(ask(url, null), {
      ...first.deps,
      partial,
      partBytes: 1000,
    });
    slow.release(new TypeError('network connection lost'));
    await expect(response.arrayBuffer()).rejects.toThrow();
    // The fill ends (and keeps its parts) just after the answer fails.
    const kept = async () =>
      ((await partial.read(url))?.chunks ?? []).reduce((sum, chunk) => sum + chunk.byteLength, 0);
    await vi.waitFor(async () => expect(await kept()).toBe(3000));
    expect(first.stored.size).toBe(0);
  }

  it('the next download (after a relaunch) asks only for the rest, and the copy is exact', async () => {
    const url = newSongUrl();
    const { cache, entries } = memoryCache();
    const partial = cachePartialStore(async () => cache);
    await cutAfter3000(url, partial);

    const again = setup((_input, init) => {
      expect(new Headers(init?.headers).get('range')).toBe('bytes=3000-');
      return new Response(BYTES.slice(3000), {
        status: 206,
        headers: { 'content-range': `bytes 3000-4999/${BYTES.length}` },
      });
    });
    const response = await fillWhilePlaying(ask(url, null), { ...again.deps, partial });
    expect(await bytesOf(response)).toEqual(BYTES);
    await again.storedOnce;
    expect(await bytesOf(again.stored.get(url) as Response)).toEqual(BYTES);
    expect(again.network).toHaveBeenCalledTimes(1);
    expect(again.stored.get(url)?.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    // Whole in the audio cache: the parts are gone.
    await vi.waitFor(() => expect(entries.size).toBe(0));
  });

  it('keeps parts while the download runs, so a worker killed mid-way (the app closed) loses at most one', async () => {
    const url = newSongUrl();
    const { cache } = memoryCache();
    const partial = cachePartialStore(async () => cache);
    const slow = slowBody(BYTES.slice(0, 1200));
    const running = setup(() => wholeAnswer(slow.body));
    await fillWhilePlaying(ask(url, null), { ...running.deps, partial, partBytes: 1000 });
    // Nothing failed: the fill is still waiting for the rest, and 1200 bytes are already kept.
    await vi.waitFor(async () =>
      expect((await partial.read(url))?.chunks[0]?.byteLength).toBe(1200),
    );
    slow.release(BYTES.slice(1200));
    await running.storedOnce;
  });

  it('a server that will not send the rest: the kept parts go, and the next download starts over', async () => {
    const url = newSongUrl();
    const { cache, entries } = memoryCache();
    const partial = cachePartialStore(async () => cache);
    await cutAfter3000(url, partial);

    const ignoresRange = setup(() => wholeAnswer());
    const response = await fillWhilePlaying(ask(url, null), { ...ignoresRange.deps, partial });
    await expect(response.arrayBuffer()).rejects.toThrow();
    await vi.waitFor(() => expect(entries.size).toBe(0));
    expect(ignoresRange.network).toHaveBeenCalledTimes(1);

    const fresh = setup(() => wholeAnswer());
    expect(
      await bytesOf(await fillWhilePlaying(ask(url, null), { ...fresh.deps, partial })),
    ).toEqual(BYTES);
    expect(rangeAsked(fresh.network, 0)).toBeNull();
  });
});
