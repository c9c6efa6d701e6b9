/**
 * Each song's file crosses the network once. Before, a played song came down twice: as the
 * player's 206 stream and again whole for the audio cache. Now, when the media element asks for a
 * song that is not saved from its first byte ('bytes=0-', how every play starts), the worker
 * fetches the whole file once and answers the player with those bytes as a 206 while the same
 * bytes fill the audio cache; the page only records the saved copy when told
 * (src/features/offline/audio-cache.ts). A seek before the copy is complete goes to the network
 * for just that part. Tested in tests/sw without a worker.
 */

import { AUDIO_SAVED, type AudioSavedMessage } from '../domain/worker-messages';

export interface FillDeps {
  cache: Pick<Cache, 'put'>;
  network: typeof fetch;
  notify: (message: AudioSavedMessage) => void;
}

const fills = new Map<string, AbortController>();

/** True for the request a media element starts a song with. */
export function startsAtZero(range: string | null): boolean {
  return range !== null && /^bytes=0-$/.test(range.trim());
}

/**
 * A 206 for 'bytes=0-' built from one whole download that also fills the cache, or the network's
 * own answer when that is not possible (another fill under way, a later range, no known size).
 */
export async function fillWhilePlaying(request: Request, deps: FillDeps): Promise<Response> {
  const url = request.url;
  if (fills.has(url) || !startsAtZero(request.headers.get('range'))) return deps.network(request);
  const controller = new AbortController();
  fills.set(url, controller);
  const done = () => {
    if (fills.get(url) === controller) fills.delete(url);
  };
  let response: Response;
  try {
    // No Range header: the server answers 200 with the whole file, which the cache can store.
    response = await deps.network(url, { credentials: 'same-origin', signal: controller.signal });
  } catch (error) {
    done();
    throw error;
  }
  const sizeBytes = Number(response.headers.get('content-length'));
  if (response.status !== 200 || !response.body || !(sizeBytes > 0)) {
    done();
    return response;
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const [forPlayer, forCache] = response.body.tee();
  const copy = new Response(forCache, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(sizeBytes),
      // The server's word on who may see it: a sign-out removes what is not public.
      'Cache-Control': response.headers.get('cache-control') ?? 'private, no-cache',
    },
  });
  void deps.cache
    .put(url, copy)
    .then(() => {
      if (fills.get(url) === controller) deps.notify({ type: AUDIO_SAVED, url, sizeBytes });
    })
    // Cut short (the connection dropped, a sign-out): nothing is stored, the next play tries again.
    .catch(() => undefined)
    .finally(done);
  return new Response(forPlayer, {
    status: 206,
    statusText: 'Partial Content',
    headers: {
      'Accept-Ranges': 'bytes',
      'Content-Type': type,
      'Content-Length': String(sizeBytes),
      'Content-Range': `bytes 0-${sizeBytes - 1}/${sizeBytes}`,
    },
  });
}

/** Sign-out: every fill under way stops, so none can store the last person's song afterwards. */
export function forgetFills(): void {
  for (const controller of fills.values()) controller.abort();
  fills.clear();
}
