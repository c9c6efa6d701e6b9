import { whenSettled } from './performance-marks';
import { whenIdle } from './when-idle';

/** How long after the first screen settles the start counts as over. */
const AFTER_SETTLED_MS = 3000;
/** A screen that never settles (a request that hangs) still ends the start. */
const LATEST_MS = 10_000;

/**
 * Runs `run` when the start is over: AFTER_SETTLED_MS after the first screen has settled, then
 * when the browser is idle; at once (when idle) in a page that is hidden. For work a first visit
 * needs soon but not beside the first screen, nor beside what follows it at once (rows drawn in
 * the background, the person's first taps): installing the service worker, making the database.
 */
export function afterStart(run: () => void): void {
  const runAtIdle = () => whenIdle(run, { timeoutMs: 5000, fallbackMs: 1000 });
  let started = false;
  let timer: number | undefined;
  const startNow = () => {
    if (started) return;
    started = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', startIfHidden);
    runAtIdle();
  };
  const startIfHidden = () => {
    if (document.visibilityState === 'hidden') startNow();
  };
  document.addEventListener('visibilitychange', startIfHidden);
  whenSettled(() => {
    timer = window.setTimeout(startNow, AFTER_SETTLED_MS);
  }, LATEST_MS);
}
