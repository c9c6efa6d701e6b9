/**
 * Reading API failures without axios, so the first visit's code (home lists, session check,
 * persisted queries) does not download it: these helpers understand both axios errors (the app's
 * `http` client) and FetchJsonError (src/lib/fetch-json.ts) by their shape.
 */

export const LOGIN_PATH = '/LoginPageV1';

interface ResponseLike {
  status: number;
  data: unknown;
}

/** An answer from the server that was not 2xx (the fetch-based reader's error). */
export class FetchJsonError extends Error {
  override name = 'FetchJsonError';
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** No answer at all (offline, refused, DNS): fetch's own TypeError, wrapped so bugs are not taken for it. */
export class FetchNetworkError extends Error {
  override name = 'FetchNetworkError';
  constructor(readonly cause: unknown) {
    super('Network Error');
  }
}

/** The server's answer behind a failure, or null when there was none (offline, refused…). */
export function responseOf(error: unknown): ResponseLike | null {
  if (error instanceof FetchJsonError) return { status: error.status, data: error.data };
  if (error && typeof error === 'object' && 'isAxiosError' in error && error.isAxiosError) {
    const response = (error as { response?: ResponseLike }).response;
    return response ? { status: response.status, data: response.data } : null;
  }
  return null;
}

/** True when the server answered 401. A request that got no answer is never a 401. */
export function isUnauthorized(error: unknown): boolean {
  return responseOf(error)?.status === 401;
}

/** True when the request never got an answer: offline, DNS, connection refused, timeout. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof FetchNetworkError) return true;
  if (error && typeof error === 'object' && 'isAxiosError' in error && error.isAxiosError) {
    const { response, code } = error as { response?: unknown; code?: string };
    return !response && code !== 'ERR_CANCELED';
  }
  return false;
}

/** The text a screen shows for a failed call: the server's Spanish message, else a fallback. */
export function errorMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Sin conexión con el servidor';
  const data = responseOf(error)?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  // Anything else (a 5xx without body, a bug) would show English internals: use the spec's fallback.
  return 'Ocurrió un error';
}

/**
 * A full page load also drops whatever the session left in memory (query cache, player). On the
 * login page already, reloading would only loop.
 */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'assign'> = window.location,
): void {
  if (location.pathname !== LOGIN_PATH) {
    location.assign(LOGIN_PATH);
  }
}
