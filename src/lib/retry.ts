/**
 * Trying again without hammering a server that is down, nor waiting forever for one that is back:
 * 1 s, 2 s, 4 s, 8 s, then every 10 s. The ceiling keeps "sent within 15 s of the server's return"
 * true while costing a phone one tiny request per 10 s, and only while something waits.
 */
const FIRST_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 10_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt), MAX_RETRY_DELAY_MS);
}

export interface RetryTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: RetryTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Retry {
  /** Runs now (and resets the back-off); a run already under way runs once more after it. */
  kick(): void;
  /** Schedules a try after the next back-off delay, unless one is already scheduled or running. */
  later(): void;
  /** True while a later try is scheduled, i.e. the last one did not finish the job. */
  isWaiting(): boolean;
  stop(): void;
  /** Forgets everything, a run under way included (resetRetriesForTests). */
  reset(): void;
}

/**
 * Runs `task` until it reports the job done (true); a false or a throw schedules the next try.
 * Runs never overlap.
 */
export function createRetry(
  task: () => Promise<boolean>,
  options: {
    timers?: RetryTimers;
    /**
     * Keep the grown delay after a success (until kick): for a check that may succeed while the
     * work it unblocks still fails.
     */
    keepBackoffAfterSuccess?: boolean;
  } = {},
): Retry {
  const timers = options.timers ?? browserTimers;
  let attempt = 0;
  let timer: unknown = null;
  let running = false;
  let again = false;
  // A reset (tests: a new page) disowns a run still under way, whose end must not touch the state.
  let generation = 0;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    timer = timers.setTimeout(() => void run(), retryDelayMs(attempt));
    attempt += 1;
  };

  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    clear();
    running = true;
    const mine = generation;
    let done = false;
    try {
      done = await task();
    } catch {
      done = false;
    }
    if (mine !== generation) return;
    running = false;
    if (again) {
      again = false;
      return run();
    }
    if (done) {
      if (!options.keepBackoffAfterSuccess) attempt = 0;
      return;
    }
    schedule();
  };

  const retry: Retry = {
    kick() {
      attempt = 0;
      void run();
    },
    later() {
      if (timer === null && !running) schedule();
    },
    isWaiting: () => timer !== null,
    stop() {
      clear();
      attempt = 0;
    },
    reset() {
      generation += 1;
      running = false;
      again = false;
      clear();
      attempt = 0;
    },
  };
  everyRetry.add(retry);
  return retry;
}

const everyRetry = new Set<Retry>();

/**
 * For tests: every retry as on a fresh page. A run under way when one test ends waits on a request
 * that will never be answered; without this, every later test in the file would see it "running"
 * and its own kicks skipped.
 */
export function resetRetriesForTests(): void {
  for (const retry of everyRetry) retry.reset();
}
