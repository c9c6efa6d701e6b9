/**
 * Runs `run` when the browser is next idle (or after `timeoutMs` at the latest, when given);
 * returns a cancel. Safari has no requestIdleCallback: a timeout of `fallbackMs` stands in there.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs, fallbackMs = 200 }: { timeoutMs?: number; fallbackMs?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      run,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(handle);
}
