import axios, { type AxiosError, type AxiosInstance, isAxiosError } from 'axios';
import { isNetworkError, isUnauthorized, redirectToLogin } from './api-errors';
import { clearBrowserStorage } from './browser-storage';
import { FROM_CACHE_HEADER, reportNoAnswer, reportStatus } from './connectivity';
import { startWork } from './pending-work';

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

function reportConnectivity(error: unknown): void {
  if (isNetworkError(error)) reportNoAnswer();
  else if (isAxiosError(error) && error.response) reportStatus(error.response.status);
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
  // Each request counted until its answer (src/lib/pending-work.ts).
  const finishes = new WeakMap<object, () => void>();
  const finish = (config: object | undefined) => {
    if (config) finishes.get(config)?.();
  };
  instance.interceptors.request.use((config) => {
    finishes.set(config, startWork());
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      finish(response.config);
      // The service worker's cached copy proves nothing about the server.
      if (!response.headers[FROM_CACHE_HEADER]) reportStatus(response.status);
      return response;
    },
    (error: unknown) => {
      finish(axios.isAxiosError(error) ? error.config : undefined);
      reportConnectivity(error);
      return handleResponseError(error, deps);
    },
  );
  return instance;
}

export const http: AxiosInstance = createHttp();
