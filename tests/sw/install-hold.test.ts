/**
 * A song started on a first visit does not queue behind the worker's install.
 * While a page says a song is starting, the install's next download waits out the hold
 * (sw/precache-install.ts), and no page can hold it for long.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_INSTALL_HOLD_MS, PLAYBACK_START_HOLD_MS } from '../../domain/worker-messages';
import type * as InstallHold from '../../sw/install-hold';

let holdInstall: typeof InstallHold.holdInstall;
let waitOutInstallHold: typeof InstallHold.waitOutInstallHold;

/** Resolves to the time the install's next download was let go. */
function fetchAllowedAt(): { at: () => number | null } {
  let at: number | null = null;
  void waitOutInstallHold().then(() => {
    at = Date.now();
  });
  return { at: () => at };
}

beforeEach(async () => {
  // The hold is the module's own state, and the pure files share one registry (vitest.config.ts,
  // isolate: false): each test gets the module fresh, so no other file's hold reaches it.
  vi.resetModules();
  ({ holdInstall, waitOutInstallHold } = await import('../../sw/install-hold'));
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the install makes way for a song that starts', () => {
  it('lets install downloads go at once when nothing is starting', async () => {
    vi.setSystemTime(100_000);
    const fetch = fetchAllowedAt();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.at()).toBe(100_000);
  });

  it('holds the next install download until the hold is over', async () => {
    vi.setSystemTime(200_000);
    holdInstall(PLAYBACK_START_HOLD_MS);
    const fetch = fetchAllowedAt();
    await vi.advanceTimersByTimeAsync(PLAYBACK_START_HOLD_MS - 1);
    expect(fetch.at()).toBeNull();
    // A second start during the hold extends it.
    holdInstall(PLAYBACK_START_HOLD_MS);
    await vi.advanceTimersByTimeAsync(2);
    expect(fetch.at()).toBeNull();
    await vi.advanceTimersByTimeAsync(PLAYBACK_START_HOLD_MS);
    expect(fetch.at()).toBe(200_000 + 2 * PLAYBACK_START_HOLD_MS - 1);
  });

  it('caps what a page may ask for', async () => {
    vi.setSystemTime(400_000);
    holdInstall(24 * 60 * 60 * 1000);
    const fetch = fetchAllowedAt();
    await vi.advanceTimersByTimeAsync(MAX_INSTALL_HOLD_MS);
    expect(fetch.at()).toBe(400_000 + MAX_INSTALL_HOLD_MS);
  });
});
