/**
 * Accounts HTTP API (spec section 7 with DECISIONS "Security"): registration with an emailed
 * code, sign-in and out, the session, password reset, the welcome mail.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { noContentSchema, sessionUserSchema } from '../../../domain/api';
import {
  codeCheckRequestSchema,
  codeCheckResponseSchema,
  emailRequestSchema,
  emailValidationResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordResetResponseSchema,
  registerRequestSchema,
  updatePasswordRequestSchema,
} from '../../../domain/auth';
import type { AppDeps } from '../../deps';
import { errorAnswers } from '../../openapi/api-answers';
import { tagOperations } from '../../openapi/openapi';
import {
  clientIp,
  clientNetwork,
  MINUTE,
  type RateRule,
  rateLimited,
} from '../../plugins/rate-limit';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../plugins/session';
import { registerTextLimits } from '../../plugins/text-limits';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireViewer, unauthorized } from './guards';
import {
  checkEmailValidationCode,
  checkResetCode,
  currentSessionUser,
  login,
  primeDummyHash,
  register,
  requestEmailValidation,
  requestPasswordReset,
  sendWelcome,
  updatePassword,
} from './service';
import { revokeSession } from './session-repository';

/** The email a request is about (validated by the time the limiter runs, in preHandler). */
function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Limits bind whoever sends the requests, per client address and per network:
 * never the person a request names, so no stranger can run out someone else's allowance. The
 * email is part of a key only next to the sender's address or network.
 */
