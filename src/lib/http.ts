import axios, { type AxiosError, type AxiosInstance, isAxiosError } from 'axios';
import { clearBrowserStorage } from './browser-storage';

export const LOGIN_PATH = '/LoginPageV1';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A call whose 401 is an expected answer (a wrong password, a visitor's session check) rather
     * than a lost session: the interceptor leaves storage and location alone.
     */
    skipUnauthorizedRedirect?: boolean;
  }
}

export interface UnauthorizedDeps {
  clearStorage: () => Promise<void>;
  redirectToLogin: () => void;
}

/** True when the server answered 401. A request that got no answer is never a 401. */
export function isUnauthorized(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 401;
}

/** True when the request never got an answer: offline, DNS, connection refused, timeout. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/**
 * The response-error policy (spec section 8, DECISIONS "Offline-first"): a 401 means the session is
 * gone, so storage is cleared and the person goes to the login page; being offline is not a 401 and
 * clears nothing. The error is always rethrown for the caller to show.
 */
export async function handleResponseError(error: unknown, deps: UnauthorizedDeps): Promise<never> {
  if (isUnauthorized(error) && !(error as AxiosError).config?.skipUnauthorizedRedirect) {
    await deps.clearStorage();
    deps.redirectToLogin();
  }
  throw error;
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

export const defaultUnauthorizedDeps: UnauthorizedDeps = {
  clearStorage: clearBrowserStorage,
  redirectToLogin: () => redirectToLogin(),
};

export function createHttp(deps: UnauthorizedDeps = defaultUnauthorizedDeps): AxiosInstance {
  const instance = axios.create({
    baseURL: '/api/v1',
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => handleResponseError(error, deps),
  );
  return instance;
}

export const http: AxiosInstance = createHttp();

/** The text a screen shows for a failed call: the server's Spanish message, else a fallback. */
export function errorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
    if (!error.response) return 'Sin conexión con el servidor';
  }
  // Anything else (a 5xx without body, a bug) would show English internals: use the spec's fallback.
  return 'Ocurrió un error';
}
