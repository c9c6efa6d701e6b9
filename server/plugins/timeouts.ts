/**
 * How long a connection may hold the server without doing its part (1,500
 * connections trickling a body were held 30-90 s each). Headers must arrive within
 * seconds; an idle keep-alive connection goes soon; a JSON body (1 MB at most) must arrive within
 * half a minute. An upload may take as long as a slow phone needs, but must keep moving: a body
 * that brings less than MIN_BODY_BYTES in any BODY_WINDOW_MS is cut with a 408, so a trickle of
 * one byte a second frees its connection in seconds while a phone on 2G still finishes 50 MB.
 */

import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { STATUS_MESSAGES } from './errors';

/** Headers of a request must be complete this long after it starts. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A kept-alive connection with no new request is closed after this. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
/** A socket that neither sends nor reads anything this long is closed (a reader that stalls). */
export const IDLE_SOCKET_MS = 120_000;
/** A body that is not an upload must be complete this long after its request started. */
export const BODY_DEADLINE_MS = 30_000;
/** Window over which an upload's progress is measured. */
export const BODY_WINDOW_MS = 10_000;
/** What an upload must bring in every window: 4 KB/s, less than 2G's worst. */
export const MIN_BODY_BYTES = 40 * 1024;

export const SLOW_BODY_TEXT =
  'La conexión es demasiado lenta y el envío no avanzaba. Intente de nuevo con mejor señal.';

/** The server options behind these limits, for Fastify(). */
export const SERVER_TIMEOUTS = {
  connectionTimeout: IDLE_SOCKET_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  // Node's own cap on a whole request would cut a long upload short: the watch below replaces it.
  requestTimeout: 0,
  http: {
    headersTimeout: HEADERS_TIMEOUT_MS,
    // Node checks headers (and its request cap) on this beat; its default of 30 s would let a
    // slow header linger three times longer than allowed.
    connectionsCheckingInterval: 2_000,
  },
} satisfies FastifyHttpOptions<Server>;

export interface BodyWatchOptions {
  windowMs?: number;
  minBytes?: number;
  deadlineMs?: number;
}

/**
 * Answers 408 (with the API's error shape, in Spanish) straight on the socket and closes it, as
 * Node does for its own request timeout: the handler is still waiting for a body that will not
 * come, so the reply cannot go through it. Whatever the handler does next meets a closed client,
 * which every body reader already treats as an interrupted request.
 */
function cutSlowRequest(socket: Socket, headersSent: boolean): void {
  if (!headersSent && socket.writable) {
    const body = JSON.stringify({ message: STATUS_MESSAGES[408], errors: [SLOW_BODY_TEXT] });
    socket.write(
      'HTTP/1.1 408 Request Timeout\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroySoon();
  // A client that does not read the answer does not hold the socket either.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** Whether `socket` is a connection (counts its bytes, can be closed), not an in-process stand-in. */
function isNetworkSocket(socket: Socket | undefined): socket is Socket {
  return typeof socket?.bytesRead === 'number' && typeof socket.destroySoon === 'function';
}

/** Whether the request says it carries a body. */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = Number(headers['content-length'] ?? 0);
  return length > 0 || headers['transfer-encoding'] !== undefined;
}

/**
 * Watches every request's body while it arrives, by the socket's byte count (reading the stream
 * here would take it from its parser). Uploads (multipart) get the minimum rate, others the
 * deadline.
 */
export function registerBodyWatch(app: FastifyInstance, options: BodyWatchOptions = {}): void {
  const windowMs = options.windowMs ?? BODY_WINDOW_MS;
  const minBytes = options.minBytes ?? MIN_BODY_BYTES;
  const deadlineMs = options.deadlineMs ?? BODY_DEADLINE_MS;

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return;
    const socket = raw.socket;
    // A request made in the process (Fastify's inject) has no connection to free and no bytes to
    // count; one answered before its body was read never ends there, and its watch would cut a
    // socket that cannot be written or closed.
    if (!isNetworkSocket(socket)) return;
    const isUpload = (raw.headers['content-type'] ?? '').startsWith('multipart/');
    const startedAt = Date.now();
    let bytesAtWindowStart = socket.bytesRead;

    const timer = setInterval(
      () => {
        if (raw.complete || socket.destroyed) return stop();
        const moved = socket.bytesRead - bytesAtWindowStart;
        bytesAtWindowStart = socket.bytesRead;
        const tooSlow = isUpload ? moved < minBytes : Date.now() - startedAt >= deadlineMs;
        if (!tooSlow) return;
        stop();
        request.log.info({ url: raw.url, moved }, 'request body too slow: connection closed');
        cutSlowRequest(socket, reply.raw.headersSent);
      },
      isUpload ? windowMs : Math.min(windowMs, deadlineMs),
    );
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
  });
}
