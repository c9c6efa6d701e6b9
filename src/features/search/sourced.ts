import { isNetworkError } from '../../lib/api-errors';
import { isOnline } from '../../lib/connectivity';

/** An answer, and whether it came from this device instead of the server. */
export interface Sourced<T> {
  data: T;
  offline: boolean;
}

export interface FallbackDeps {
  isOnline: () => boolean;
}

const browser: FallbackDeps = { isOnline };

/**
 * The server's answer, or — offline, or when the request got no answer at all — the answer from
 * what this device stores. A server error (4xx, 5xx) is a real answer and is rethrown: the screen
 * says 'Error al realizar la búsqueda' rather than passing off local results as the real ones.
 */
export async function withOfflineFallback<T>(
  online: () => Promise<T>,
  offline: () => Promise<T>,
  deps: FallbackDeps = browser,
): Promise<Sourced<T>> {
  if (!deps.isOnline()) return { data: await offline(), offline: true };
  try {
    return { data: await online(), offline: false };
  } catch (error) {
    if (isNetworkError(error)) return { data: await offline(), offline: true };
    throw error;
  }
}
