/**
 * Who is asking. Services take a Viewer (or null for a visitor) so visibility rules live in one
 * place; the session plugin fills request.viewer once sign-in exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasRole } from '../../../domain/roles';

// The one role comparison lives in domain/ so the browser and the server cannot disagree.
export { hasRole };

export interface Viewer {
  userId: number;
  roles: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
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
