/**
 * Profiles and credentials HTTP API (spec section 7): GET /users/ (admin), GET/PUT/DELETE
 * /users/{id}, PUT /users/{id}/personal_info, GET/PUT/DELETE /credentials/{id}.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noContentSchema, pageQuerySchema, pageSchema } from '../../../domain/api';
import {
  credentialsSchema,
  credentialsUpdateSchema,
  personalInfoRequestSchema,
  personalInfoResponseSchema,
  profileSchema,
  profileUpdateSchema,
} from '../../../domain/auth';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { clearSessionCookie } from '../../plugins/session';
import { registerTextLimits } from '../../plugins/text-limits';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireSelfOrAdmin } from '../auth/guards';
import { ACCOUNT_TEXTS } from '../auth/texts';
import { deleteAccount } from './delete-account';
import {
  getCredentials,
  getProfile,
  listProfiles,
  updateCredentials,
  updatePersonalInfo,
  updateProfile,
} from './service';

const MAX_ID = 2_147_483_647;
export const userIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ID),
});

export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerTextLimits(app);

  /** DELETE /users/{id} and DELETE /credentials/{id}: the same account removal. */
  async function removeAccount(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const viewer = requireSelfOrAdmin(request.viewer, userId);
    if (!(await deleteAccount(deps, userId, request.log))) {
      throw new HttpError(404, ACCOUNT_TEXTS.userNotFound);
    }
    if (viewer.userId === userId) clearSessionCookie(reply, deps.config);
    return reply.code(204).send();
  }

  // The spec writes GET /users/ with its slash; both spellings answer.
  for (const url of ['/users/', '/users']) {
    routes.get(
      url,
      {
        schema: { querystring: pageQuerySchema, response: { 200: pageSchema(profileSchema) } },
      },
      (request) => listProfiles(deps, request.viewer, request.query),
    );
  }

  routes.get(
    '/users/:id',
    { schema: { params: userIdParamsSchema, response: { 200: profileSchema } } },
    (request) => getProfile(deps, request.viewer, request.params.id),
  );

  routes.put(
    '/users/:id',
    {
      schema: {
        params: userIdParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    (request) => updateProfile(deps, request.viewer, request.params.id, request.body, request.log),
  );

  const deleteAccountSchema = { params: userIdParamsSchema, response: { 204: noContentSchema } };

  routes.delete('/users/:id', { schema: deleteAccountSchema }, (request, reply) =>
    removeAccount(request, reply, request.params.id),
  );

  routes.put(
    '/users/:id/personal_info',
    {
      schema: {
        params: userIdParamsSchema,
        body: personalInfoRequestSchema,
        response: { 200: personalInfoResponseSchema },
      },
    },
    (request) => updatePersonalInfo(deps, request.viewer, request.params.id, request.body),
  );

  routes.get(
    '/credentials/:id',
    { schema: { params: userIdParamsSchema, response: { 200: credentialsSchema } } },
    (request) => getCredentials(deps, request.viewer, request.params.id),
  );

  routes.put(
    '/credentials/:id',
    {
      schema: {
        params: userIdParamsSchema,
        body: credentialsUpdateSchema,
        response: { 200: credentialsSchema },
      },
    },
    (request) => updateCredentials(deps, request.viewer, request.params.id, request.body),
  );

  routes.delete('/credentials/:id', { schema: deleteAccountSchema }, (request, reply) =>
    removeAccount(request, reply, request.params.id),
  );
};
