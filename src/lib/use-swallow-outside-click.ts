import { useEffect } from 'react';

/** A press on the open menu or on its trigger (which says aria-expanded) is the menu's own. */
const INSIDE = '[role="menu"], [aria-expanded="true"]';

const SWALLOW_WINDOW_MS = 1000;

/**
 * A menu closes as the pointer goes down outside it; the click that follows would then also press
 * whatever lies underneath (a card, a link), doing two things with one tap. While `opened`, that
 * one click is swallowed: the tap only closes the menu, as people expect.
 */
export function useSwallowOutsideClick(opened: boolean): void {
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest(INSIDE)) return;
      // Registered now, outside React: the menu has closed (and this effect ended) by the click.
      const swallow = (click: MouseEvent) => {
        click.preventDefault();
        click.stopPropagation();
        stop();
      };
      const timer = setTimeout(() => stop(), SWALLOW_WINDOW_MS);
      const stop = () => {
        clearTimeout(timer);
        document.removeEventListener('click', swallow, true);
      };
      document.addEventListener('click', swallow, true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [opened]);
}
