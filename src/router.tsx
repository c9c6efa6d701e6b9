import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './layout/ErrorPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Behaviour every router of the app shares (tests build routers with the same defaults). */
export const routerDefaults = {
  // Spec section 2: the router scrolls to the top on every path change; going back restores
  // where the person was, as a browser does.
  scrollRestoration: true,
  defaultPreload: 'intent',
  // Route loaders read through react-query, which already decides freshness.
  defaultPreloadStaleTime: 0,
  // DECISIONS "Errors": Spanish pages instead of the router's English defaults.
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  // Spec section 2: search results use '+' for spaces, which must stay readable in the URL.
  pathParamsAllowedCharacters: ['+'],
} as const;

export interface AppRouterOptions {
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    ...routerDefaults,
    routeTree,
    context: { queryClient },
    history: options.history,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
