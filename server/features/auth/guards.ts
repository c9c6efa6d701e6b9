/**
 * The authorization helpers every route uses (DECISIONS "Security" 4): who is signed in, their
 * roles, ownership. They throw HttpError, which the error handler turns into 401/403 in Spanish.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../domain/roles';
import { HttpError } from '../../plugins/errors';
import { ACCOUNT_TEXTS } from './texts';
import { hasRole, isAdmin, type Viewer } from './viewer';

export function unauthorized(): HttpError {
  return new HttpError(401, ACCOUNT_TEXTS.mustSignIn);
}

export function forbidden(message: string = ACCOUNT_TEXTS.forbidden): HttpError {
  return new HttpError(403, message);
}

/** The signed-in person, or 401. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/** The viewer if they hold any of `roles` (401 without a session, 403 without the role). */
export function requireRole(viewer: Viewer | null, ...roles: Role[]): Viewer {
  if (!viewer) throw unauthorized();
  if (!roles.some((role) => hasRole(viewer.roles, role))) throw forbidden();
  return viewer;
}

/** The viewer if they are the person `userId` or an admin (401 / 403 otherwise). */
export function requireSelfOrAdmin(viewer: Viewer | null, userId: number): Viewer {
  if (!viewer) throw unauthorized();
  if (viewer.userId !== userId && !isAdmin(viewer)) throw forbidden();
  return viewer;
}

export function isSelf(viewer: Viewer | null, userId: number): boolean {
  return viewer !== null && viewer.userId === userId;
}
