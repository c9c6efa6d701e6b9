import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FIRST_SCREEN_MARK } from '../domain/performance-marks';
import { colorSchemeProps, useThemeColorMeta } from './lib/color-scheme';
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
  // The moment the screen replaced the first frame: npm run bench reads it in every engine.
  useEffect(() => {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) {
      performance.mark(FIRST_SCREEN_MARK);
    }
  }, []);
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
