import type { FastifyPluginAsync } from 'fastify';
import { termsAcceptanceBodySchema, termsAcceptanceSchema } from '../../../domain/terms';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer } from '../auth/guards';
import { signedIn } from '../auth/route-guards';
import { acceptTerms } from './service';

export const termsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Cuentas');

  routes.post(
    '/terms/acceptances',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'acceptTerms',
        summary: 'La persona de la sesión acepta los términos y condiciones vigentes',
        description:
          'Queda registrado quién aceptó qué versión y cuándo; publicar canciones lo exige. Aceptar de nuevo la misma versión conserva la primera fecha. Una versión que ya no está vigente es 409.',
        body: termsAcceptanceBodySchema,
        response: { 201: termsAcceptanceSchema, ...errorAnswers(401, 409) },
      },
    },
    async (request, reply) => {
      const acceptance = await acceptTerms(db.orm, requireViewer(request), request.body);
      return reply.status(201).send(acceptance);
    },
  );
};
