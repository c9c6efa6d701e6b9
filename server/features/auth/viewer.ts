/**
 * Who is asking. Services take a Viewer (or null for a visitor) so visibility rules live in one
 * place; the session plugin fills request.viewer once sign-in exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../domain/genres';

export interface Viewer {
  userId: number;
  roles: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The one helper that compares roles (DECISIONS "Identity and roles": roles are always a list). */
export function hasRole(roles: readonly string[] | null | undefined, role: Role): boolean {
  return Array.isArray(roles) && roles.includes(role);
}

export function isAdmin(viewer: Viewer | null): boolean {
  return viewer !== null && hasRole(viewer.roles, 'admin');
}

export function registerViewer(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
}

export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.viewer;
}
