/**
 * The one reader of API failures (DECISIONS "Errors"), for every screen: `errorList` and
 * `errorText` say what a failed call shows, `statusOf` what the server answered. They read axios
 * errors (the app's `http` client) and FetchJsonError (src/lib/fetch-json.ts) by their shape, so
 * the first visit's code does not download axios, and no feature needs to know which client failed.
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

/** The HTTP status the server answered with, or null when there was no answer. */
export function statusOf(error: unknown): number | null {
  return responseOf(error)?.status ?? null;
}

/** Said when a call got no answer: the person's input was not the problem. */
export const OFFLINE_TEXT = 'Sin conexión con el servidor';
/** Spec section 8's last resort, when neither the server nor the screen has better words. */
export const GENERIC_ERROR_TEXT = 'Ocurrió un error';

function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/**
 * What a failed call shows, as a list (spec section 8): no answer says so; else an array body or
 * the body's `errors`; else its `message` from a 4xx (a 5xx's words, 'Error interno' at best or a
 * proxy's at worst, help nobody: the screen's own fallback says more); else the fallback.
 */
export function errorList(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string[] {
  if (isNetworkError(error)) return [OFFLINE_TEXT];
  const response = responseOf(error);
  if (!response) return [fallback];
  const { data, status } = response;
  const body =
    data && typeof data === 'object' ? (data as { message?: unknown; errors?: unknown }) : {};
  const list = texts(Array.isArray(data) ? data : body.errors);
  if (list.length > 0) return list;
  if (typeof body.message === 'string' && body.message.trim() !== '' && status < 500) {
    return [body.message];
  }
  return [fallback];
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

/** The same as one line, for places that show a single text. */
export function errorText(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string {
  return joinErrors(errorList(error, fallback));
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
