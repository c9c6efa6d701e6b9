import { useDeferredValue, useEffect } from 'react';
import { startWork } from './pending-work';

/**
 * `useDeferredValue`, with its background render counted as pending work until it has drawn the
 * latest value: the settled mark (performance-marks.ts) must not be set while a screen is still
 * drawing what its data brought, which at 4× CPU takes more than the two frames it waits.
 */
export function useTrackedDeferredValue<T>(value: T): T {
  const shown = useDeferredValue(value);
  const drawing = !Object.is(shown, value);
  useEffect(() => (drawing ? startWork() : undefined), [drawing]);
  return shown;
}
