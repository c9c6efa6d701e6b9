/**
 * The first press of play on a visit, before the player's code has loaded: the media element is
 * made and started in the click's own task (issue 17's first-play budget), and the engine takes
 * it over when it is made, already playing, without a second request. Part of the first
 * download, so it stays this small.
 */

/** How long the screen may wait for a song to sound before it shows it loading. */
export const QUIET_START_MS = 100;

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
let first: { src: string; element: HTMLAudioElement } | null = null;

/** The engine exists: from now on it starts every song itself. */
export function noteEngineMade(): void {
  engineMade = true;
}

/**
 * Starts `src` at once when no engine exists yet. Resolves when it sounds, fails, or after
 * QUIET_START_MS, so the player's code loads and renders without holding the main thread while
 * the element needs it.
 */
export function startFirstSound(src: string): Promise<void> {
  if (engineMade) return Promise.resolve();
  if (first) releaseAudioElement(first.element);
  const element = makeAudioElement();
  element.src = src;
  first = { src, element };
  return new Promise((resolve) => {
    const done = () => resolve();
    element.addEventListener('playing', done, { once: true });
    element.addEventListener('error', done, { once: true });
    setTimeout(done, QUIET_START_MS);
    // A refusal shows through the engine, which plays the element again once it takes it.
    Promise.resolve(element.play()).catch(done);
  });
}

/** The element started for `src`, taken once; one started for another file is let go. */
export function takeFirstSound(src: string): HTMLAudioElement | null {
  const found = first;
  first = null;
  if (!found) return null;
  if (found.src === src) return found.element;
  releaseAudioElement(found.element);
  return null;
}

/** The player could not load: nothing may go on sounding without a bar to stop it. */
export function dropFirstSound(): void {
  if (first) releaseAudioElement(first.element);
  first = null;
}
