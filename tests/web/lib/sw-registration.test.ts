// "The first visit" (docs/architecture.md): the service worker's install (the whole shell
// downloaded and stored) waits until the first screen has settled and a moment more, or until
// the page is hidden, where it competes with nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_MARK } from '../../../domain/performance-marks';

const made = vi.fn();
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      made(url);
    }
    addEventListener() {}
    register() {
      return Promise.resolve(undefined);
    }
  },
}));

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  // Timers only: the settled mark lives in the real performance timeline.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubEnv('PROD', true);
  // Idle moments come from the fake clock (lib/when-idle.ts falls back to a timer).
  vi.stubGlobal('requestIdleCallback', undefined);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  performance.mark(SETTLED_MARK);
  made.mockClear();
  vi.resetModules();
});

afterEach(() => {
  vi.clearAllTimers();
  visibility = 'visible';
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  performance.clearMarks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** Timers run, then the dynamic import of workbox-window settles. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

describe('registering the service worker', () => {
  it('waits three seconds after the first screen has settled, then an idle moment', async () => {
    const { registerServiceWorker, createUpdateStore } = await import('../../../src/lib/sw-bridge');
    registerServiceWorker(createUpdateStore());
    await advance(2_999);
    expect(made).not.toHaveBeenCalled();
    await advance(1 + 1_000);
    expect(made).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at once, once, when the page is hidden before its screen has settled', async () => {
    performance.clearMarks();
    const { registerServiceWorker, createUpdateStore } = await import('../../../src/lib/sw-bridge');
    registerServiceWorker(createUpdateStore());
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(1_000);
    expect(made).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
