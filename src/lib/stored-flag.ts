/**
 * A yes/no kept in localStorage under `key` (stored as `value` when yes). Without storage
 * (private mode, a full disk) it reads as no and setting it keeps nothing: the flags that use it
 * only skip a redirect or a request, so nothing breaks.
 */
export interface StoredFlag {
  set(): void;
  isSet(): boolean;
  clear(): void;
}

export function storedFlag(key: string, value: string): StoredFlag {
  return {
    set() {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Nowhere to keep it.
      }
    },
    isSet() {
      try {
        return localStorage.getItem(key) === value;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}
