/**
 * CSRF defence in depth, on top of the SameSite=Lax cookie and JSON-only bodies: a state-changing
 * request whose Origin header names another site is refused. Requests without Origin (curl,
 * app.inject, older same-origin navigations) pass; browsers always send it on cross-site POSTs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ACCOUNT_TEXTS } from '../features/auth/texts';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Same origin means the Origin's host is the host the request was sent to (which also covers the
 * Vite dev proxy, as it keeps the Host header) or the configured PUBLIC_URL's host.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const originHost = hostOf(origin);
  if (!originHost) return false;
  const requestHost = request.headers.host?.toLowerCase();
  return originHost === requestHost || originHost === hostOf(publicUrl);
}

export function registerSameOriginCheck(scope: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  scope.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, config.publicUrl)) {
      throw new HttpError(403, ACCOUNT_TEXTS.crossOrigin);
    }
  });
}
