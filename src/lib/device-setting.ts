/**
 * A choice that belongs to the device rather than to whoever is signed in (autoplay, audio
 * quality): one localStorage key, read at once, followed by every component that shows it and by
 * other tabs. `clearBrowserStorage` keeps these keys at sign-out.
 */
import { useSyncExternalStore } from 'react';

export interface DeviceSetting<T> {
  get(): T;
  set(value: T): void;
  use(): T;
}

export function deviceSetting<T extends string>(
  key: string,
  fallback: T,
  isValue: (stored: string) => stored is T,
): DeviceSetting<T> {
  const listeners = new Set<() => void>();
  const get = (): T => {
    try {
      const stored = localStorage.getItem(key);
      return stored !== null && isValue(stored) ? stored : fallback;
    } catch {
      return fallback;
    }
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return {
    get,
    set(value: T) {
      try {
        if (value === fallback) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Storage unavailable (private mode): nothing is kept, the default stays.
      }
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, () => fallback),
  };
}
