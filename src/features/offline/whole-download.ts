/**
 * A whole file for the audio cache (a 200 the Cache API can keep), with its progress, that goes
 * on where it stopped when the connection drops (a long recording pinned on a
 * train started again from zero): the rest is asked for with 'Range: bytes=N-', a few times with
 * a growing wait, before the download fails. The service worker's fill does the same for a play
 * (sw/audio-fill.ts).
 */

export type Progress = (loadedBytes: number, totalBytes: number) => void;

export interface WholeFile {
  blob: Blob;
  /** The server's word on who may see it, kept on the copy for the sign-out purge. */
  cacheControl: string;
}

export interface DownloadOptions {
  onProgress?: Progress;
  fetcher?: typeof fetch;
  /** Waits before the nth attempt to resume (tests pass no wait). */
  wait?: (attempt: number) => Promise<void>;
}

const RESUME_ATTEMPTS = 4;

const defaultWait = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));

export async function downloadWhole(
  url: string,
  options: DownloadOptions = {},
): Promise<WholeFile> {
  const { onProgress, fetcher = fetch, wait = defaultWait } = options;
  // No Range header: the server answers 200 with the whole file, which the Cache API can store.
  const response = await fetcher(url, { credentials: 'same-origin', cache: 'no-store' });
  if (response.status !== 200) throw new Error(`audio ${response.status}`);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const cacheControl = response.headers.get('cache-control') ?? 'private, no-cache';
  const total = Number(response.headers.get('content-length')) || 0;
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  let body: ReadableStream<Uint8Array<ArrayBuffer>> | null = response.body;
  let attempt = 0;
  for (;;) {
    try {
      if (!body) body = await resume(url, loaded, total, fetcher);
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        loaded += value.byteLength;
        attempt = 0;
        onProgress?.(loaded, total || loaded);
      }
      // Without a declared size there is nothing to resume towards: what came is the file.
      if (total > 0 && loaded < total) throw new Error('cut short');
      break;
    } catch (error) {
      attempt += 1;
      if (total === 0 || attempt > RESUME_ATTEMPTS) throw error;
      await wait(attempt);
      body = null;
    }
  }
  // Through a Response rather than `new Blob(parts)`: the Blob then belongs to the same fetch
  // implementation that stores it (which matters where Blob and Response come from two places).
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  const blob = await new Response(bytes, { headers: { 'content-type': type } }).blob();
  return { blob, cacheControl };
}

/** The rest of the file from byte `from`, or an error to try again. */
async function resume(
  url: string,
  from: number,
  total: number,
  fetcher: typeof fetch,
): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const response = await fetcher(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Range: `bytes=${from}-` },
  });
  const range = response.headers.get('content-range');
  if (
    response.status !== 206 ||
    !response.body ||
    range !== `bytes ${from}-${total - 1}/${total}`
  ) {
    await response.body?.cancel();
    throw new Error('cannot resume');
  }
  return response.body;
}
