/**
 * Each song's file crosses the network once, whatever shape of request a media element sends.
 * Chromium starts a song with 'bytes=0-', WebKit (Safari) with no Range at all or with
 * 'bytes=0-1', Firefox with 'bytes=0-'; every engine then asks for the parts it seeks to. The
 * first request for a song that is not saved starts one whole download (a fill) whose bytes are
 * kept here as they arrive and stored in the audio cache once complete; every request for that
 * song meanwhile is answered from those bytes, waiting for them where needed. A seek far ahead of
 * what has arrived goes to the network for just that part, so the music goes on at once while
 * the fill completes behind it. A dropped connection resumes the fill from the byte it reached,
 * and a download cut for good (the app closed on a train) is kept in parts, so the next one
 * starts from there (sw/partial-audio.ts). The page records the saved copy when told (src/features/offline/audio-cache.ts). Tested in
 * tests/sw without a worker.
 */

import { AUDIO_SAVED, type AudioSavedMessage } from '../domain/worker-messages';
import { answerRange, parseRange } from './audio-range';
import { type FillHead, PART_BYTES, type PartialStore } from './partial-audio';

export interface FillDeps {
  cache: Pick<Cache, 'put'>;
  network: typeof fetch;
  notify: (message: AudioSavedMessage) => void;
  /** Waits before the nth attempt to resume a dropped download (tests pass no wait). */
  wait?: (attempt: number) => Promise<void>;
  /** Where a cut download's bytes are kept for the next one (sw/partial-audio.ts). */
  partial?: PartialStore;
  /** How many bytes make a kept part (tests use small ones). */
  partBytes?: number;
}

/** A seek further than this past the bytes that have arrived is fetched on its own. */
export const AHEAD_BYTES = 256 * 1024;

/** Attempts to resume a download whose connection dropped, before the fill gives up. */
const RESUME_ATTEMPTS = 4;

interface Fill {
  controller: AbortController;
  /** The file's size and headers once the server answered 200, or its other answer. */
  head: Promise<FillHead | Response>;
  chunks: Uint8Array<ArrayBuffer>[];
  received: number;
  state: 'running' | 'done' | 'failed';
  /** Called on every new chunk and on the end, so waiting answers read on. */
  wakers: Set<() => void>;
}

const fills = new Map<string, Fill>();

const defaultWait = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));

function wake(fill: Fill): void {
  for (const waker of fill.wakers) waker();
  fill.wakers.clear();
}

/** Resolves on the fill's next chunk or end. */
function more(fill: Fill): Promise<void> {
  return new Promise((resolve) => fill.wakers.add(resolve));
}

