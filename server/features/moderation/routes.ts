/**
 * Moderation HTTP API: POST and DELETE /users/{id}/suspension and
 * GET /moderation-log for admins; GET /notices for a creator's devices. Role changes are
 * PUT /credentials/{id} (users feature), which writes to the same log.
 */
import type { FastifyPluginAsync } from 'fastify';
import { pageQuerySchema, pageSchema } from '../../../domain/api';
import {
  moderationEntrySchema,
  noticesQuerySchema,
  noticesSchema,
  suspensionBodySchema,
  suspensionSchema,
} from '../../../domain/moderation';
import { userIdParamsSchema } from '../../../domain/profiles';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { signedIn, withRole } from '../auth/route-guards';
import { findModerationLog, findNoticesAfter } from './repository';
import { reactivateAccount, suspendAccount } from './service';

export const moderationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Personas');

  routes.post(
    '/users/:id/suspension',
    {
      onRequest: withRole('admin'),
      schema: {
        operationId: 'suspendAccount',
        summary: 'Suspende una cuenta (administradores)',
        description:
          'La persona no puede iniciar sesión, sus sesiones terminan y sus canciones públicas quedan ocultas hasta que se reactive. Nadie se suspende a sí mismo (403) y siempre queda un administrador activo (409).',
        params: userIdParamsSchema,
        body: suspensionBodySchema,
        response: { 200: suspensionSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    (request) =>
      suspendAccount(
        db.orm,
        requireViewer(request),
        request.params.id,
        request.body.reason,
        request.log,
      ),
  );

  routes.delete(
    '/users/:id/suspension',
    {
      onRequest: withRole('admin'),
      schema: {
        operationId: 'reactivateAccount',
        summary: 'Reactiva una cuenta suspendida (administradores)',
        description:
          'Puede volver a iniciar sesión y sus canciones ocultas vuelven a ser públicas.',
        params: userIdParamsSchema,
        response: { 200: suspensionSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    (request) => reactivateAccount(db.orm, requireViewer(request), request.params.id),
  );

  routes.get(
    '/moderation-log',
    {
      onRequest: withRole('admin'),
      schema: {
        operationId: 'listModerationLog',
        summary:
          'Lo que hicieron los administradores: quién, qué y cuándo, lo más reciente primero',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(moderationEntrySchema), ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await findModerationLog(db.orm, limit, offset);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          actor_id: row.actorId,
          actor_name: row.actorName,
          action: row.action,
          target_user_id: row.targetUserId,
          target_name: row.targetName,
          detail: row.detail,
        })),
        total,
        limit,
        offset,
      };
    },
  );

  routes.get(
    '/notices',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listNotices',
        summary: 'Los avisos de la persona de la sesión que su dispositivo aún no tiene',
        description:
          'Cuando un administrador oculta o elimina una canción suya: cuál y por qué. Cada dispositivo pide los posteriores al último que guarda.',
        querystring: noticesQuerySchema,
        response: { 200: noticesSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const rows = await findNoticesAfter(
        db.orm,
        requireViewer(request).userId,
        request.query.after,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          kind: row.kind,
          song_title: row.songTitle,
          reason: row.reason,
        })),
      };
    },
  );
};
