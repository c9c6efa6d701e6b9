import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../../../src/App';
import { createQueryClient } from '../../../src/lib/query-client';
import { createAppRouter } from '../../../src/router';

/** Renders the whole app (providers, router, layout) at `path`, as the browser would. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, { history });
  const result = render(<App queryClient={queryClient} router={router} />);
  return { ...result, router, queryClient, history };
}
