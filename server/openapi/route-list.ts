/**
 * The routes an app answers, as registered: the authorization matrix test checks that every
 * mutating API route has its row, so a route added without deciding who may call it fails there.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route declares its answers (the API document is made from them). */
  describesAnswers: boolean;
  /** Left out of the API document on purpose (a second spelling of a documented path). */
  hidden: boolean;
}

const registered = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording; call before any route is registered (hooks reach child scopes). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const describesAnswers = Boolean(route.schema?.response);
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, describesAnswers, hidden });
    }
  });
}

export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return registered.get(app) ?? [];
}
