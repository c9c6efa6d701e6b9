/**
 * A stop waits for requests, not for connections. Browsers open connections
 * ahead of need (preconnect) and keep them alive between requests; Node's server.close() waits
 * for every one of them, and closeIdleConnections() does not count a connection that has not sent
 * its first request as idle. So every connection is followed here: on stop, those with no request
 * in flight are closed at once, and the others as soon as their last answer has gone.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionTracker {
  /** Closes idle connections now and each busy one when its answers are done. */
  closeWhenIdle(): void;
}

export function trackConnections(server: Server): ConnectionTracker {
  const inFlight = new Map<Socket, number>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket as Socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });

  return {
    closeWhenIdle() {
      closing = true;
      for (const [socket, requests] of inFlight) if (requests === 0) socket.destroySoon();
    },
  };
}
