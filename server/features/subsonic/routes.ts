/**
 * The Subsonic API (docs/architecture.md "Subsonic API"): `/rest/{method}` and
 * `/rest/{method}.view`, GET or POST with a form body, signed by an app password (auth.ts). Every
 * answer, errors included, is an envelope (envelope.ts); the app's errors (a missing song, a
 * refused change) become the API's codes.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { registerApiCompression } from '../../plugins/compression';
import { HttpError } from '../../plugins/errors';
import { clientIp } from '../../plugins/rate-limit';
import type { MediaStorage } from '../../storage/open-storage';
import { authenticate } from './auth';
import { BROWSE_METHODS } from './browse';
import { type Method, SENT } from './context';
import {
  formatOf,
  SUBSONIC_CODES,
  SubsonicError,
  type SubsonicFormat,
  sendAnswer,
  sendError,
} from './envelope';
import { MEDIA_METHODS } from './media';
import { Params } from './params';
import { PERSONAL_METHODS } from './personal';

const METHODS: Record<string, Method> = {
  ...BROWSE_METHODS,
  ...MEDIA_METHODS,
  ...PERSONAL_METHODS,
};

/** The API's code for an error the app's services raise. */
function asSubsonicError(error: unknown): SubsonicError {
  if (error instanceof SubsonicError) return error;
  if (error instanceof z.ZodError) {
    return new SubsonicError(
      SUBSONIC_CODES.generic,
      error.issues.map((issue) => issue.message).join(' '),
    );
  }
  if (error instanceof HttpError) {
    const code =
      error.statusCode === 404
        ? SUBSONIC_CODES.notFound
        : error.statusCode === 401
          ? SUBSONIC_CODES.wrongCredentials
          : error.statusCode === 403
            ? SUBSONIC_CODES.notAuthorized
            : SUBSONIC_CODES.generic;
    return new SubsonicError(code, error.message, error.statusCode === 416 ? 416 : 200);
  }
  return new SubsonicError(SUBSONIC_CODES.generic, 'Error interno del servidor.', 500);
}

function formatFor(request: FastifyRequest): SubsonicFormat {
  const params = Params.of(request.query, request.body);
  return formatOf(params.one('f'), params.one('callback'));
}

export interface SubsonicRouteOptions extends AppDeps {
  media: MediaStorage;
}

export const subsonicRoutes: FastifyPluginAsync<SubsonicRouteOptions> = async (app, options) => {
  const { media, ...deps } = options;
  await registerApiCompression(app);
  // OpenSubsonic `formPost`: the same parameters as a form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const values: Record<string, string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        values[key] = [...(values[key] ?? []), value];
      }
      done(null, values);
    },
  );

  app.setErrorHandler((error, request, reply) => {
    const subsonic = asSubsonicError(error);
    if (subsonic.httpStatus >= 500) request.log.error({ err: error }, 'subsonic method failed');
    if (subsonic.httpStatus === 429) reply.header('retry-after', '60');
    return sendError(reply, formatFor(request), subsonic);
  });
  // Anything under /rest that names no method answers an envelope too, never the web app.
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      formatFor(request),
      new SubsonicError(SUBSONIC_CODES.generic, 'Ese método no existe.', 404),
    ),
  );

  const handle = async (
    request: FastifyRequest<{ Params: { method: string } }>,
    reply: FastifyReply,
  ) => {
    const params = Params.of(request.query, request.body);
    const format = formatOf(params.one('f'), params.one('callback'));
    const name = request.params.method.replace(/\.view$/, '');
    const method = Object.hasOwn(METHODS, name) ? METHODS[name] : undefined;
    if (!method)
      throw new SubsonicError(SUBSONIC_CODES.generic, `El método «${name}» no existe.`, 404);
    const viewer = await authenticate(deps, params, clientIp(request));
    request.viewer = viewer;
    const answer = await method({ deps, media, viewer, params, request, reply });
    if (answer === SENT) return reply;
    return sendAnswer(reply, format, answer);
  };
  app.get('/:method', handle);
  app.post('/:method', handle);
};
