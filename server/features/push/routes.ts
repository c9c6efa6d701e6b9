/**
 * Push notices' HTTP API (docs/product.md "Seguir y Novedades", Avisos en este dispositivo):
 * GET /push/key (the key browsers subscribe with), PUT /push/subscription (this device receives
 * notices) and DELETE /push/subscription (it stops).
 */
import type { FastifyPluginAsync } from 'fastify';
import { noContentSchema } from '../../../domain/api';
import {
  PUSH_TEXTS,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '../../../domain/push';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { HttpError } from '../../plugins/errors';
import { sessionTokenOf } from '../../plugins/session';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer, unauthorized } from '../auth/guards';
import { signedIn } from '../auth/route-guards';
import { findSessionId } from '../auth/session-repository';
import { removeSubscription, saveSubscription } from './repository';

export const pushRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, pushKeys: keys }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Avisos');

  routes.get(
    '/push/key',
    {
      schema: {
        operationId: 'getPushKey',
        summary: 'La clave pública con la que los navegadores se suscriben a los avisos',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ public_key: (await keys()).publicKey }),
  );

  routes.put(
    '/push/subscription',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'subscribeToPush',
        summary: 'Este dispositivo recibe avisos de la persona de la sesión',
        body: pushSubscriptionBodySchema,
        response: { 204: noContentSchema, ...errorAnswers(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // The device's notices end with this session (sign-out, password change, suspension).
      const sessionId = await findSessionId(db.orm, sessionTokenOf(request));
      if (sessionId === null) throw unauthorized();
      const outcome = await saveSubscription(db.orm, {
        userId: viewer.userId,
        sessionId,
        endpoint: request.body.endpoint,
        p256dh: request.body.keys.p256dh,
        auth: request.body.keys.auth,
      });
      if (outcome === 'full') throw new HttpError(409, PUSH_TEXTS.tooManyDevices);
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/push/subscription',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'unsubscribeFromPush',
        summary: 'Este dispositivo deja de recibir avisos',
        body: pushUnsubscribeBodySchema,
        response: { 204: noContentSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await removeSubscription(db.orm, viewer.userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
