// "The first visit" (docs/architecture.md): work the first screen must not compete with (the
// service worker's install) waits until the screen has settled, or a fixed time at most.
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_MARK } from '../../../domain/performance-marks';
import { usePerformanceMarks, whenSettled } from '../../../src/lib/performance-marks';
import type { AppRouter } from '../../../src/router';

/** A router at rest: the marks read only its status and subscribe to its loads. */
const idleRouter = {
  state: { status: 'idle' },
  subscribe: () => () => undefined,
} as unknown as AppRouter;

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe('whenSettled', () => {
  it('waits for the first screen to settle, then runs once', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const run = vi.fn();
    whenSettled(run, 60_000);
    renderHook(() => usePerformanceMarks(queryClient, idleRouter));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(SETTLED_MARK)).toHaveLength(0);

    answer('listo');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(performance.getEntriesByName(SETTLED_MARK)).toHaveLength(1);
  });

  it('runs at once when the screen has settled already', () => {
    performance.mark(SETTLED_MARK);
    const run = vi.fn();
    whenSettled(run, 60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when the screen never settles, and only then', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenSettled(run, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
