import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build gives it to Mantine (scripts/lib/mantine-stable-ids.ts): the
 * given id, or one from React's own useId, with no update after mount. Mantine's draws a random
 * id in a layout effect, an update inside React's commit that React renders at once, first running
 * every effect of the screen, all in the task that draws it. React's id is unique in the document
 * and stable, all an id for a label or `aria-*` needs.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
