import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { tracked } from './pending-work';

/**
 * React.lazy whose chunk, while on its way, counts as pending work (src/lib/pending-work.ts): a
 * screen waiting for a part's code has not settled. The app's one way to load a component later.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound
export function lazyTracked<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => tracked(load()));
}
