/**
 * Signed-in requests for tests: a session row made the way the server makes them (fast, no
 * argon2), or the whole mail-code registration as a person goes through it.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Orm } from '../../server/db/database';
import { createSession, SESSION_COOKIE } from '../../server/features/auth/session-repository';
import { codeFrom, type MailCapture } from './mail-capture';

/** A Cookie header value for a fresh session of `userId`. */
export async function sessionCookieFor(ctx: { db: { orm: Orm } }, userId: number): Promise<string> {
  const token = await createSession(ctx.db.orm, userId);
  return `${SESSION_COOKIE}=${token}`;
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a response, parsed. */
export function setCookies(response: LightMyRequestResponse): ParsedCookie[] {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair, ...rest] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const equals = attribute.indexOf('=');
      if (equals === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, equals).toLowerCase()] = attribute.slice(equals + 1);
    }
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1), attributes };
  });
}

/** The session cookie a response sets, as a Cookie header value, or null. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = setCookies(response).find((candidate) => candidate.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

export interface Registered {
  userId: number;
  cookie: string;
}

/** request code → read the mail → check the code → register, as the web screens do. */
export async function registerThroughMail(
  app: FastifyInstance,
  mail: MailCapture,
  email: string,
  password = 'clave-segura-1',
): Promise<Registered> {
  const requested = await app.inject({
    method: 'POST',
    url: '/api/v1/request_validate_email_with_code',
    payload: { email },
  });
  expect(requested.statusCode).toBe(200);
  const { validationToken } = requested.json<{ validationToken: string }>();
  const code = codeFrom(await mail.nextMailTo(email));
  const checked = await app.inject({
    method: 'POST',
    url: '/api/v1/validate_email_code',
    payload: { token: validationToken, code },
  });
  expect(checked.statusCode).toBe(200);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: { email, password, validationToken },
  });
  expect(registered.statusCode).toBe(201);
  const cookie = sessionCookieOf(registered);
  if (!cookie) throw new Error('register set no session cookie');
  return { userId: registered.json<{ credentials_id: number }>().credentials_id, cookie };
}

export interface RequestAs {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The session's Cookie header, or null for someone not signed in. */
  cookie: string | null;
  payload?: Record<string, unknown>;
}

/** One API request as the person behind `cookie` (or nobody). */
export function requestAs(
  ctx: { app: FastifyInstance },
  { method, url, cookie, payload }: RequestAs,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

/** POST /login as a browser would send it (`headers`: an Origin, a User-Agent…). */
export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    headers,
  });
}
