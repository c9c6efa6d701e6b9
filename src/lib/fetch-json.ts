/**
 * A small JSON client on fetch for what must not wait for axios (about 22 KB gzip): the lists a
 * first visit shows, the search box's suggestions. The same base path, cookies, 401 rule and
 * connectivity reports as the axios client (src/lib/http.ts); failures read with api-errors.ts.
 */
import { API_BASE } from '../../domain/api-base';
import { FetchJsonError, FetchNetworkError } from './api-errors';
import { FROM_CACHE_HEADER, reportNoAnswer, reportStatus } from './connectivity';
import { tracked } from './pending-work';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export function apiUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export interface FetchJsonOptions {
  params?: QueryParams;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the request: the caller gets the AbortError (neither an answer nor "offline"). */
  signal?: AbortSignal;
  /**
   * A 401 the caller expects and acts on itself (the session check, the notices' pull): storage
   * and location are left alone. The axios client's option of the same name (src/lib/http.ts).
   */
  skipUnauthorizedRedirect?: boolean;
}

/**
 * Calls the API and answers its JSON; a non-2xx answer throws FetchJsonError, no answer
 * FetchNetworkError.
 */
export function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  return tracked(fetchJsonUntracked<T>(path, options));
}

async function fetchJsonUntracked<T>(path: string, options: FetchJsonOptions): Promise<T> {
  const { params, method = 'GET', body, signal, skipUnauthorizedRedirect = false } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    reportNoAnswer();
    throw new FetchNetworkError(cause);
  }
  if (!response.headers.has(FROM_CACHE_HEADER)) reportStatus(response.status);
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && !skipUnauthorizedRedirect) {
      // Spec section 8: any 401 clears the browser's storage and goes to the login page.
      const { defaultUnauthorizedDeps } = await import('./http');
      await defaultUnauthorizedDeps.clearStorage();
      defaultUnauthorizedDeps.redirectToLogin();
    }
    throw new FetchJsonError(response.status, data);
  }
  return data as T;
}

/** GET with query parameters: the common case. */
export function getJson<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  return fetchJson<T>(path, { params, signal });
}