export const RATE_RULES = {
  login: { name: 'login', max: 10, windowMs: MINUTE, key: (r) => `${clientIp(r)}|${bodyEmail(r)}` },
  loginIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE, key: clientIp },
  register: { name: 'register', max: 30, windowMs: 60 * MINUTE, key: clientIp },
  codeRequest: {
    name: 'code-request',
    max: 5,
    windowMs: 15 * MINUTE,
    key: (r) => `${clientIp(r)}|${bodyEmail(r)}`,
  },
  resetRequest: {
    name: 'reset-request',
    max: 5,
    windowMs: 15 * MINUTE,
    key: (r) => `${clientIp(r)}|${bodyEmail(r)}`,
  },
  // A network (a household, an office, a cloud block) cannot mail one address without end by
  // moving between its addresses.
  codeRequestNetwork: {
    name: 'code-request-network',
    max: 10,
    windowMs: 60 * MINUTE,
    key: (r) => `${clientNetwork(r)}|${bodyEmail(r)}`,
  },
  resetRequestNetwork: {
    name: 'reset-request-network',
    max: 10,
    windowMs: 60 * MINUTE,
    key: (r) => `${clientNetwork(r)}|${bodyEmail(r)}`,
  },
  codeRequestIp: { name: 'code-request-ip', max: 50, windowMs: 15 * MINUTE, key: clientIp },
  codeRequestAllNetwork: {
    name: 'code-request-all-network',
    max: 200,
    windowMs: 60 * MINUTE,
    key: clientNetwork,
  },
  codeCheck: { name: 'code-check', max: 60, windowMs: 15 * MINUTE, key: clientIp },
  passwordUpdate: { name: 'password-update', max: 10, windowMs: 15 * MINUTE, key: clientIp },
  welcome: {
    name: 'welcome',
    max: 3,
    windowMs: 60 * MINUTE,
    key: (r) => String(r.viewer?.userId ?? clientIp(r)),
  },
} satisfies Record<string, RateRule>;

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  tagOperations(app, 'Cuentas');
  registerTextLimits(app);
  primeDummyHash();

  // Both codes sent by mail (validating an address, resetting a password) are asked for and
  // checked alike: per address and network, then per client and for all clients of a network.
  const codeRequest = <Response>(
    operationId: string,
    summary: string,
    response: Response,
    perAddress: RateRule,
    perAddressNetwork: RateRule,
  ) => ({
    schema: { operationId, summary, body: emailRequestSchema, response },
    preHandler: rateLimited(
      app,
      perAddress,
      perAddressNetwork,
      RATE_RULES.codeRequestIp,
      RATE_RULES.codeRequestAllNetwork,
    ),
  });
  const codeCheck = (operationId: string, summary: string) => ({
    schema: {
      operationId,
      summary,
      body: codeCheckRequestSchema,
      response: { 200: codeCheckResponseSchema },
    },
    preHandler: rateLimited(app, RATE_RULES.codeCheck),
  });

  routes.post(
    '/request_validate_email_with_code',
    codeRequest(
      'requestEmailValidation',
      'Envía un código para validar un correo antes de registrarse',
      { 200: emailValidationResponseSchema, ...errorAnswers(503) },
      RATE_RULES.codeRequest,
      RATE_RULES.codeRequestNetwork,
    ),
    (request) => requestEmailValidation(deps, request.body.email),
  );

  routes.post(
    '/validate_email_code',
    codeCheck('validateEmailCode', 'Comprueba el código de validación del correo'),
    (request) =>
      checkEmailValidationCode(deps, request.body.token, request.body.code, clientNetwork(request)),
  );

  routes.post(
    '/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Crea una cuenta con el correo validado e inicia la sesión',
        body: registerRequestSchema,
        response: { 201: sessionUserSchema },
      },
      preHandler: rateLimited(app, RATE_RULES.register),
    },
    async (request, reply) => {
      const { user, token } = await register(deps, request.body, userAgentOf(request));
      setSessionCookie(reply, config, token);
      return reply.code(201).send(user);
    },
  );

  routes.post(
    '/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Inicia la sesión con correo y contraseña',
        // Its 401 is a wrong password: no session is needed to ask.
        security: [],
        body: loginRequestSchema,
        response: { 200: sessionUserSchema, ...errorAnswers(401) },
      },
      preHandler: rateLimited(app, RATE_RULES.login, RATE_RULES.loginIp),
    },
    async (request, reply) => {
      const { user, token } = await login(deps, request.body, userAgentOf(request));
      setSessionCookie(reply, config, token);
      return user;
    },
  );

  // Idempotent: without a session it still clears the cookie and answers 204.
  routes.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'Cierra la sesión',
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokeSession(db.orm, sessionTokenOf(request));
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'La persona de la sesión iniciada',
        response: { 200: sessionUserSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const user = viewer ? await currentSessionUser(deps, viewer.userId) : null;
      if (!user) {
        // A dead cookie is dropped so the browser stops sending it.
        if (sessionTokenOf(request)) clearSessionCookie(reply, config);
        throw unauthorized();
      }
      return user;
    },
  );

  routes.post(
    '/request_password_reset_with_code',
    codeRequest(
      'requestPasswordReset',
      'Envía un código para restablecer la contraseña',
      { 200: passwordResetResponseSchema },
      RATE_RULES.resetRequest,
      RATE_RULES.resetRequestNetwork,
    ),
    (request) => requestPasswordReset(deps, request.body.email),
  );

  routes.post(
    '/verify_reset_code',
    codeCheck('verifyResetCode', 'Comprueba el código de restablecimiento'),
    (request) =>
      checkResetCode(deps, request.body.token, request.body.code, clientNetwork(request)),
  );

  routes.post(
    '/update_password',
    {
      schema: {
        operationId: 'updatePassword',
        summary: 'Cambia la contraseña con un código comprobado',
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      preHandler: rateLimited(app, RATE_RULES.passwordUpdate),
    },
    (request) => updatePassword(deps, request.body),
  );

  routes.post(
    '/sendRegistrationNotification',
    {
      schema: {
        operationId: 'sendRegistrationNotification',
        summary: 'Envía el correo de bienvenida a la persona de la sesión',
        response: { 202: messageResponseSchema, ...errorAnswers(401, 404) },
      },
      preHandler: rateLimited(app, RATE_RULES.welcome),
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return reply.code(202).send(await sendWelcome(deps, viewer.userId));
    },
  );
};
