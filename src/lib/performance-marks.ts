import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FIRST_SCREEN_MARK, SETTLED_MARK } from '../../domain/performance-marks';
import type { AppRouter } from '../router';
import { onWorkDone, pendingWork } from './pending-work';

function markOnce(name: string): void {
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}

const afterSettled: Array<() => void> = [];

const isSettled = () => performance.getEntriesByName(SETTLED_MARK).length > 0;

/**
 * Runs `run` once the first screen has settled (at once if it has), or after `latestMs` if it
 * never does (a request that hangs): for work the first screen must not compete with. Returns
 * what cancels it.
 */
export function whenSettled(run: () => void, latestMs: number): () => void {
  if (isSettled()) {
    run();
    return () => undefined;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    run();
  };
  const timer = window.setTimeout(once, latestMs);
  afterSettled.push(once);
  return () => {
    done = true;
    window.clearTimeout(timer);
  };
}

/** Whether the first screen has settled, or `latestMs` has passed since the component mounted. */
export function useSettled(latestMs: number): boolean {
  const [settled, setSettled] = useState(isSettled);
  useEffect(
    () => (settled ? undefined : whenSettled(() => setSettled(true), latestMs)),
    [settled, latestMs],
  );
  return settled;
}

function markSettled(): void {
  markOnce(SETTLED_MARK);
  for (const run of afterSettled.splice(0)) run();
}

/**
 * The two moments a measure of the start needs (domain/performance-marks.ts), set from the app's
 * own state rather than guessed from a quiet time: the first commit, then the first moment when
 * no query is fetching, no mutation running, no request, IndexedDB open or transaction pending
 * (src/lib/pending-work.ts) and the router idle. Each change of the caches is
 * looked at two frames later, once React has rendered what it brought (a screen's second request
 * starts in the render after its first answer).
 */
export function usePerformanceMarks(queryClient: QueryClient, router: AppRouter): void {
  useEffect(() => {
    markOnce(FIRST_SCREEN_MARK);
    if (isSettled()) return;
    let frame = 0;
    const settled = () =>
      queryClient.isFetching() === 0 &&
      queryClient.isMutating() === 0 &&
      pendingWork() === 0 &&
      router.state.status === 'idle';
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (!settled()) return;
          markSettled();
          stop();
        });
      });
    };
    const unsubscribes = [
      queryClient.getQueryCache().subscribe(look),
      queryClient.getMutationCache().subscribe(look),
      router.subscribe('onResolved', look),
      onWorkDone(look),
    ];
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
    look();
    return stop;
  }, [queryClient, router]);
}
