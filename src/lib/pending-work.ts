/**
 * Work the app has started and not finished: requests to the API (both clients), IndexedDB
 * opens and transactions. The settled mark (src/lib/performance-marks.ts) waits until none is
 * left, so a screen whose data arrive outside react-query (a route's refresh, a device copy read
 * through Dexie) is not called settled before it has them.
 */
let pending = 0;
const listeners = new Set<() => void>();

export function pendingWork(): number {
  return pending;
}

export function startWork(): () => void {
  pending += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    for (const listener of listeners) listener();
  };
}

/** `work`, counted while it runs. */
export async function tracked<T>(work: Promise<T>): Promise<T> {
  const finish = startWork();
  try {
    return await work;
  } finally {
    finish();
  }
}

/** Called each time a piece of work ends; returns the unsubscribe. */
export function onWorkDone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
