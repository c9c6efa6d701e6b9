/**
 * Profiles and credentials HTTP API (spec section 7): GET /users/ (admin), GET/PUT/DELETE
 * /users/{id}, PUT /users/{id}/personal_info, GET/PUT/DELETE /credentials/{id}.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { noContentSchema, pageSchema } from '../../../domain/api';
import {
  adminUsersQuerySchema,
  credentialsSchema,
  credentialsUpdateSchema,
  deletionSummarySchema,
  personalInfoRequestSchema,
  personalInfoResponseSchema,
  profileSchema,
  profileUpdateSchema,
} from '../../../domain/auth';
import { userIdParamsSchema } from '../../../domain/profiles';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import { HttpError } from '../../plugins/errors';
import { clearSessionCookie } from '../../plugins/session';
import { registerTextLimits } from '../../plugins/text-limits';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireSelfOrAdmin } from '../auth/guards';
import { selfOrAdmin, withRole } from '../auth/route-guards';
import { ACCOUNT_TEXTS } from '../auth/texts';
import { deleteAccount, findDeletionSummary } from './delete-account';
import {
  getCredentials,
  getProfile,
  listProfiles,
  updateCredentials,
  updatePersonalInfo,
  updateProfile,
} from './service';

export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Personas');
  registerTextLimits(app);

  /** DELETE /users/{id} and DELETE /credentials/{id}: the same account removal. */
  async function removeAccount(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const viewer = requireSelfOrAdmin(request.viewer, userId);
    if (!(await deleteAccount(deps, userId, request.log, viewer))) {
      throw new HttpError(404, ACCOUNT_TEXTS.userNotFound);
    }
    if (viewer.userId === userId) clearSessionCookie(reply, deps.config);
    return reply.code(204).send();
  }

  // The spec writes GET /users/ with its slash; both spellings answer, the document names one.
  for (const url of ['/users', '/users/']) {
    routes.get(
      url,
      {
        onRequest: withRole('admin'),
        schema: {
          operationId: 'listProfiles',
          summary: 'Todas las cuentas, por páginas, para administradores',
          hide: url.endsWith('/'),
          querystring: adminUsersQuerySchema,
          response: { 200: pageSchema(profileSchema), ...errorAnswers(401, 403) },
        },
      },
      (request) => listProfiles(deps, request.viewer, request.query),
    );
  }

  routes.get(
    '/users/:id',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'El perfil de una persona',
        params: userIdParamsSchema,
        response: { 200: profileSchema, ...errorAnswers(404) },
      },
    },
    (request) => getProfile(deps, request.viewer, request.params.id),
  );

  routes.put(
    '/users/:id',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'updateProfile',
        summary: 'Cambia el perfil de una persona (ella misma o un administrador)',
        description: 'Siempre queda un administrador activo: quitarle el rol al último es 409.',
        params: userIdParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorAnswers(401, 404, 409) },
      },
    },
    (request) => updateProfile(deps, request.viewer, request.params.id, request.body, request.log),
  );

  const deleteAccountSchema = {
    params: userIdParamsSchema,
    response: { 204: noContentSchema, ...errorAnswers(401, 404, 409) },
  };

  routes.delete(
    '/users/:id',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'deleteAccount',
        summary: 'Elimina una cuenta con todo lo suyo (ella misma o un administrador)',
        description: 'Siempre queda un administrador activo: eliminar al último es 409.',
        ...deleteAccountSchema,
      },
    },
    (request, reply) => removeAccount(request, reply, request.params.id),
  );

  routes.get(
    '/users/:id/deletion-summary',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'getDeletionSummary',
        summary: 'Qué se va con una cuenta si se elimina (ella misma o un administrador)',
        description:
          'Su correo, su apodo y cuántas canciones, álbumes y playlists se eliminan con ella, para confirmarlo antes de hacerlo.',
        params: userIdParamsSchema,
        response: { 200: deletionSummarySchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      // The e-mail is the person's own: checked here too, whatever guard ran before.
      requireSelfOrAdmin(request.viewer, request.params.id);
      const summary = await findDeletionSummary(deps.db.orm, request.params.id);
      if (!summary) throw new HttpError(404, ACCOUNT_TEXTS.userNotFound);
      return summary;
    },
  );

  routes.put(
    '/users/:id/personal_info',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'updatePersonalInfo',
        summary: 'Cambia los datos personales de una persona',
        params: userIdParamsSchema,
        body: personalInfoRequestSchema,
        response: { 200: personalInfoResponseSchema, ...errorAnswers(401, 404) },
      },
    },
    (request) => updatePersonalInfo(deps, request.viewer, request.params.id, request.body),
  );

  routes.get(
    '/credentials/:id',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'getCredentials',
        summary: 'El correo y los roles de una cuenta',
        params: userIdParamsSchema,
        response: { 200: credentialsSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    (request) => getCredentials(deps, request.viewer, request.params.id),
  );

  routes.put(
    '/credentials/:id',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'updateCredentials',
        summary: 'Cambia el correo, la contraseña o los roles de una cuenta',
        description:
          'Siempre queda un administrador activo: quitarle el rol al último es 409. El cambio de rol que hace un administrador queda en el registro de moderación.',
        params: userIdParamsSchema,
        body: credentialsUpdateSchema,
        response: { 200: credentialsSchema, ...errorAnswers(401, 404, 409) },
      },
    },
    (request) => updateCredentials(deps, request.viewer, request.params.id, request.body),
  );

  // The spec offers the same removal under /credentials too.
  routes.delete(
    '/credentials/:id',
    {
      onRequest: selfOrAdmin(),
      schema: {
        operationId: 'deleteAccountByCredentials',
        summary: 'Elimina una cuenta (lo mismo que DELETE en /users/{id})',
        ...deleteAccountSchema,
      },
    },
    (request, reply) => removeAccount(request, reply, request.params.id),
  );
};
