import { isAxiosError } from 'axios';
import { isNetworkError } from '../../lib/http';

/** Spec section 9: the error list shown to the person clears itself after 5000 ms. */
export const ERROR_LIST_TIMEOUT_MS = 5000;

export const OFFLINE_TEXT = 'Sin conexión con el servidor';

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * What a failed call shows (spec section 8, DECISIONS "Errors"): an array body or the `errors`
 * list as a list, else the server's message, else the screen's fallback. No answer at all says so
 * instead of blaming the person's input.
 */
export function errorsFrom(error: unknown, fallback: string): string[] {
  if (isNetworkError(error)) return [OFFLINE_TEXT];
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    const list = Array.isArray(data) ? strings(data) : [];
    if (list.length > 0) return list;
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const body = data as { errors?: unknown; message?: unknown };
      const errors = strings(body.errors);
      if (errors.length > 0) return errors;
      // A 5xx message could carry internals on a misconfigured proxy: only the fallback then.
      const status = error.response?.status ?? 500;
      if (typeof body.message === 'string' && body.message && status < 500) return [body.message];
    }
  }
  return [fallback];
}
