import { useIsNarrow, useIsWide } from '../../lib/breakpoints';
import type { Viewport } from './row-sizes';

export type HomeViewport = Viewport;

export function useHomeViewport(): HomeViewport {
  return { narrow: useIsNarrow(), wide: useIsWide() };
}
