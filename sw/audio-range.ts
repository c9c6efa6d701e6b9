/**
 * Answers the media element's Range requests from a whole file kept in the audio cache. A media
 * element asks for 'bytes=0-' and then for the parts it seeks to; the Cache API only stores whole
 * 200 answers, so the 206 is built here. Pure: tested in tests/sw without a worker.
 */

export function isMediaAudio(url: URL): boolean {
  return url.pathname.startsWith('/media/audios/');
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** RFC 9110 single byte range; null when unsatisfiable or not understood. */
export function parseRange(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size <= 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * The answer to a request for a file of `size` bytes: the whole 200 when no Range was asked, the
 * 206 of the part asked for, or 416. `read(start, end)` gives the bytes start..end (inclusive).
 */
export function answerRange(
  rangeHeader: string | null,
  size: number,
  type: string,
  read: (start: number, end: number) => Blob | ReadableStream<Uint8Array>,
): Response {
  const common = { 'Accept-Ranges': 'bytes', 'Content-Type': type };
  if (!rangeHeader) {
    return new Response(read(0, size - 1), {
      status: 200,
      headers: { ...common, 'Content-Length': String(size) },
    });
  }
  const range = parseRange(rangeHeader, size);
  if (!range) {
    return new Response(null, {
      status: 416,
      statusText: 'Range Not Satisfiable',
      headers: { ...common, 'Content-Range': `bytes */${size}` },
    });
  }
  return new Response(read(range.start, range.end), {
    status: 206,
    statusText: 'Partial Content',
    headers: {
      ...common,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    },
  });
}

/** A 206 (or 416, or the whole 200 when no Range was asked) built from a cached full answer. */
export async function rangeResponseFrom(
  full: Response,
  rangeHeader: string | null,
): Promise<Response> {
  const blob = await full.blob();
  const type = full.headers.get('content-type') ?? blob.type ?? 'application/octet-stream';
  return answerRange(rangeHeader, blob.size, type, (start, end) =>
    blob.slice(start, end + 1, type),
  );
}

/** The cached copy when there is one, else `fromNetwork` (by default the network untouched). */
export async function answerAudio(
  request: Request,
  cache: Pick<Cache, 'match'>,
  fromNetwork: (request: Request) => Promise<Response> = (missing) => fetch(missing),
): Promise<Response> {
  const cached = await cache.match(request.url, { ignoreVary: true, ignoreSearch: true });
  if (cached) return rangeResponseFrom(cached, request.headers.get('range'));
  return fromNetwork(request);
}
