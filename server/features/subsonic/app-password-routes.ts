/**
 * The app passwords' HTTP API (docs/product.md "Aplicaciones externas"): GET /app-passwords (the
 * person's own, without the passwords), POST /app-passwords (a new one, shown this once) and
 * DELETE /app-passwords/{id} (revoked: the player using it is signed out at its next request).
 */
import type { FastifyPluginAsync } from 'fastify';
import { noContentSchema } from '../../../domain/api';
import {
  appPasswordListSchema,
  appPasswordParamsSchema,
  createAppPasswordBodySchema,
  createdAppPasswordSchema,
} from '../../../domain/app-passwords';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { signedIn } from '../auth/route-guards';
import { createAppPassword, listAppPasswords, revokeAppPassword } from './app-passwords';

export const appPasswordRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, sealer }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Aplicaciones externas');

  routes.get(
    '/app-passwords',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listAppPasswords',
        summary: 'Las contraseñas de aplicación de la persona de la sesión (sin la contraseña)',
        response: { 200: appPasswordListSchema, ...errorAnswers(401) },
      },
    },
    async (request) => ({ items: await listAppPasswords(db.orm, requireViewer(request).userId) }),
  );

  routes.post(
    '/app-passwords',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createAppPassword',
        summary:
          'Una contraseña nueva para un reproductor compatible con Subsonic, mostrada esta vez',
        body: createAppPasswordBodySchema,
        response: { 201: createdAppPasswordSchema, ...errorAnswers(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const created = await createAppPassword(
        db.orm,
        await sealer(),
        requireViewer(request).userId,
        request.body.name,
      );
      return reply.code(201).send(created);
    },
  );

  routes.delete(
    '/app-passwords/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'revokeAppPassword',
        summary: 'Revoca una contraseña de aplicación propia',
        params: appPasswordParamsSchema,
        response: { 204: noContentSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await revokeAppPassword(db.orm, requireViewer(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
