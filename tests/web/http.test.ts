import type { AxiosInstance } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBrowserStorage } from '../../src/lib/browser-storage';
import { clearAllTables, db } from '../../src/lib/db';
import {
  createHttp,
  errorMessage,
  isNetworkError,
  LOGIN_PATH,
  redirectToLogin,
} from '../../src/lib/http';
import { type FakeApi, installFakeApi, ok } from './helpers/fake-api';

let api: FakeApi;
let client: AxiosInstance;
const redirect = vi.fn();

async function seedStorage() {
  localStorage.setItem('user', JSON.stringify({ credentials_id: 1, roles: ['user'] }));
  sessionStorage.setItem('draft', 'x');
  await db.librarySongs.put({
    song_id: 1,
    song: {} as never,
    addedAt: 1,
  });
  await db.apiCache.put({ key: 'GET /songs', data: [], updatedAt: 1 });
}

async function storedRows(): Promise<number> {
  const counts = await Promise.all(db.tables.map((table) => table.count()));
  return counts.reduce((sum, count) => sum + count, 0);
}

beforeEach(async () => {
  redirect.mockReset();
  await clearAllTables(db);
  // Wired like the app's instance, with the real storage clearing and an observable redirect.
  client = createHttp({ clearStorage: clearBrowserStorage, redirectToLogin: redirect });
  api = installFakeApi(
    {
      '/private': () => ({ status: 401, data: { message: 'Sesión no válida', errors: [] } }),
      '/forbidden': () => ({ status: 403, data: { message: 'No permitido', errors: [] } }),
      '/offline': () => 'network-error',
      '/fine': () => ok({ hello: 'mundo' }),
    },
    client,
  );
});

afterEach(() => api.restore());

describe('the 401 policy', () => {
  it('clears local storage, session storage and every Dexie table, then goes to the login page', async () => {
    await seedStorage();
    await expect(client.get('/private')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await storedRows()).toBe(0);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('treats a request that got no answer as offline: nothing is cleared, nobody is signed out', async () => {
    await seedStorage();
    const failure = await client.get('/offline').catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(await storedRows()).toBe(2);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('leaves storage alone on other errors and on calls that expect a 401', async () => {
    await seedStorage();
    await expect(client.get('/forbidden')).rejects.toMatchObject({ response: { status: 403 } });
    await expect(client.get('/private', { skipUnauthorizedRedirect: true })).rejects.toBeTruthy();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(await storedRows()).toBe(2);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('lets successful answers through untouched', async () => {
    const response = await client.get('/fine');
    expect(response.data).toEqual({ hello: 'mundo' });
    expect(api.calls[0].baseURL).toBe('/api/v1');
    expect(api.calls[0].withCredentials).toBe(true);
  });
});

describe('redirectToLogin', () => {
  it('loads /LoginPageV1, unless the person is already there', () => {
    const assign = vi.fn();
    redirectToLogin({ pathname: '/', assign });
    expect(assign).toHaveBeenCalledWith(LOGIN_PATH);
    assign.mockReset();
    redirectToLogin({ pathname: LOGIN_PATH, assign });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("shows the server's Spanish message, or a Spanish fallback", async () => {
    const forbidden = await client.get('/forbidden').catch((error: unknown) => error);
    expect(errorMessage(forbidden)).toBe('No permitido');
    const offline = await client.get('/offline').catch((error: unknown) => error);
    expect(errorMessage(offline)).toBe('Sin conexión con el servidor');
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Ocurrió un error');
  });
});
