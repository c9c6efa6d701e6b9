import type { FastifyPluginAsync } from 'fastify';
import {
  termsAcceptanceBodySchema,
  termsAcceptanceSchema,
  termsSchema,
} from '../../../domain/terms';
import { TERMS_CLAUSES } from '../../../domain/terms-clauses';
import { TERMS_VERSION } from '../../../domain/terms-texts';
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

  routes.get(
    '/terms',
    {
      schema: {
        operationId: 'getTerms',
        summary: 'Los términos y condiciones vigentes',
        description:
          'La versión vigente, el día en que entró en vigor y sus cláusulas, el mismo texto que muestra la app: un cliente que no es la app puede mostrarlos y aceptarlos con POST /terms/acceptances sin adivinar la versión.',
        response: { 200: termsSchema },
      },
    },
    async () => ({ version: TERMS_VERSION, date: TERMS_VERSION, clauses: [...TERMS_CLAUSES] }),
  );

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
