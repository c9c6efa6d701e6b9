import { isAxiosError } from 'axios';
import { isNetworkError } from '../../../lib/http';

/** Said when the request got no answer: the person's data was not the problem. */
export const NO_CONNECTION_TEXT =
  'No se pudo contactar con el servidor. Revisa tu conexión e intenta de nuevo.';

function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/**
 * Joins messages as the spec shows them ('. '), without doubling a message's own final dot:
 * ['A', 'B'] → 'A. B'; ['A.', 'B.'] → 'A. B.'.
 */
export function joinErrors(messages: readonly string[]): string {
  const trimmed = messages.map((message) => message.trim());
  const joined = trimmed.map((message) => message.replace(/\.+$/, '')).join('. ');
  return trimmed.at(-1)?.endsWith('.') ? `${joined}.` : joined;
}

/**
 * Spec section 8 for the upload screen: the server's error list joined by '. ', else its message
 * (a 4xx only: a 5xx may not be worded for people), else the screen's fallback.
 */
export function songErrorText(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NO_CONNECTION_TEXT;
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object') {
      const body = data as { errors?: unknown; message?: unknown };
      const list = texts(body.errors);
      if (list.length > 0) return joinErrors(list);
      const status = error.response?.status ?? 500;
      if (typeof body.message === 'string' && body.message.trim() && status < 500) {
        return body.message;
      }
    }
  }
  return fallback;
}
