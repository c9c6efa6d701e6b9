import { holdWorkerInstall } from '../../lib/sw-bridge';

/**
 * The first press of play on a visit, before the player's code has loaded: the media element is
 * made before the press (prepared, loading nothing) and started in the press's own task, and the engine takes it over when it is made,
 * already playing, without a second request. Part of the first download, so it stays this small.
 */

/** How long the screen may wait for a song to sound before it shows it loading. */
export const QUIET_START_MS = 100;

/**
 * How long the player's code waits for a first press's song to sound before it loads anyway (a
 * file that neither plays nor fails, on a stalled link). Loaded sooner, after QUIET_START_MS,
 * its first draw held the main thread 130–360 ms (CPU slowed 4×) while the element waited on it
 * to report its data, so a phone heard the song then instead of at ~100 ms; meanwhile the
 * pressed button shows it is starting (PlayButton).
 */
export const SOUND_WAIT_MS = 2000;

/**
 * Where the player's elements live: a hidden element of index.html, so adding one restyles only
 * it. Added straight to <body>, an element restyled the whole page inside the press of play
 * (19 ms with the CPU slowed 4×) before the media element could start.
 */
function audioHost(): HTMLElement {
  const found = document.getElementById('audio-host');
  if (found) return found;
  const host = document.createElement('div');
  host.id = 'audio-host';
  host.hidden = true;
  document.body.appendChild(host);
  return host;
}

/** A hidden <audio> in the document, so tools and assistive technology find what is playing. */
export function makeAudioElement(): HTMLAudioElement {
  const element = new Audio();
  element.preload = 'auto';
  element.hidden = true;
  element.setAttribute('aria-hidden', 'true');
  audioHost().appendChild(element);
  return element;
}

/** Stops an element and lets go of its file and connection. */
export function releaseAudioElement(element: HTMLAudioElement): void {
  element.pause();
  element.removeAttribute('src');
  element.load();
}

let engineMade = false;

/**
 * The element made for the next press of play: prepared while a pointer or focus rests on a play
 * button (`preload="none"`, or `"metadata"` under a mouse: warmFirstSound), started by the press.
 */
let first: { src: string; element: HTMLAudioElement; sounding: Promise<void> | null } | null = null;

/**
 * The song its page keeps prepared while no button is (a song page's own song, at idle): a pointer
 * passing over another song's button borrows the one element, and leaving gives it back.
 */
let standing: string | null = null;

/** The engine exists: from now on it starts every song itself. */
export function noteEngineMade(): void {
  engineMade = true;
}

function discardFirst(): void {
  if (!first) return;
  releaseAudioElement(first.element);
  first.element.remove();
  first = null;
}

/**
 * Makes the element for `src` ahead of its press, without loading anything: on a press the
 * browser only has to start the load it already set up. Made in the press itself, the element's
 * load waited behind the press's frames (a bare element made by a click is ~1.4× one made by
 * script in an idle page; one prepared ahead and started on the mouse's press, ~1.1×).
 */
export function prepareFirstSound(src: string): void {
  // A song started by a press keeps its element until the engine takes it: a pointer crossing
  // another button on its way must not silence it.
  if (!first?.sounding) preparedFor(src);
}

/**
 * A mouse rests on `src`'s button: its element starts loading the file's start, so a press finds
 * the player built and the first bytes on their way (`preload="none"` left both to the press:
 * 2–4 ms of play() building the player in the press's task, then the request). Only for a
 * mouse's hover, a desktop's: a touch or a focus moving through buttons loads nothing. For
 * WARM_MS at most: a hand that comes to press does so in the moment after it arrives.
 */
export function warmFirstSound(src: string): void {
  if (first?.sounding) return;
  const element = preparedFor(src);
  if (element.preload !== 'none') return;
  element.preload = 'metadata';
  setTimeout(() => coolUnpressed(element), WARM_MS);
}

/**
 * How long a hover's element loads without a press. Chromium does not stop at the file's start
 * under `preload="metadata"`: from a server that sends as fast as asked, it read a 4-minute file
 * (3.9 MB) at the link's pace, so a mouse parked on a button cost the song.
 */
export const WARM_MS = 1000;

/** A warmed element still unpressed is let go for one that loads nothing, so the bytes stop. */
function coolUnpressed(element: HTMLAudioElement): void {
  if (first?.element !== element || first.sounding) return;
  const { src } = first;
  discardFirst();
  preparedFor(src);
}

/** The page's own song, prepared now and again whenever a button lets the element go. */
export function prepareStandingSound(src: string): void {
  standing = src;
  if (!first) preparedFor(src);
}

/** The page that kept `src` prepared is gone. */
export function forgetStandingSound(src: string): void {
  if (standing !== src) return;
  standing = null;
  forgetPreparedSound(src);
}

function preparedFor(src: string): HTMLAudioElement {
  if (first?.src === src) return first.element;
  discardFirst();
  const element = makeAudioElement();
  element.preload = 'none';
  element.src = src;
  first = { src, element, sounding: null };
  return element;
}

/** The pointer or focus left without a press: the prepared element goes, or back to the page's. */
export function forgetPreparedSound(src: string): void {
  if (first?.src !== src || first.sounding || src === standing) return;
  discardFirst();
  if (standing) preparedFor(standing);
}

/**
 * Starts `src` at once when no engine exists yet, in the prepared element if there is one.
 * Resolves when it sounds, fails or is refused, or after SOUND_WAIT_MS, so the player's code
 * loads and renders without holding the main thread while the element needs it. A second call
 * for the same file (the click that ends the press that started it) gets the same promise.
 */
export function startFirstSound(src: string): Promise<void> {
  if (engineMade) return Promise.resolve();
  if (first?.src === src && first.sounding) {
    // Started by the press; an engine where only the release is a user activation refused that
    // play(), and the click, which is one everywhere, plays it now.
    if (first.element.paused) Promise.resolve(first.element.play()).catch(() => undefined);
    return first.sounding;
  }
  const element = preparedFor(src);
  const sounding = new Promise<void>((resolve) => {
    const done = () => resolve();
    element.addEventListener('playing', done, { once: true });
    element.addEventListener('error', done, { once: true });
    setTimeout(done, SOUND_WAIT_MS);
    // A refusal shows through the engine, which plays the element again once it takes it.
    Promise.resolve(element.play()).catch(done);
  });
  // After play(), which starts the load itself: the change alone set up the whole player first.
  element.preload = 'auto';
  first = { src, element, sounding };
  holdWorkerInstall();
  return sounding;
}

/** The element started or prepared for `src`, taken once; one made for another file is let go. */
export function takeFirstSound(src: string): HTMLAudioElement | null {
  if (first?.src !== src) {
    discardFirst();
    return null;
  }
  const { element } = first;
  first = null;
  element.preload = 'auto';
  return element;
}

/** The player could not load, or the press that started a sound was abandoned. */
export function dropFirstSound(): void {
  discardFirst();
}
