import { storedFlag } from '../../lib/stored-flag';
import type { AudioEngine, EngineEvents } from './engine';
import {
  makeAudioElement,
  noteEngineMade,
  releaseAudioElement,
  takeFirstSound,
} from './first-sound';
import { createRemoteFollower } from './remote-playback';

/** readyState from which an element that is not paused is producing sound. */
const HAVE_FUTURE_DATA = 3;

/**
 * How long a started or sought element may stay where it started, with data and not paused,
 * before it counts as stuck. WebKitGTK's media backend reports 'playing' for a preloaded second
 * element and then never advances it, and once in a while stays put after a seek with every byte
 * of the song at hand; real Safari may or may not. Learned per engine, not from the user agent.
 */
export const STUCK_START_MS = 1500;

/**
 * The same for a preloaded element's start, judged sooner: it has the song's first seconds at
 * hand, so one that works is half a second in by then (WebKitGTK's working elements advance from
 * their 'playing' at once), and at a change of song every moment of the wait is silence. The first
 * stick of a browser cost the listener 1.5 s there, more than the second the next song may take.
 */
export const PRELOADED_STUCK_MS = 500;

/**
 * Less than this, in seconds, is not moving: WebKitGTK's stuck element goes from 0 to 1e-9 at its
 * 'playing' and stays there, and taken as a start, the song waited for the next check.
 */
const NOT_MOVED_S = 0.05;

/**
 * Where the engine keeps that this browser's preloaded elements stick. Learned on one page, it
 * holds for the next: each new start would otherwise lose STUCK_START_MS of silence at its first
 * change of song, and with 'Fundido entre canciones' most of the fade. Kept with the browser's
 * version (its user agent), so an updated browser is tried afresh; a sign-out lets it go like the
 * rest of local storage, and the engine learns it again.
 */
export const PRELOAD_STICKS_KEY = 'tambora-precarga-atascada';

/**
 * How long an element asked to play, with the music at hand, may stay without reporting
 * 'playing' before it counts as stuck too: the watch above starts at 'playing', so an element
 * that never says it (or whose play() fails with no reason given) would keep the song silent.
 */
export const SILENT_START_MS = 3000;

/**
 * Whether `element` holds the music from where it is: it says so (readyState), or a second of it
 * from there is buffered. WebKitGTK says HAVE_CURRENT_DATA after every seek, while it plays on and
 * while it is stuck, with the whole song buffered; an element that waits for the network has
 * neither, and is not stuck.
 */
