/** GET /oembed (docs/product.md "Insertar"): a pasted Tambora link as an embedded player. */
import type { FastifyPluginAsync } from 'fastify';
import { oembedQuerySchema, oembedSchema } from '../../../domain/oembed';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { oembedFor } from './oembed';

export const oembedRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Canciones');
  routes.get(
    '/oembed',
    {
      schema: {
        operationId: 'getOembed',
        summary:
          'El reproductor insertado de una canción, un álbum, una playlist o un perfil, en oEmbed (solo JSON)',
        querystring: oembedQuerySchema,
        response: { 200: oembedSchema, ...errorAnswers(400, 404, 501) },
      },
    },
    async (request, reply) => {
      // The same for everyone: a CMS may keep it an hour, as cache_age says.
      reply.header('cache-control', 'public, max-age=3600');
      return oembedFor(db.orm, request.query, config.publicUrl);
    },
  );
};
