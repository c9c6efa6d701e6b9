/** A press that makes no click (released elsewhere, a drag) counts as over after this long. */
export const PRESS_WINDOW_MS = 1000;

/**
 * Calls `onEnd` once, when the pointer press now going down is over: with its click, seen in the
 * capture phase before any other handler, or with `null` after PRESS_WINDOW_MS if it makes none.
 * Registered outside React, so it outlives whatever the press itself closes or unmounts.
 */
export function whenPressEnds(onEnd: (click: MouseEvent | null) => void): void {
  const onClick = (click: MouseEvent) => end(click);
  const timer = setTimeout(() => end(null), PRESS_WINDOW_MS);
  function end(click: MouseEvent | null) {
    clearTimeout(timer);
    document.removeEventListener('click', onClick, true);
    onEnd(click);
  }
  document.addEventListener('click', onClick, true);
}