function hasMusicAhead(element: HTMLMediaElement): boolean {
  if (element.readyState >= HAVE_FUTURE_DATA) return true;
  const at = element.currentTime;
  const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
  const needed = Math.min(at + 1, end);
  const ranges = element.buffered;
  for (let index = 0; index < (ranges?.length ?? 0); index += 1) {
    if (ranges.start(index) <= at && ranges.end(index) >= needed) return true;
  }
  return false;
}

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
  /** A preloaded element was seen stuck in this browser: songs load into a working element. */
  const stickSeen = storedFlag(PRELOAD_STICKS_KEY, navigator.userAgent);
  let preloadedElementsStick = stickSeen.isSet();
  const learnPreloadedElementsStick = () => {
    preloadedElementsStick = true;
    stickSeen.set();
  };
  /** Whether `current` came preloaded (the engine may learn preloaded elements stick). */
  let currentPreloaded = false;
  let stuckTimer: ReturnType<typeof setTimeout> | undefined;
  /** The element a seek was asked of, until its 'seeked'. */
  let seekAskedOf: HTMLAudioElement | null = null;
  /**
   * 'Fundido entre canciones': the element of the song going out, still sounding under `current`
   * until the fade is over, and how to stop following it.
   */
  let fading: { element: HTMLAudioElement; seconds: number; stop: () => void } | null = null;
  /** 'Transmitir', where the browser can send media to a speaker or TV. */
  const remote = createRemoteFollower();
  /** An element a device plays is never swapped: its position is the device's. */
  const onDevice = (element: HTMLAudioElement) => remote?.holds(element) ?? false;
  /**
   * 'Transmitir' follows the element that plays, after the task that loads it: asking the browser
   * about devices must not stand between a press and its sound (the first press of play).
   */
  const followRemote = (element: HTMLAudioElement) => {
    if (!remote) return;
    setTimeout(() => {
      if (current === element) remote.follow(element);
    }, 0);
  };

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
    // Preloading still warms the audio cache through the service worker when the element is not
    // used to play.
    if (found && found.src === src && !preloadedElementsStick) return found.element;
    if (found) release(found.element);
    return null;
  };

  /**
   * Moves the song from an element that started and never advanced into another one at the same
   * position: the spare one, which has played before and so may play again without a press.
   */
  const moveToWorkingElement = (stuck: HTMLAudioElement, to: EngineEvents) => {
    // A start that never moved begins again from the top: a seek to 1e-9 is one more seek for
    // WebKitGTK to stay put after.
    const at = stuck.currentTime < NOT_MOVED_S ? 0 : stuck.currentTime;
    stopListening?.();
    const element = obtain();
    element.src = stuck.currentSrc || stuck.src;
    element.volume = volume;
    element.muted = muted;
    release(stuck);
    current = element;
    currentPreloaded = false;
    listen(element, to, false);
    followRemote(element);
    // Set before the metadata, the position would rest on each engine's default playback start
    // position; set once the element knows the song, it holds in all. The element may meanwhile
    // have been let go and taken for another song.
    if (at > 0 && element.readyState > 0) element.currentTime = at;
    else if (at > 0) {
      const song = element.src;
      const resume = () => {
        if (current === element && element.src === song) element.currentTime = at;
      };
      element.addEventListener('loadedmetadata', resume, { once: true });
    }
    Promise.resolve(element.play()).catch(() => undefined);
  };

  /**
   * Checks, a moment after it started or landed, that `element` really advances; one that has
   * data, is not paused and has not moved is stuck, and `onStuck` runs. While it plays on, it is
   * checked again every moment, and one that stops mid-song with the music at hand goes on in
   * another element (`onStalled`): WebKitGTK now and then stops a song two seconds in for good.
   */
  const watchAdvance = (
    element: HTMLAudioElement,
    onStuck: () => void,
    onStalled: () => void = onStuck,
    withinMs = STUCK_START_MS,
  ) => {
    clearTimeout(stuckTimer);
    const from = element.currentTime;
    stuckTimer = setTimeout(() => {
      if (current !== element || onDevice(element) || element.paused || element.ended) return;
      const moved = Math.abs(element.currentTime - from) >= NOT_MOVED_S;
      const stuck = !element.seeking && hasMusicAhead(element) && !moved;
      if (stuck) onStuck();
      else watchAdvance(element, onStalled);
    }, withinMs);
  };

  /** After play() is asked of `element`: one that has the music and never starts is moved. */
  const watchStart = (element: HTMLAudioElement) => {
    clearTimeout(stuckTimer);
    stuckTimer = setTimeout(() => {
      const to = events;
      if (current !== element || !awaitingPlay || !hasMusicAhead(element) || !to) return;
      if (onDevice(element)) return;
      if (currentPreloaded) learnPreloadedElementsStick();
      // Still awaiting: the working element's 'playing' reports the start.
      moveToWorkingElement(element, to);
    }, SILENT_START_MS);
  };

  const listen = (element: HTMLAudioElement, to: EngineEvents, preloaded: boolean) => {
    const onMetadata = () => to.onLoad();
    const onPlaying = () => {
      if (!awaitingPlay) return;
      awaitingPlay = false;
      watchAdvance(
        element,
        () => {
          if (preloaded) learnPreloadedElementsStick();
          moveToWorkingElement(element, to);
        },
        // A stop mid-song says nothing of how preloaded elements start.
        () => moveToWorkingElement(element, to),
        preloaded ? PRELOADED_STUCK_MS : STUCK_START_MS,
      );
      to.onPlay();
    };
    // Only the listener's own seeks are watched: the move's own landing is not moved again.
    const onSeeked = () => {
      if (seekAskedOf !== element) return;
      seekAskedOf = null;
      watchAdvance(element, () => moveToWorkingElement(element, to));
    };
    const onEnded = () => to.onEnd();
    const onTime = () => to.onTime?.();
    const onError = () => to.onError(`media error ${element.error?.code ?? ''}`.trim());
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('ended', onEnded);
    element.addEventListener('error', onError);
    element.addEventListener('timeupdate', onTime);
    stopListening = () => {
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('error', onError);
      element.removeEventListener('timeupdate', onTime);
    };
    // A preloaded or first-press element may have got this far before anyone listened.
    if (element.error) queueMicrotask(onError);
    else if (element.readyState > 0) queueMicrotask(onMetadata);
  };

  /**
   * One step of the fade, from where the new song is (equal power: the sum sounds as loud
   * throughout). Driven by both elements' timeupdate, which a hidden page still gets, and by a
   * short interval for smoothness while the page is on screen.
   */
  const stepFade = () => {
    if (!fading || !current) return;
    const done = Math.min(1, current.currentTime / fading.seconds);
    current.volume = volume * Math.sin((done * Math.PI) / 2);
    fading.element.volume = volume * Math.cos((done * Math.PI) / 2);
    if (done >= 1) endFade();
  };

  /** The fade is over (or cut short): the old song goes, the new one is at the set volume. */
  const endFade = () => {
    if (!fading) return;
    const { element, stop } = fading;
    fading = null;
    stop();
    release(element);
    if (current) current.volume = volume;
  };

  const startFade = (outgoing: HTMLAudioElement, incoming: HTMLAudioElement, seconds: number) => {
    incoming.volume = 0;
    const interval = setInterval(stepFade, 50);
    outgoing.addEventListener('timeupdate', stepFade);
    incoming.addEventListener('timeupdate', stepFade);
    // The old song reaching its end ends the fade too.
    outgoing.addEventListener('ended', endFade);
    fading = {
      element: outgoing,
      seconds,
      stop: () => {
        clearInterval(interval);
        outgoing.removeEventListener('timeupdate', stepFade);
        incoming.removeEventListener('timeupdate', stepFade);
        outgoing.removeEventListener('ended', endFade);
      },
    };
  };

  const dropCurrent = () => {
    endFade();
    clearTimeout(stuckTimer);
    stopListening?.();
    stopListening = null;
    awaitingPlay = false;
    if (current) release(current);
    current = null;
  };

  const engine: AudioEngine = {
    load(src: string, to: EngineEvents) {
      if (current && onDevice(current)) {
        // The queue goes on on the device: the next song goes into the element it plays.
        clearTimeout(stuckTimer);
        stopListening?.();
        awaitingPlay = false;
        events = to;
        current.src = src;
        currentPreloaded = false;
        listen(current, to, false);
        return;
      }
      dropCurrent();
      events = to;
      const first = takeFirstSound(src);
      const preloaded = first ? null : takeUpcoming(src);
      let element = first ?? preloaded;
      if (!element) {
        element = obtain();
        element.src = src;
      }
      element.volume = volume;
      element.muted = muted;
      current = element;
      currentPreloaded = preloaded !== null;
      listen(element, to, currentPreloaded);
      followRemote(element);
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
      watchStart(element);
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
    crossfade(src: string, to: EngineEvents, seconds: number) {
      const outgoing = current;
      if (!outgoing || onDevice(outgoing) || outgoing.paused || seconds <= 0) {
        engine.load(src, to);
        engine.play();
        return;
      }
      endFade();
      // The old song keeps sounding, heard by no one: its events belonged to the song it was.
      clearTimeout(stuckTimer);
      stopListening?.();
      stopListening = null;
      current = null;
      engine.load(src, to);
      const incoming = current as HTMLAudioElement | null;
      if (incoming) startFade(outgoing, incoming, seconds);
      else release(outgoing);
      engine.play();
    },
    pause() {
      awaitingPlay = false;
      endFade();
      current?.pause();
    },
    stop() {
      awaitingPlay = false;
      endFade();
      if (!current) return;
      current.pause();
      current.currentTime = 0;
    },
    seek(seconds: number) {
      endFade();
      if (!current) return;
      seekAskedOf = current;
      current.currentTime = seconds;
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
      if (fading) stepFade();
      else if (current) current.volume = next;
    },
    setMuted(next: boolean) {
      muted = next;
      if (current) current.muted = next;
      if (fading) fading.element.muted = next;
    },
    remote: remote?.control,
    unload() {
      dropCurrent();
      events = null;
      if (upcoming) release(upcoming.element);
      upcoming = null;
    },
  };
  return engine;
}
