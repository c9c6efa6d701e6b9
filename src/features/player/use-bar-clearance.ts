import { type RefObject, useEffect } from 'react';

/** The root CSS variable that says how far the player bar's top sits above the screen's bottom. */
export const PLAYER_CLEARANCE_VAR = '--player-bar-clearance';

/**
 * While the bar is on screen, keeps PLAYER_CLEARANCE_VAR on the document's root, so floating
 * notices (the update banner) sit above the bar instead of over its controls.
 * Measured, because the bar's height changes with the screen (two rows on phones, above the
 * bottom bar).
 */
export function useBarClearance(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const clearance = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty(PLAYER_CLEARANCE_VAR, `${Math.round(clearance)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(PLAYER_CLEARANCE_VAR);
    };
  }, [bar, shown]);
}
