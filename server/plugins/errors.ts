/**
 * One place turns every failure into the API error shape {message, errors} with Spanish texts and
 * the right status (DECISIONS "Errors"). A 5xx never shows internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../domain/api';

/** Thrown by services and routes for an answer the client should see as it is. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
    /** Headers the answer carries (a 429's Retry-After); the error handler sets them. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor';
export const NOT_FOUND_MESSAGE = 'Recurso no encontrado';
export const FILE_NOT_FOUND_MESSAGE = 'Archivo no encontrado';
export const INVALID_INPUT_MESSAGE = 'Los datos enviados no son válidos';

export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'Debe iniciar sesión para continuar',
  403: 'No tiene permiso para realizar esta acción',
  404: NOT_FOUND_MESSAGE,
  405: 'Método no permitido',
  406: 'Formato de respuesta no disponible',
  408: 'La solicitud tardó demasiado',
  409: 'Conflicto con el estado actual del recurso',
  411: 'Falta la longitud del contenido',
  413: 'El archivo o la solicitud es demasiado grande',
  415: 'Tipo de contenido no admitido',
  416: 'Rango solicitado no disponible',
  429: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
};

// Fastify's own 4xx errors carry English messages: these get a Spanish one of their own.
const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud JSON está vacío',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El archivo o la solicitud es demasiado grande',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida',
};

export function apiError(message: string, errors: string[] = []): ApiError {
  return { message, errors };
}

/** The error answer for a status and (possibly English) error: Spanish for the known cases. */
function toApiError(error: FastifyError | Error, statusCode: number): ApiError {
  if (error instanceof HttpError) return apiError(error.message, error.errors);
  if (error instanceof z.ZodError) {
    // Route validation parsed with spanishErrorMap, so these messages are already Spanish.
    return apiError(
      INVALID_INPUT_MESSAGE,
      error.issues.map((issue) => issue.message),
    );
  }
  const code = (error as FastifyError).code;
  const known = code ? FASTIFY_CODE_MESSAGES[code] : undefined;
  return apiError(known ?? STATUS_MESSAGES[statusCode] ?? STATUS_MESSAGES[400]);
}

function statusOf(error: FastifyError | Error): number {
  // Fastify's errors carry statusCode; http-errors from the static file server carry status.
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' && value >= 400 && value <= 599 ? value : 500;
}

/** Paths whose misses answer JSON; anything else may fall back to the web app. */
export function isApiOrMediaPath(url: string): boolean {
  return /^\/(api|media)(\/|\?|$)/.test(url);
}

export type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean> | boolean;

export interface ErrorHandlingOptions {
  /** Tried for misses outside /api and /media (the web app's SPA fallback); true = answered. */
  fallback?: NotFoundFallback;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const statusCode = error instanceof z.ZodError ? 400 : statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // An HttpError's text was written for the person (e.g. 'No se pudo enviar el correo...');
      // anything else could carry internals.
      const body =
        error instanceof HttpError
          ? apiError(error.message, error.errors)
          : apiError(INTERNAL_ERROR_MESSAGE);
      return reply.status(statusCode).send(body);
    }
    // e.g. the static file server's 416 carries `Content-Range: bytes */<size>` this way.
    const headers = (error as { headers?: unknown }).headers;
    if (headers && typeof headers === 'object') {
      reply.headers(headers as Record<string, string>);
    }
    return reply.status(statusCode).send(toApiError(error, statusCode));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? request.url;
    if (!isApiOrMediaPath(url) && options.fallback && (await options.fallback(request, reply))) {
      return reply;
    }
    const message = url.startsWith('/media/') ? FILE_NOT_FOUND_MESSAGE : NOT_FOUND_MESSAGE;
    return reply.status(404).send(apiError(message));
  });
}
