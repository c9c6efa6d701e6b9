/**
 * What an API operation can answer, declared on the route so that the OpenAPI document, the
 * serializer and the server agree. Every error has the one Error shape
 * (DECISIONS "Errors"). A route names the errors its own logic gives (`...errorAnswers(401, 404)`);
 * those every route of a kind can give are added here: 400 and 500 to all, 403 (another site's
 * Origin), 408 (a body that trickles), 413 and 415 to those that take a body, 429 to rate-limited
 * ones. An answer with a status its route does not declare is a contract broken: logged, and in
 * tests an error.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { apiErrorSchema } from '../../domain/api';
import { API_BASE } from '../../domain/api-base';
import { STATUS_MESSAGES } from '../plugins/errors';
import { isRateLimiter } from '../plugins/rate-limit';

export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 500 | 501 | 503;

/** The Spanish description of each error answer in the document. */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Datos no válidos: el mensaje y la lista de errores dicen cuáles',
  401: 'Hace falta una sesión iniciada',
  403: 'La sesión no tiene permiso, o la solicitud viene de otro sitio',
  404: 'No existe, o la sesión no puede verlo',
  408: STATUS_MESSAGES[408],
  409: STATUS_MESSAGES[409],
  413: STATUS_MESSAGES[413],
  415: STATUS_MESSAGES[415],
  429: STATUS_MESSAGES[429],
  500: 'Error interno del servidor',
  501: 'Ese formato no se ofrece',
  503: 'Un servicio del que depende no está disponible; vuelva a intentarlo',
};

/** Error answers for a route's `response`: `{ 200: songSchema, ...errorAnswers(401, 404) }`. */
export function errorAnswers(...statuses: ErrorStatus[]): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isApiRoute(url: string): boolean {
  return url.startsWith(`${API_BASE}/`);
}

/** The errors a route answers whatever its own logic, from what it is. */
function commonErrors(route: RouteOptions): ErrorStatus[] {
  // Every API route runs the NUL guard on its path and query, and can fail.
  const statuses: ErrorStatus[] = [400, 500];
  const methods = [route.method].flat();
  if (methods.some((method) => BODY_METHODS.has(method))) statuses.push(403, 408, 413, 415);
  if ([route.preHandler ?? []].flat().some(isRateLimiter)) statuses.push(429);
  return statuses;
}

export interface AnswerContractOptions {
  /** Called for an answer whose status its route does not declare; by default logged. */
  onUndocumented?: (request: FastifyRequest, statusCode: number) => void;
}

function declaredStatuses(request: FastifyRequest): Record<string, unknown> | undefined {
  return request.routeOptions.schema?.response as Record<string, unknown> | undefined;
}

/** Before any route: adds the common errors to every API route's answers, and checks answers. */
export function registerAnswerContract(
  app: FastifyInstance,
  options: AnswerContractOptions = {},
): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!isApiRoute(route.url) || !response) return;
    route.schema = {
      ...route.schema,
      response: { ...errorAnswers(...commonErrors(route)), ...response },
    };
  });
  const onUndocumented =
    options.onUndocumented ??
    ((request, statusCode) =>
      request.log.error(
        { route: request.routeOptions.url, status: statusCode },
        'respuesta no documentada en la API',
      ));
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = declaredStatuses(request);
    const url = request.routeOptions.url;
    if (declared && url && isApiRoute(url) && !(String(reply.statusCode) in declared)) {
      onUndocumented(request, reply.statusCode);
    }
    return payload;
  });
}
