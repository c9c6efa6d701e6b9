/**
 * The retry schedule behind queued changes and the server probe (docs/product.md "Offline-first":
 * nothing waits forever, nothing hammers a server that is down).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRetry,
  MAX_RETRY_DELAY_MS,
  resetRetriesForTests,
  retryDelayMs,
} from '../../../src/lib/retry';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stays at 10 s, so a returning server is heard within 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect(MAX_RETRY_DELAY_MS).toBeLessThan(15_000);
  });
});

describe('createRetry', () => {
  it('tries again on the schedule until the task reports done, then stops', async () => {
    const results = [false, false, false, true];
    const task = vi.fn(async () => results.shift() ?? true);
    const retry = createRetry(task);
    retry.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(retry.isWaiting()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(task).toHaveBeenCalledTimes(4);
    expect(retry.isWaiting()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('counts a throw as not done', async () => {
    const task = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValue(true);
    const retry = createRetry(task);
    retry.kick();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(retry.isWaiting()).toBe(false);
  });

  it('a kick runs at once and starts the back-off over; runs never overlap', async () => {
    let release: (done: boolean) => void = () => undefined;
    let running = 0;
    let most = 0;
    const task = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          release = (done) => {
            running -= 1;
            resolve(done);
          };
        }),
    );
    const retry = createRetry(task);
    retry.kick();
    retry.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    release(false);
    // The kick that came while running asks for one more run right after.
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    release(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(most).toBe(1);
  });

  it('later() waits one delay and does nothing when a try is already scheduled', async () => {
    const task = vi.fn(async () => true);
    const retry = createRetry(task);
    retry.later();
    retry.later();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can keep its grown delay after a success, so a half-working server is not hammered', async () => {
    const task = vi.fn(async () => false);
    const retry = createRetry(task, { keepBackoffAfterSuccess: true });
    retry.kick();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(task).toHaveBeenCalledTimes(4);
    task.mockResolvedValueOnce(true);
    await vi.advanceTimersByTimeAsync(8000);
    expect(task).toHaveBeenCalledTimes(5);
    retry.later();
    await vi.advanceTimersByTimeAsync(8000);
    expect(task).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(6);
  });

  it('a reset disowns a run that will never end, so the next kick runs', async () => {
    const task = vi
      .fn<() => Promise<boolean>>()
      .mockReturnValueOnce(new Promise<boolean>(() => undefined))
      .mockResolvedValue(true);
    const retry = createRetry(task);
    retry.kick();
    await vi.advanceTimersByTimeAsync(0);
    retry.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    resetRetriesForTests();
    retry.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
