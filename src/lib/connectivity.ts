/**
 * Whether the app can reach its server. navigator.onLine only knows the device's network: with
 * Wi-Fi up and the server down it stays true, and queued changes, the banner and the player would
 * wait for an 'online' event that never comes. Every API call reports here (http.ts, fetch-json.ts):
 * an answer from the server means reachable, no answer means unreachable. While unreachable,
 * /api/v1/health is asked again with back-off, and at once when the page regains focus or becomes
 * visible or the browser says it is online; the first answer tells the whole app (onReconnect).
 * The belief outlives a page load in the tab (sessionStorage): a page opened while the server was
 * just found down starts offline, with its banner from the first paint, and asks /health at once,
 * instead of pushing everything down a moment later when its first call fails (a press aimed at a
 * button would land beside it). It is kept only once /health, asked at once, gets no answer either:
 * Firefox fails every request of a page as soon as it starts to leave (a reload, a link to another
 * page), seconds before the next page shows, and a belief kept from those failures started the
 * next page offline, where a press on a song that is not saved plays nothing.
 */
import { API_BASE, FROM_CACHE_HEADER } from '../../domain/api-base';
import { UNREACHABLE_KEY } from '../../domain/offline-texts';
import { createRetry } from './retry';

type Listener = () => void;

function rememberUnreachable(unreachable: boolean): void {
  try {
    if (unreachable) sessionStorage.setItem(UNREACHABLE_KEY, '1');
    else sessionStorage.removeItem(UNREACHABLE_KEY);
  } catch {
    // Storage refused (a private window, quota): the next page finds out for itself.
  }
}

function rememberedUnreachable(): boolean {
  try {
    return sessionStorage.getItem(UNREACHABLE_KEY) === '1';
  } catch {
    return false;
  }
}

let reachable = typeof window === 'undefined' || !rememberedUnreachable();
const changeListeners = new Set<Listener>();
const reconnectListeners = new Set<Listener>();
const answerListeners = new Set<Listener>();
let windowWatched = false;

export { FROM_CACHE_HEADER };

/** The one question the app asks: can it talk to the server now? */
export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && reachable;
}

const emit = (listeners: Set<Listener>) => {
  for (const listener of [...listeners]) listener();
};

/** Whether the server answers /health now; the answer itself tells nobody. */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(`${API_BASE}/health`, { cache: 'no-store', credentials: 'same-origin' });
    return true;
  } catch {
    return false;
  }
}

async function probeServer(): Promise<boolean> {
  const answered = await serverAnswers();
  if (answered) reportAnswer();
  else if (!reachable) rememberUnreachable(true);
  return answered;
}

/**
 * Keeps a failure for the tab's next pages once /health has no answer either. That answer wakes
 * nothing: should /health answer while the call that failed still fails, the retries waiting on
 * an answer would go again at once, in a tight loop (see `probe`); the page's own belief is
 * ended by the probe.
 */
async function confirmUnreachable(): Promise<void> {
  if (!(await serverAnswers()) && !reachable) rememberUnreachable(true);
}

// The back-off is kept after an answer: should the server answer /health while every other call
// still fails, the app retries every 10 s instead of in a tight loop.
const probe = createRetry(probeServer, { keepBackoffAfterSuccess: true });

// Found down by an earlier page of this tab: confirmed (or ended) by asking now.
if (!reachable) {
  watchWindow();
  probe.kick();
}

/** Asks the server now (a song failed to load: was it the song or the connection?). */
export async function checkServer(): Promise<boolean> {
  const answered = await probeServer();
  if (!answered) markUnreachable(true);
  return answered;
}

/** The server answered something (any status but a proxy's 502/504: see reportStatus). */
export function reportAnswer(): void {
  watchWindow();
  emit(answerListeners);
  if (reachable) return;
  reachable = true;
  rememberUnreachable(false);
  probe.stop();
  emit(changeListeners);
  if (navigator.onLine) emit(reconnectListeners);
}

/** A request got no answer: the server (or the way to it) is down, or the page is leaving. */
export function reportNoAnswer(): void {
  markUnreachable(false);
}

/** `confirmed`: /health had no answer either, so the tab's next pages may start offline. */
function markUnreachable(confirmed: boolean): void {
  watchWindow();
  if (!reachable) return;
  reachable = false;
  if (confirmed) rememberUnreachable(true);
  else void confirmUnreachable();
  emit(changeListeners);
  probe.later();
}

/** A gateway saying the server behind it does not answer counts as no answer. */
export function reportStatus(status: number): void {
  if (status === 502 || status === 504) reportNoAnswer();
  else reportAnswer();
}

function watchWindow(): void {
  if (windowWatched || typeof window === 'undefined') return;
  windowWatched = true;
  window.addEventListener('online', () => {
    emit(changeListeners);
    if (reachable) emit(reconnectListeners);
    else probe.kick();
  });
  window.addEventListener('offline', () => emit(changeListeners));
  const askAgain = () => {
    if (!reachable) probe.kick();
  };
  window.addEventListener('focus', askAgain);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') askAgain();
  });
}

function subscribeTo(listeners: Set<Listener>, listener: Listener): () => void {
  watchWindow();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Any change of isOnline() (for useOnline). */
export const subscribeConnectivity = (listener: Listener) => subscribeTo(changeListeners, listener);

/** The app can talk to the server again (the browser came online, or the server answered). */
export const onReconnect = (listener: Listener) => subscribeTo(reconnectListeners, listener);

/** Every answer from the server: work waiting for a retry may go now. */
export const onServerAnswer = (listener: Listener) => subscribeTo(answerListeners, listener);

/** Focus or a page made visible again: a moment to retry what waits, whatever the network says. */
export function onWakeUp(listener: Listener): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** For tests: back to a fresh page's belief. */
export function resetConnectivityForTests(): void {
  reachable = true;
  rememberUnreachable(false);
  probe.stop();
}
