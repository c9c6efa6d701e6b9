import { type PointerEvent, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { prefersLight } from '../offline/audio-source';
import {
  dropFirstSound,
  forgetPreparedSound,
  forgetStandingSound,
  prepareFirstSound,
  prepareStandingSound,
  QUIET_START_MS,
  startFirstSound,
  warmFirstSound,
} from './first-sound';

/**
 * What a play button does before its click so the song sounds sooner:
 * while a pointer or focus rests on it, its file's element is prepared; under a mouse (a
 * desktop's) it also starts loading the file's start for a second, unless the data saver is
 * on; a focus or a touch loads nothing before the press.
 * A mouse's press, already a user activation in HTML, starts it, ahead of the release, its frame
 * and the click. A touch's press only prepares (a touch activates on release), and a press that
 * ends away from the button is no click, so its sound is let go. `src` is null when the press
 * will not start a new file (offline, or the song already on the bar).
 */
export function firstSoundPress(src: string | null) {
  const prepare = () => {
    if (src) prepareFirstSound(src);
  };
  const forget = () => {
    if (src) forgetPreparedSound(src);
  };
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse' || !src) return;
      if (prefersLight()) prepare();
      else warmFirstSound(src);
    },
    onPointerLeave: forget,
    onFocus: prepare,
    onBlur: forget,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!src) return;
      if (event.pointerType !== 'mouse' || event.button !== 0) {
        prepare();
        return;
      }
      const button = event.currentTarget;
      void startFirstSound(src);
      const settle = (end: Event) => {
        document.removeEventListener('pointerup', settle, true);
        document.removeEventListener('pointercancel', settle, true);
        if (end.type === 'pointercancel' || !button.contains(end.target as Node)) dropFirstSound();
      };
      document.addEventListener('pointerup', settle, true);
      document.addEventListener('pointercancel', settle, true);
    },
  };
}

/**
 * Prepares `src`'s element once the page is idle and again after a pointer or focus on another
 * song's button lets the element go; lets it go with the page if never pressed.
 */
export function usePreparedAtIdle(src: string | null): void {
  useEffect(() => {
    if (!src) return;
    const cancel = whenIdle(() => prepareStandingSound(src), { timeoutMs: 2000 });
    return () => {
      cancel();
      forgetStandingSound(src);
    };
  }, [src]);
}

/**
 * Whether a press's song shows as starting: from QUIET_START_MS after the press until the player
 * has it (`start` settles). A song slow to sound is seen to be coming at once, while the player's
 * own code waits for it to sound before loading (first-sound.ts, SOUND_WAIT_MS).
 */
export function useStartingShown(): [boolean, (start: Promise<unknown>) => void] {
  const [shown, setShown] = useState(false);
  const watch = useCallback((start: Promise<unknown>) => {
    const timer = setTimeout(() => setShown(true), QUIET_START_MS);
    const done = () => {
      clearTimeout(timer);
      setShown(false);
    };
    void start.then(done, done);
  }, []);
  return [shown, watch];
}
