import type { FastifyPluginAsync } from 'fastify';
import { PLAY_TEXTS } from '../../../domain/play-counts';
import { playBodySchema, playResultSchema } from '../../../domain/plays';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { HttpError } from '../../plugins/errors';
import {
  clientIp,
  MINUTE,
  type RateRule,
  rateLimited,
  tooManyRequests,
} from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/zod';
import { viewerOf } from '../auth/viewer';
import { recordPlay } from './service';

const HOUR = 60 * MINUTE;

/**
 * Visitors' plays count too, so the limits are per address: one song looped, or a script walking
 * the catalogue, stops adding after these many an hour. A real listener stays far below either
 * (a listen counts after up to 30 s; a long offline trip sends its plays in one burst, and what
 * is over waits in the offline queue for the next try).
 */
export const PLAY_RATE_RULES = {
  perAddress: { name: 'plays', max: 120, windowMs: HOUR, key: clientIp },
  perSong: {
    name: 'plays-song',
    max: 20,
    windowMs: HOUR,
    key: (request) => `${clientIp(request)}:${(request.body as { song_id?: unknown }).song_id}`,
  },
} satisfies Record<string, RateRule>;

export const playRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Canciones');
  const limit = rateLimited(app, PLAY_RATE_RULES.perAddress, PLAY_RATE_RULES.perSong);

  routes.post(
    '/plays',
    {
      schema: {
        operationId: 'recordPlay',
        summary: 'Cuenta una reproducción de una canción',
        body: playBodySchema,
        response: { 200: playResultSchema, ...errorAnswers(404, 429) },
      },
      preHandler: async (request, reply) => {
        try {
          await limit.call(app, request, reply);
        } catch (error) {
          // Said in the words of plays rather than the generic text.
          if (error instanceof HttpError && error.statusCode === 429) {
            throw tooManyRequests(Number(error.headers?.['retry-after'] ?? 60), PLAY_TEXTS.tooMany);
          }
          throw error;
        }
      },
    },
    (request) => recordPlay(db.orm, viewerOf(request), request.body),
  );
};
