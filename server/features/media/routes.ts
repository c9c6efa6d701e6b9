/**
 * Storage uploads (spec section 7: buckets 'images' and 'audios'): POST /storage/audios (composer
 * or admin) and POST /storage/images (anyone signed in), multipart/form-data with one field `file`;
 * GET /storage/limits says how large each may be.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { audioUploadSchema, imageUploadSchema, uploadLimitsSchema } from '../../../domain/uploads';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { MINUTE, rateLimited } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { signedIn, withRole } from '../auth/route-guards';
import { uploadAudio, uploadImage } from './uploads-service';

/** Generous for a person, a wall for a script filling the disk. */
const UPLOADS_PER_HOUR = 120;

export const uploadRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  // Only this scope parses multipart bodies; every other route stays JSON-only.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Archivos');

  const limit = rateLimited(app, {
    name: 'uploads',
    max: UPLOADS_PER_HOUR,
    windowMs: 60 * MINUTE,
    key: (request) => String(request.viewer?.userId ?? request.ip),
  });
  // Before any byte of the body is read: a refused person uploads nothing.

  routes.get(
    '/storage/limits',
    {
      schema: {
        operationId: 'getUploadLimits',
        summary: 'El tamaño máximo de un audio y de una imagen',
        description:
          'Para que el formulario diga al elegir el archivo que es demasiado grande, antes de enviar nada; el servidor lo comprueba igual al recibirlo.',
        response: { 200: uploadLimitsSchema },
      },
    },
    async (_request, reply) => {
      // The limits change only with the server's configuration.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        max_audio_bytes: deps.config.maxAudioBytes,
        max_image_bytes: deps.config.maxImageBytes,
      };
    },
  );

  routes.post(
    '/storage/audios',
    {
      onRequest: withRole('composer', 'admin'),
      preHandler: limit,
      schema: {
        operationId: 'uploadAudio',
        summary: 'Sube el audio de una canción',
        response: { 201: audioUploadSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const upload = await uploadAudio(deps, requireViewer(request), request, reply);
      return reply.code(201).send(upload);
    },
  );

  routes.post(
    '/storage/images',
    {
      onRequest: signedIn,
      preHandler: limit,
      schema: {
        operationId: 'uploadImage',
        summary: 'Sube una imagen (portada o foto de perfil)',
        response: { 201: imageUploadSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const upload = await uploadImage(deps, requireViewer(request), request, reply);
      return reply.code(201).send(upload);
    },
  );
};
