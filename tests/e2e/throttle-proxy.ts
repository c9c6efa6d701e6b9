import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the test server that sends audio files at `bytesPerSecond` (a phone on a
 * slow network), everything else as it comes. The page uses the proxy's origin, so its service
 * worker's own downloads are slowed too, which Playwright's routing cannot do.
 */
/** One audio request through the proxy: its Range header and the bytes sent back. */
export interface AudioRequest {
  method: string;
  path: string;
  range: string | null;
  bytes: number;
}

export async function startThrottleProxy(
  target: string,
  bytesPerSecond: number,
): Promise<{ origin: string; audioRequests: AudioRequest[]; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const audioRequests: AudioRequest[] = [];
  const server = http.createServer((request, response) => {
    const slow = (request.url ?? '').startsWith('/media/audios/');
    const seen: AudioRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '',
      range: request.headers.range ?? null,
      bytes: 0,
    };
    if (slow) audioRequests.push(seen);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!slow) {
          answer.pipe(response);
          return;
        }
        answer.on('data', (chunk: Buffer) => {
          answer.pause();
          seen.bytes += chunk.length;
          response.write(chunk);
          setTimeout(() => answer.resume(), (chunk.length / bytesPerSecond) * 1000);
        });
        answer.on('end', () => response.end());
      },
    );
    forward.on('error', () => response.destroy());
    // The player going away (a seek) ends the upstream download too.
    response.on('close', () => forward.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    audioRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
