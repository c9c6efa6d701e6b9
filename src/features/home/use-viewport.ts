import type { Viewport } from '../../../domain/row-sizes';
import { useIsNarrow, useIsWide } from '../../lib/breakpoints';

export type HomeViewport = Viewport;

export function useHomeViewport(): HomeViewport {
  return { narrow: useIsNarrow(), wide: useIsWide() };
}
