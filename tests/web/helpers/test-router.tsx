import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppLayout } from '../../../src/layout/AppLayout';
import { createQueryClient } from '../../../src/lib/query-client';
import { type RouterContext, routerDefaults } from '../../../src/router';
import { theme } from '../../../src/theme';

/**
 * A router with the app's layout and defaults but routes chosen by the test, for behaviour that
 * depends on screens loaded apart (search results) or on failures (error page). `beside` is drawn
 * next to the layout and stays mounted across navigations, as the app's player bar does; a
 * route's `loader` holds its arrival, as a slow page's data or code does.
 */
export function renderWithRoutes(
  path: string,
  extra: Array<{ path: string; component: () => ReactNode; loader?: () => Promise<unknown> }>,
  beside?: ReactNode,
) {
  const queryClient = createQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <AppLayout />
        {beside}
      </>
    ),
  });
  const children: AnyRoute[] = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Portada</p> }),
    ...extra.map((route) =>
      createRoute({
        getParentRoute: () => root,
        path: route.path,
        component: route.component,
        loader: route.loader,
      }),
    ),
  ];
  const router = createRouter({
    ...routerDefaults,
    routeTree: root.addChildren(children),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}
