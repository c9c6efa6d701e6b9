import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { colorSchemeProps, useThemeColorMeta } from './lib/color-scheme';
import { usePerformanceMarks } from './lib/performance-marks';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

function ThemeColorMeta() {
  useThemeColorMeta();
  return null;
}

/** Providers shared by the real entry point and the tests. */
export function App({ queryClient, router }: AppProps) {
  usePerformanceMarks(queryClient, router);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      {...colorSchemeProps}
    >
      <ThemeColorMeta />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