function startFill(url: string, deps: FillDeps): Fill {
  const controller = new AbortController();
  let announce: (head: FillHead | Response) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const fill: Fill = {
    controller,
    head: new Promise((resolve, reject) => {
      announce = resolve;
      refuse = reject;
    }),
    chunks: [],
    received: 0,
    state: 'running',
    wakers: new Set(),
  };
  // A rejection nobody awaits (every request left) must not surface as an unhandled one.
  fill.head.catch(() => undefined);
  fills.set(url, fill);
  const forget = () => {
    if (fills.get(url) === fill) fills.delete(url);
  };
  const end = (state: 'done' | 'failed') => {
    fill.state = state;
    wake(fill);
  };

  void (async () => {
    let head: FillHead;
    let keeper: PartKeeper | null = null;
    try {
      // What an earlier, cut download of this file kept: only the rest crosses the network.
      const saved = (await deps.partial?.read(url).catch(() => null)) ?? null;
      let body: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;
      if (saved) {
        head = saved.head;
        for (const chunk of saved.chunks) {
          fill.chunks.push(chunk);
          fill.received += chunk.byteLength;
        }
      } else {
        // No Range header: the server answers 200 with the whole file, which the cache can
        // store. Not in the HTTP cache as well: the audio cache keeps it, and a part fetched
        // meanwhile must not wait on (or fail at) the HTTP cache's entry for it.
        const response = await deps.network(url, {
          credentials: 'same-origin',
          cache: 'no-store',
          signal: controller.signal,
        });
        const size = Number(response.headers.get('content-length'));
        if (response.status !== 200 || !response.body || !(size > 0)) {
          forget();
          end('failed');
          announce(response);
          return;
        }
        head = {
          size,
          type: response.headers.get('content-type') ?? 'application/octet-stream',
          // The server's word on who may see it: a sign-out removes what is not public.
          cacheControl: response.headers.get('cache-control') ?? 'private, no-cache',
        };
        body = response.body;
      }
      announce(head);
      keeper = deps.partial
        ? new PartKeeper(url, head, deps.partial, saved?.chunks.length ?? 0, deps.partBytes)
        : null;
      await readInto(fill, body, head.size, url, deps, keeper);
    } catch (error) {
      forget();
      end('failed');
      refuse(error);
      // Cut: what arrived is kept for the next download. Aborted (a sign-out), or the server
      // will not send the rest of what was kept: nothing is, and the next download starts over.
      if (controller.signal.aborted || error instanceof CannotResume) {
        await keeper?.discard();
        if (!keeper) await deps.partial?.drop(url).catch(() => undefined);
      } else {
        await keeper?.flush();
      }
      return;
    }
    end('done');
    try {
      const copy = new Response(new Blob(fill.chunks, { type: head.type }), {
        status: 200,
        headers: {
          'Content-Type': head.type,
          'Content-Length': String(head.size),
          'Cache-Control': head.cacheControl,
        },
      });
      await deps.cache.put(url, copy);
      if (keeper?.used) await keeper.discard();
      if (fills.get(url) === fill && !controller.signal.aborted) {
        deps.notify({ type: AUDIO_SAVED, url, sizeBytes: head.size });
      }
    } catch {
      // Storage full or refused: nothing is kept, the next play tries again.
    } finally {
      forget();
    }
  })();
  return fill;
}

/**
 * Reads `body` into the fill; when the connection drops, asks the server for the rest
 * ('bytes=received-') a few times before failing. An abort (a sign-out) fails at once.
 */
async function readInto(
  fill: Fill,
  first: ReadableStream<Uint8Array<ArrayBuffer>> | null,
  size: number,
  url: string,
  deps: FillDeps,
  keeper: PartKeeper | null,
): Promise<void> {
  let body: ReadableStream<Uint8Array<ArrayBuffer>> | null = first;
  let attempt = 0;
  while (fill.received < size) {
    try {
      if (!body) body = await resume(fill, url, size, deps);
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value.byteLength === 0) continue;
        fill.chunks.push(value);
        fill.received += value.byteLength;
        keeper?.add(value);
        attempt = 0;
        wake(fill);
      }
      if (fill.received < size) throw new Error('cut short');
    } catch (error) {
      if (fill.controller.signal.aborted || error instanceof CannotResume) throw error;
      attempt += 1;
      if (attempt > RESUME_ATTEMPTS) throw error;
      await (deps.wait ?? defaultWait)(attempt);
      if (fill.controller.signal.aborted) throw error;
      body = null;
    }
  }
  if (fill.received > size) throw new Error('more bytes than announced');
}

/**
 * Keeps a fill's bytes in parts of `partBytes` as they arrive (written one after another, never
 * holding up the download), so a cut costs at most one part.
 */
class PartKeeper {
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;
  private writing: Promise<void> = Promise.resolve();
  /** True once anything of this file is in the store (kept now, or by an earlier download). */
  used: boolean;

  constructor(
    private readonly url: string,
    private readonly head: FillHead,
    private readonly store: PartialStore,
    private index: number,
    private readonly partBytes = PART_BYTES,
  ) {
    this.used = index > 0;
  }

  add(chunk: Uint8Array<ArrayBuffer>): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    if (this.pendingBytes >= this.partBytes) void this.flush();
  }

  /** Writes what waits as one part; resolves when every write so far has ended. */
  flush(): Promise<void> {
    if (this.pendingBytes > 0) {
      const bytes = new Uint8Array(this.pendingBytes);
      let offset = 0;
      for (const chunk of this.pending) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      const index = this.index;
      this.index += 1;
      this.pending = [];
      this.pendingBytes = 0;
      this.used = true;
      // Storage full or refused: the download goes on, only a cut would cost more.
      this.writing = this.writing
        .then(() => this.store.append(this.url, this.head, index, bytes))
        .catch(() => undefined);
    }
    return this.writing;
  }

  /** The file is whole in the audio cache: its parts are no longer needed. */
  async discard(): Promise<void> {
    await this.writing;
    await this.store.drop(this.url).catch(() => undefined);
  }
}

