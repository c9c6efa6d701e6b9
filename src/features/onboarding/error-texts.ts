import { isAxiosError } from 'axios';

/**
 * DECISIONS "Errors": a screen shows the server's `errors` as a list, else its `message`, else the
 * spec's fallback text. Failures without a Spanish body (offline, a bug) get the fallback.
 */
export function apiErrorTexts(error: unknown, fallback: string): string[] {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object') {
      if ('errors' in data && Array.isArray(data.errors)) {
        const list = data.errors.filter(
          (item): item is string => typeof item === 'string' && item.trim() !== '',
        );
        if (list.length > 0) return list;
      }
      if ('message' in data && typeof data.message === 'string' && data.message.trim() !== '') {
        return [data.message];
      }
    }
  }
  return [fallback];
}
