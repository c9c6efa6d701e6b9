/**
 * Social sign-in over HTTP (DECISIONS "Security" 3): GET /oidc says
 * whether it is offered, GET /oidc/start sends the browser to the provider, GET /oidc/callback
 * verifies the answer on the server and opens a session. Both ends are browser navigations, so
 * failures come back as a redirect to the page the person started from, with `oidcError`.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { redirectSchema } from '../../../domain/api';
import { API_BASE } from '../../../domain/api-base';
import { oidcInfoSchema, oidcStartQuerySchema } from '../../../domain/auth';
import type { OidcErrorCode } from '../../../domain/auth-texts';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { HttpError } from '../../plugins/errors';
import { clientIp, MINUTE, type RateRule, rateLimited } from '../../plugins/rate-limit';
import { setSessionCookie } from '../../plugins/session';
import type { ZodTypeProvider } from '../../plugins/zod';
import { LOGIN_TTL_MS, type LoginOrigin, rememberLogin, takeLogin } from './logins';
import { createOidcProvider, UserDataError } from './provider';
import { signInWithIdentity } from './sign-in';

export const OIDC_STATE_COOKIE = 'tambora_oidc';
const COOKIE_PATH = `${API_BASE}/oidc`;

/** Where a finished sign-in lands: the web app reads the new session and goes on from there. */
export const SOCIAL_LOGIN_PATH = '/SocialLogin';
const ORIGIN_PAGES: Record<LoginOrigin, string> = {
  login: '/LoginPageV1',
  register: '/RegisterPageV1',
};

export const OIDC_RATE_RULES = {
  start: { name: 'oidc-start', max: 30, windowMs: 15 * MINUTE, key: clientIp },
  callback: { name: 'oidc-callback', max: 30, windowMs: 15 * MINUTE, key: clientIp },
} satisfies Record<string, RateRule>;

function notConfigured(): HttpError {
  return new HttpError(404, 'El inicio de sesión con otro proveedor no está configurado.');
}

export function oidcRedirectUri(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}${API_BASE}/oidc/callback`;
}

function setStateCookie(reply: FastifyReply, config: Config, state: string): void {
  reply.setCookie(OIDC_STATE_COOKIE, state, {
    httpOnly: true,
    // Lax: the provider brings the browser back with a top-level GET, which Lax lets through.
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: COOKIE_PATH,
    maxAge: LOGIN_TTL_MS / 1000,
  });
}

function failure(reply: FastifyReply, origin: LoginOrigin, code: OidcErrorCode) {
  return reply.redirect(`${ORIGIN_PAGES[origin]}?oidcError=${code}`, 302);
}

/** One query value as the provider sent it; repeated or missing: null. */
function queryText(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= 2048 ? value : null;
}

export const oidcRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Cuentas');
  const settings = config.oidc;
  const provider = settings ? createOidcProvider(settings) : null;

  routes.get(
    '/oidc',
    {
      schema: {
        operationId: 'getSocialLogin',
        summary: 'Si se ofrece iniciar sesión con otro proveedor, y con cuál',
        response: { 200: oidcInfoSchema },
      },
    },
    () => ({
      enabled: settings !== null,
      name: settings?.name ?? null,
    }),
  );

  routes.get(
    '/oidc/start',
    {
      schema: {
        operationId: 'startSocialLogin',
        summary: 'Lleva el navegador al proveedor para iniciar sesión',
        querystring: oidcStartQuerySchema,
        response: { 302: redirectSchema, ...errorAnswers(404) },
      },
      preHandler: rateLimited(app, OIDC_RATE_RULES.start),
    },
    async (request, reply) => {
      if (!provider) throw notConfigured();
      const origin = request.query.from;
      let started: Awaited<ReturnType<typeof provider.authorizationRequest>>;
      try {
        started = await provider.authorizationRequest(oidcRedirectUri(config));
      } catch (error) {
        request.log.warn({ err: error }, 'El proveedor OpenID Connect no responde');
        return failure(reply, origin, 'failed');
      }
      await rememberLogin(db.orm, started.state, {
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        origin,
      });
      setStateCookie(reply, config, started.state);
      return reply.redirect(started.url.href, 302);
    },
  );

  routes.get(
    '/oidc/callback',
    {
      schema: {
        operationId: 'finishSocialLogin',
        summary: 'Recibe la respuesta del proveedor e inicia la sesión',
        response: { 302: redirectSchema, ...errorAnswers(404) },
      },
      preHandler: rateLimited(app, OIDC_RATE_RULES.callback),
    },
    async (request, reply) => {
      if (!provider) throw notConfigured();
      const state = queryText(request, 'state');
      const cookieState = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, { path: COOKIE_PATH });
      const pending = state ? await takeLogin(db.orm, state) : null;
      // The state must be the one this browser was given: else it is someone else's sign-in.
      if (!pending || state !== cookieState)
        return failure(reply, pending?.origin ?? 'login', 'expired');
      const providerError = queryText(request, 'error');
      if (providerError) {
        return failure(
          reply,
          pending.origin,
          providerError === 'access_denied' ? 'cancelled' : 'failed',
        );
      }
      let identity: Awaited<ReturnType<typeof provider.identityFrom>>;
      try {
        // The address the provider sent the browser to: our redirect URI with its answer.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const callbackUrl = new URL(`${oidcRedirectUri(config)}${query}`);
        identity = await provider.identityFrom(callbackUrl, {
          state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
          redirectUri: oidcRedirectUri(config),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'Inicio de sesión OpenID Connect rechazado');
        return failure(
          reply,
          pending.origin,
          error instanceof UserDataError ? 'userData' : 'failed',
        );
      }
      const result = await signInWithIdentity(
        deps,
        identity,
        request.viewer,
        request.headers['user-agent'] ?? null,
        request.log,
      );
      if (result.outcome !== 'signedIn') return failure(reply, pending.origin, result.outcome);
      setSessionCookie(reply, config, result.token);
      return reply.redirect(
        result.created ? `${SOCIAL_LOGIN_PATH}?nuevo=1` : SOCIAL_LOGIN_PATH,
        302,
      );
    },
  );
};
