import { createRootRouteWithContext } from '@tanstack/react-router';
import { guardNavigation } from '../features/auth/route-guard';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec section 2 guards by path pattern, so a route added later is covered already.
  beforeLoad: guardNavigation,
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
