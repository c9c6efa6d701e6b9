import { useEffect } from 'react';
import { whenPressEnds } from './press-end';

/** A press on the open menu or on its trigger (which says aria-expanded) is the menu's own. */
const INSIDE = '[role="menu"], [aria-expanded="true"]';

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
      whenPressEnds((click) => {
        click?.preventDefault();
        click?.stopPropagation();
      });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [opened]);
}
