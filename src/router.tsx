import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './layout/ErrorPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Spec section 2: the router scrolls to the top on every path change; going back restores
    // where the person was, as a browser does.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Route loaders read through react-query, which already decides freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // Spec section 2: search results use '+' for spaces, which must stay readable in the URL.
    pathParamsAllowedCharacters: ['+'],
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
