import { useCallback, useEffect, useRef } from 'react';
import { whenPressEnds } from './press-end';

/**
 * Runs a callback once the pointer press under way has made its click, or at once when no press
 * is under way (the keyboard). For hiding something when the focus leaves it: hiding moves up what
 * lies below, and a focus that leaves because a button below is being pressed would otherwise
 * move that button from under the pointer between the press and the release, and the click would
 * be lost. A tap is the same: its click goes where the finger was when the tap's mouse events were
 * sent, after the focus has moved.
 */
export function useAfterPress(): (callback: () => void) => void {
  const press = useRef<{ waiting: (() => void)[] } | null>(null);

  useEffect(() => {
    const onPointerDown = () => {
      const current = { waiting: [] as (() => void)[] };
      press.current = current;
      const end = () => {
        if (press.current === current) press.current = null;
        for (const callback of current.waiting.splice(0)) callback();
      };
      // After the click's own handlers (a row added, the focus moved), not before them.
      whenPressEnds((click) => {
        if (click) setTimeout(end, 0);
        else end();
      });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      press.current = null;
    };
  }, []);

  return useCallback((callback: () => void) => {
    if (press.current) press.current.waiting.push(callback);
    else callback();
  }, []);
}
