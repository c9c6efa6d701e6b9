/**
 * What a cut download already brought, kept across a relaunch (a long recording
 * pinned on a train started again from zero). A fill stores its bytes in parts of about a
 * megabyte as they arrive; the next fill of that file starts from them and asks the server only
 * for the rest ('Range: bytes=N-'). Parts live in their own cache, keyed by the file's URL and
 * their index, with the file's size, type and the server's cache-control beside them.
 */

/** The file's size and headers, as the server's 200 gave them. */
export interface FillHead {
  size: number;
  type: string;
  cacheControl: string;
}

export interface SavedParts {
  head: FillHead;
  chunks: Uint8Array<ArrayBuffer>[];
}

export interface PartialStore {
  /** The parts kept of `url`, in order; null when none (or they do not belong together). */
  read(url: string): Promise<SavedParts | null>;
  append(url: string, head: FillHead, index: number, bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  drop(url: string): Promise<void>;
}

/** How much arrives before it is kept: a cut loses at most this much. */
export const PART_BYTES = 1024 * 1024;

const SIZE = 'x-tambora-size';
const CACHE_CONTROL = 'x-tambora-cache-control';

const partKey = (url: string, index: number) =>
  `${url}${url.includes('?') ? '&' : '?'}tambora-part=${index}`;

/** The store over a Cache (the worker passes its AUDIO_PARTIAL_CACHE). */
export function cachePartialStore(open: () => Promise<Cache>): PartialStore {
  return {
    async read(url) {
      const cache = await open();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let head: FillHead | null = null;
      for (let index = 0; ; index += 1) {
        const part = await cache.match(partKey(url, index));
        if (!part) break;
        const partHead: FillHead = {
          size: Number(part.headers.get(SIZE)),
          type: part.headers.get('content-type') ?? 'application/octet-stream',
          cacheControl: part.headers.get(CACHE_CONTROL) ?? 'private, no-cache',
        };
        if (head && head.size !== partHead.size) return null;
        head = partHead;
        chunks.push(new Uint8Array(await part.arrayBuffer()));
      }
      const received = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      if (!head || !(head.size > 0) || received > head.size) return null;
      return { head, chunks };
    },
    async append(url, head, index, bytes) {
      await (await open()).put(
        partKey(url, index),
        new Response(bytes, {
          headers: {
            'content-type': head.type,
            'content-length': String(bytes.byteLength),
            [SIZE]: String(head.size),
            [CACHE_CONTROL]: head.cacheControl,
          },
        }),
      );
    },
    async drop(url) {
      const cache = await open();
      for (let index = 0; await cache.delete(partKey(url, index)); index += 1) {
        // Parts are written in order, so the first missing index is the end.
      }
    },
  };
}