class CannotResume extends Error {
  override name = 'CannotResume';
}

/** The rest of the file from the byte the fill reached, or an error to try again. */
async function resume(
  fill: Fill,
  url: string,
  size: number,
  deps: FillDeps,
): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const response = await deps.network(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal: fill.controller.signal,
    headers: { Range: `bytes=${fill.received}-` },
  });
  const range = response.headers.get('content-range') ?? '';
  if (
    response.status !== 206 ||
    !response.body ||
    range !== `bytes ${fill.received}-${size - 1}/${size}`
  ) {
    await response.body?.cancel();
    // The server answered, and not with this file's rest (it ignores Range, or the file is not
    // the one the kept bytes are of): trying again would not help, and the kept bytes are wrong.
    if (response.status < 500) throw new CannotResume();
    throw new Error('cannot resume now');
  }
  return response.body;
}

/** Bytes start..end (inclusive) of the fill, read as they arrive. */
function streamFrom(fill: Fill, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let index = 0;
  let chunkStart = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          if (position > end) {
            controller.close();
            return;
          }
          if (position < fill.received) {
            // Walk to the chunk that holds `position`; chunks only ever get appended.
            while (chunkStart + (fill.chunks[index]?.byteLength ?? 0) <= position) {
              chunkStart += fill.chunks[index]?.byteLength ?? 0;
              index += 1;
            }
            const chunk = fill.chunks[index] as Uint8Array;
            const from = position - chunkStart;
            const to = Math.min(chunk.byteLength, end + 1 - chunkStart);
            controller.enqueue(chunk.subarray(from, to));
            position += to - from;
            return;
          }
          if (fill.state === 'failed') {
            controller.error(new Error('download failed'));
            return;
          }
          await more(fill);
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The answer to a media element's request for a song not in the audio cache: from the fill of
 * that song (started by this request when none is under way), or from the network for a part far
 * ahead of it, or the server's own answer when the file cannot be filled (an error, no size).
 */
export async function fillWhilePlaying(request: Request, deps: FillDeps): Promise<Response> {
  if (request.method !== 'GET') return deps.network(request);
  const url = request.url;
  const running = fills.get(url);
  const fill = running ?? startFill(url, deps);
  const head = await fill.head;
  if (head instanceof Response) return running ? deps.network(request) : head;
  const rangeHeader = request.headers.get('range');
  const range = rangeHeader === null ? null : parseRange(rangeHeader, head.size);
  if (range && rangeHeader && fill.state !== 'done' && range.start > fill.received + AHEAD_BYTES) {
    return fetchPart(url, rangeHeader, deps);
  }
  return answerRange(rangeHeader, head.size, head.type, (start, end) =>
    streamFrom(fill, start, end),
  );
}

/**
 * A part of the file far ahead of the fill, from the network. Two things Chromium needs: the
 * request is our own and skips the HTTP cache (a Range request for a URL whose whole 200 is being
 * written there fails at once, net::ERR_FAILED), and the answer is re-made here like every other
 * answer this element gets (its demuxer refuses to mix a worker-made response with a network one:
 * 'data source error'). Either stopped the music and skipped to the next song.
 */
async function fetchPart(url: string, rangeHeader: string, deps: FillDeps): Promise<Response> {
  const part = await deps.network(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Range: rangeHeader },
  });
  const headers = new Headers();
  for (const name of ['accept-ranges', 'content-type', 'content-length', 'content-range']) {
    const value = part.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(part.body, { status: part.status, statusText: part.statusText, headers });
}

/** Sign-out: every fill under way stops, so none can store the last person's song afterwards. */
export function forgetFills(): void {
  for (const fill of fills.values()) fill.controller.abort();
  fills.clear();
}
