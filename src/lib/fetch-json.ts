/**
 * A small GET reader on fetch for the public lists a first visit shows (home rows): the same base
 * path, cookies and 401 rule as the axios client, without downloading axios (about 22 KB gzip)
 * before the person does anything that needs it.
 */
import { API_BASE } from '../../domain/api-base';
import { FetchJsonError, FetchNetworkError } from './api-errors';
import { FROM_CACHE_HEADER, reportNoAnswer, reportStatus } from './connectivity';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export function apiUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** GET a JSON answer; a non-2xx answer throws FetchJsonError, no answer FetchNetworkError. */
export async function getJson<T>(path: string, params?: QueryParams): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    reportNoAnswer();
    throw new FetchNetworkError(cause);
  }
  if (!response.headers.has(FROM_CACHE_HEADER)) reportStatus(response.status);
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) {
      // Spec section 8: any 401 clears the browser's storage and goes to the login page.
      const { defaultUnauthorizedDeps } = await import('./http');
      await defaultUnauthorizedDeps.clearStorage();
      defaultUnauthorizedDeps.redirectToLogin();
    }
    throw new FetchJsonError(response.status, data);
  }
  return data as T;
}
