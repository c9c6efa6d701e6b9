/**
 * 'Reproducción automática' (issue 33 point 3), on by default: the device's choice, read by the
 * player when a queue ends and shown by the switch in 'Cola' and in Configuración.
 */
import { useSyncExternalStore } from 'react';
import { AUTOPLAY_KEY } from '../../../domain/recommendations';

const listeners = new Set<() => void>();

export function isAutoplayOn(): boolean {
  try {
    return localStorage.getItem(AUTOPLAY_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setAutoplay(on: boolean): void {
  try {
    if (on) localStorage.removeItem(AUTOPLAY_KEY);
    else localStorage.setItem(AUTOPLAY_KEY, 'off');
  } catch {
    // Storage unavailable (private mode): the switch still applies until the app closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changing it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTOPLAY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAutoplay(): boolean {
  return useSyncExternalStore(subscribe, isAutoplayOn, () => true);
}
