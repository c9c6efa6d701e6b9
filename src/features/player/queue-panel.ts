import { useSyncExternalStore } from 'react';

/**
 * Whether 'Cola' is open: the bar's button and the Q key (whose hook lives in the first download,
 * while the bar loads later) both flip this one switch.
 */
let open = false;
const listeners = new Set<() => void>();

export function setQueuePanelOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export function toggleQueuePanel(): void {
  setQueuePanelOpen(!open);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useQueuePanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
