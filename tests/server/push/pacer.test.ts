/**
 * The fan-out's pace (docs/architecture.md "Push notices"): pushes start one every
 * PUSH_SPACING_MS however many lanes wait at once, so the API's requests pass between them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPacer, PUSH_SPACING_MS } from '../../../server/features/push/fanout';

afterEach(() => {
  vi.useRealTimers();
});

describe('the fan-out’s pace', () => {
  it('lets waiting pushes go one every PUSH_SPACING_MS, the first at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const pace = createPacer(PUSH_SPACING_MS);
    const started: number[] = [];
    const lanes = Array.from({ length: 5 }, () =>
      pace().then(() => started.push(performance.now())),
    );
    await vi.runAllTimersAsync();
    await Promise.all(lanes);
    const first = started[0] ?? 0;
    expect(started.map((at) => at - first)).toEqual(
      [0, 1, 2, 3, 4].map((n) => n * PUSH_SPACING_MS),
    );
  });

  it('does not make a push wait after a pause longer than the spacing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const pace = createPacer(PUSH_SPACING_MS);
    await Promise.all([pace(), vi.runAllTimersAsync()]);
    await vi.advanceTimersByTimeAsync(10 * PUSH_SPACING_MS);
    const before = performance.now();
    await Promise.all([pace(), vi.runAllTimersAsync()]);
    expect(performance.now() - before).toBe(0);
  });
});
