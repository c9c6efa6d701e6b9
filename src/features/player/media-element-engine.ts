import type { AudioEngine, EngineEvents } from './engine';
import {
  makeAudioElement,
  noteEngineMade,
  releaseAudioElement,
  takeFirstSound,
} from './first-sound';

/** readyState from which an element that is not paused is producing sound. */
const HAVE_FUTURE_DATA = 3;

/**
 * The audio engine on plain <audio> elements: streaming, so playback goes on in the background
 * and the lock screen sees it; play() is called in the task that asks for it, so sound starts as
 * soon as the element has data (a library that waited for 'canplay' first made the first press 5×
 * slower than a bare <audio>). One element plays; a second holds the file expected next.
 */
export function createMediaElementEngine(): AudioEngine {
  noteEngineMade();
  let current: HTMLAudioElement | null = null;
  let upcoming: { src: string; element: HTMLAudioElement } | null = null;
  /** Released elements, reused: Safari lets an element play later once a gesture has touched it. */
  const free: HTMLAudioElement[] = [];
  let stopListening: (() => void) | null = null;
  /** A play() was asked for and its 'playing' not reported yet. */
  let awaitingPlay = false;
  let events: EngineEvents | null = null;
  let volume = 1;
  let muted = false;

  const obtain = () => free.pop() ?? makeAudioElement();
  const release = (element: HTMLAudioElement) => {
    releaseAudioElement(element);
    if (free.length < 2) free.push(element);
    else element.remove();
  };

  /** The preloaded element for `src`, taken (once); any other preload is let go. */
  const takeUpcoming = (src: string): HTMLAudioElement | null => {
    const found = upcoming;
    upcoming = null;
    if (found && found.src === src) return found.element;
    if (found) release(found.element);
    return null;
  };

  const listen = (element: HTMLAudioElement, to: EngineEvents) => {
    const onMetadata = () => to.onLoad();
    const onPlaying = () => {
      if (!awaitingPlay) return;
      awaitingPlay = false;
      to.onPlay();
    };
    const onEnded = () => to.onEnd();
    const onError = () => to.onError(`media error ${element.error?.code ?? ''}`.trim());
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('ended', onEnded);
    element.addEventListener('error', onError);
    stopListening = () => {
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('error', onError);
    };
    // A preloaded or first-press element may have got this far before anyone listened.
    if (element.error) queueMicrotask(onError);
    else if (element.readyState > 0) queueMicrotask(onMetadata);
  };

  const dropCurrent = () => {
    stopListening?.();
    stopListening = null;
    awaitingPlay = false;
    if (current) release(current);
    current = null;
  };

  return {
    load(src: string, to: EngineEvents) {
      dropCurrent();
      events = to;
      let element = takeFirstSound(src) ?? takeUpcoming(src);
      if (!element) {
        element = obtain();
        element.src = src;
      }
      element.volume = volume;
      element.muted = muted;
      current = element;
      listen(element, to);
    },
    preload(src: string) {
      if (upcoming?.src === src) return;
      if (upcoming) release(upcoming.element);
      const element = obtain();
      element.src = src;
      upcoming = { src, element };
    },
    play() {
      const element = current;
      if (!element) return;
      // Inside a press, a spare element is touched too, so Safari lets the next song play in it.
      if (free.length === 0) free.push(makeAudioElement());
      for (const spare of free) spare.load();
      if (!element.paused && element.readyState >= HAVE_FUTURE_DATA) {
        queueMicrotask(() => events?.onPlay());
        return;
      }
      awaitingPlay = true;
      // Old engines (and jsdom) return nothing from play(): Promise.resolve covers both.
      Promise.resolve(element.play()).catch((error: unknown) => {
        // AbortError: a pause or another song came first, which is no failure.
        if (
          error instanceof DOMException &&
          error.name === 'NotAllowedError' &&
          current === element
        ) {
          awaitingPlay = false;
          events?.onError('play not allowed');
        }
      });
    },
    pause() {
      awaitingPlay = false;
      current?.pause();
    },
    stop() {
      awaitingPlay = false;
      if (!current) return;
      current.pause();
      current.currentTime = 0;
    },
    seek(seconds: number) {
      if (current) current.currentTime = seconds;
    },
    position() {
      const value = current?.currentTime ?? 0;
      return Number.isFinite(value) ? value : 0;
    },
    duration() {
      const value = current?.duration ?? 0;
      return Number.isFinite(value) ? value : 0;
    },
    setVolume(next: number) {
      volume = next;
      if (current) current.volume = next;
    },
    setMuted(next: boolean) {
      muted = next;
      if (current) current.muted = next;
    },
    unload() {
      dropCurrent();
      events = null;
      if (upcoming) release(upcoming.element);
      upcoming = null;
    },
  };
}
