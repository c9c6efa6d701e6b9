/**
 * Who may call a route, decided before anything the request brings is validated: without the right session the answer is 401 or 403 whatever the body, so a stranger
 * learns nothing about what a route accepts. Hooks for `onRequest` (path only) and `preValidation`
 * (the body parsed but not yet checked). Services check again where they act: these only answer
 * early. Guards that read a feature's rows (who may change a song, a playlist) live with that
 * feature, built on `pathId` and `bodyId`.
 */
import type {
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { ID_TEXTS, parseId } from '../../../domain/ids';
import type { Role } from '../../../domain/roles';
import { HttpError } from '../../plugins/errors';
import { requireRole, requireSelfOrAdmin, requireViewer } from './guards';

/**
 * A path or body value as an id; null when absent (the route's schema decides if it may be). Any
 * other spelling ('04', '0x4', '4.0') is a 400 here, before anything else of the request is read:
 * a guard that let it through would leave the decision to a schema that reads ids differently.
 */
function idOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const id = parseId(value);
  if (id === null) throw new HttpError(400, ID_TEXTS.invalid);
  return id;
}

export const pathId = (request: FastifyRequest, param: string) =>
  idOf((request.params as Record<string, unknown>)[param]);

export const bodyId = (request: FastifyRequest, field: string) =>
  idOf((request.body as Record<string, unknown> | undefined)?.[field]);

/** Any signed-in person (401 otherwise). */
export const signedIn: onRequestAsyncHookHandler = async (request) => {
  requireViewer(request);
};

/** Someone holding one of `roles` (401, 403). */
export function withRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    requireRole(request.viewer, ...roles);
  };
}

/** The person the path's `param` names, or an admin (401, 403). */
export function selfOrAdmin(param = 'id'): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = requireViewer(request);
    const userId = pathId(request, param);
    if (userId !== null) requireSelfOrAdmin(viewer, userId);
  };
}

/** Exactly the person the path's `param` names (401, 403): their library is theirs alone. */
export function selfOnly(param: string, refuse: () => Error): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = requireViewer(request);
    const userId = pathId(request, param);
    if (userId !== null && userId !== viewer.userId) throw refuse();
  };
}

/**
 * A body `field` naming an id that must be `own(request)`'s (403 `refuse()` otherwise); `own`
 * answers null when the person has none yet, so any id named is someone else's.
 */
export function bodyOwnId(
  field: string,
  own: (request: FastifyRequest) => Promise<number | null>,
  refuse: () => Error,
): preValidationAsyncHookHandler {
  return async (request) => {
    requireViewer(request);
    const id = bodyId(request, field);
    if (id !== null && id !== (await own(request))) throw refuse();
  };
}
