import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/** Providers shared by the real entry point and the tests. */
export function App({ queryClient, router }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // The app has one colour scheme: forcing it spares reading a saved choice at every start.
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
