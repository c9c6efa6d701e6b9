/**
 * Every answer of the Subsonic API (docs/architecture.md "Subsonic API") is a `subsonic-response`
 * envelope, in XML unless the player asks `f=json` (or `f=jsonp` with `callback`), errors too:
 * never an HTML page or a Fastify error body. Errors carry the API's own codes; the HTTP status is
 * 200 as the API expects, except a refused burst of sign-ins (429, with Retry-After).
 */
import type { FastifyReply } from 'fastify';
import { APP_VERSION } from '../../version';
import { type XmlObject, xmlDocument } from './xml';

export const SUBSONIC_API_VERSION = '1.16.1';

export const SUBSONIC_CODES = {
  generic: 0,
  missingParameter: 10,
  clientMustUpgrade: 20,
  serverMustUpgrade: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  mechanismNotSupported: 42,
  conflictingMechanisms: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const;

export class SubsonicError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Only a refused burst of sign-ins leaves 200, so a player backs off. */
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export type SubsonicFormat =
  | { kind: 'xml' }
  | { kind: 'json' }
  | { kind: 'jsonp'; callback: string };

/** A JSONP callback is a name, or a dotted path of names: nothing else reaches the page. */
const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

export function formatOf(f: string | undefined, callback: string | undefined): SubsonicFormat {
  if (f === 'json') return { kind: 'json' };
  if (f === 'jsonp' && callback && callback.length <= 100 && CALLBACK.test(callback)) {
    return { kind: 'jsonp', callback };
  }
  return { kind: 'xml' };
}

function envelope(body: XmlObject): XmlObject {
  return {
    status: 'ok',
    version: SUBSONIC_API_VERSION,
    type: 'tambora',
    serverVersion: APP_VERSION,
    openSubsonic: true,
    ...body,
  };
}

export function sendAnswer(reply: FastifyReply, format: SubsonicFormat, body: XmlObject = {}) {
  const whole = envelope(body);
  reply.header('cache-control', 'no-store');
  if (format.kind === 'xml') {
    return reply
      .type('application/xml; charset=utf-8')
      .send(xmlDocument('subsonic-response', whole));
  }
  const json = JSON.stringify({ 'subsonic-response': whole });
  if (format.kind === 'jsonp') {
    return reply.type('application/javascript; charset=utf-8').send(`${format.callback}(${json});`);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

export function sendError(reply: FastifyReply, format: SubsonicFormat, error: SubsonicError) {
  reply.code(error.httpStatus);
  return sendAnswer(reply, format, {
    status: 'failed',
    error: { code: error.code, message: error.message },
  });
}
