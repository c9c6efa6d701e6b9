/**
 * The session cookie (DECISIONS "Security" 5): `tambora_session`, httpOnly, SameSite=Lax, Path=/,
 * Secure per configuration, 30 days. Every API request carrying a valid cookie gets
 * request.viewer filled before its route runs.
 */
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import {
  findViewerBySessionToken,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
} from '../features/auth/session-repository';

export { SESSION_COOKIE } from '../features/auth/session-repository';

function cookieOptions(config: Pick<Config, 'cookieSecure'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'cookieSecure'>) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * Registers cookie parsing and the viewer hook on `scope` (the /api/v1 scope: the web app's files
 * need no session, and media look one up only for a private song's files; see
 * features/songs/private-media.ts).
 */
export async function registerSessions(scope: FastifyInstance, db: Database): Promise<void> {
  await scope.register(fastifyCookie);
  scope.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (token) request.viewer = await findViewerBySessionToken(db.orm, token);
  });
}
