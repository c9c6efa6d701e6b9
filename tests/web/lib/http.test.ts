import type { AxiosInstance } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorList,
  errorText,
  FetchJsonError,
  FetchNetworkError,
  isNetworkError,
  joinErrors,
  LOGIN_PATH,
  redirectToLogin,
  statusOf,
} from '../../../src/lib/api-errors';
import { clearBrowserStorage } from '../../../src/lib/browser-storage';
import { clearAllTables, db } from '../../../src/lib/db';
import { fetchJson } from '../../../src/lib/fetch-json';
import { createHttp } from '../../../src/lib/http';
import { type FakeApi, installFakeApi, ok } from '../helpers/fake-api';

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

describe('errorText', () => {
  it("shows the server's Spanish message, or a Spanish fallback", async () => {
    const forbidden = await client.get('/forbidden').catch((error: unknown) => error);
    expect(errorText(forbidden)).toBe('No permitido');
    const offline = await client.get('/offline').catch((error: unknown) => error);
    expect(errorText(offline)).toBe('Sin conexión con el servidor');
    expect(errorText(new TypeError('x is undefined'))).toBe('Ocurrió un error');
  });
});

describe('errorList: one reading of a failed call for every screen', () => {
  const answer = (status: number, data: unknown) => new FetchJsonError(status, data);

  it("prefers the server's list, then its message, then the screen's fallback", () => {
    const list = answer(400, { message: 'Datos inválidos', errors: ['Falta el título', ' '] });
    expect(errorList(list, 'Otro')).toEqual(['Falta el título']);
    expect(errorList(answer(400, ['Uno', 'Dos']), 'Otro')).toEqual(['Uno', 'Dos']);
    expect(errorList(answer(409, { message: 'Ya existe', errors: [] }), 'Otro')).toEqual([
      'Ya existe',
    ]);
    expect(errorList(answer(400, null), 'Otro')).toEqual(['Otro']);
    expect(errorList(new TypeError('x is undefined'))).toEqual(['Ocurrió un error']);
  });

  it("keeps a 5xx's words to itself, and says when there was no answer", () => {
    expect(errorList(answer(502, { message: 'upstream connect error' }), 'Otro')).toEqual(['Otro']);
    expect(errorList(answer(500, { message: 'Error interno', errors: [] }), 'Otro')).toEqual([
      'Otro',
    ]);
    expect(errorList(new FetchNetworkError(new TypeError('Failed to fetch')), 'Otro')).toEqual([
      'Sin conexión con el servidor',
    ]);
  });

  it('joins a list as one line, and tells the status behind a failure', () => {
    expect(errorText(answer(400, { errors: ['Uno', 'Dos.'] }))).toBe('Uno. Dos.');
    expect(joinErrors(['Uno.', 'Dos'])).toBe('Uno. Dos');
    expect(statusOf(answer(404, null))).toBe(404);
    expect(statusOf(new FetchNetworkError(null))).toBeNull();
  });
});

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a method, a JSON body and query parameters, and answers the JSON', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ ok: true }), { status: 201 });
    });
    const answer = await fetchJson('/plays', {
      method: 'POST',
      body: { song_id: 3 },
      params: { fuente: 'inicio' },
    });
    expect(answer).toEqual({ ok: true });
    expect(seen[0].url).toBe('/api/v1/plays?fuente=inicio');
    expect(seen[0].init.method).toBe('POST');
    expect(seen[0].init.body).toBe('{"song_id":3}');
    expect(seen[0].init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws what errorList reads: the answer, no answer, or the cancellation itself', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"No permitido"}', { status: 403 }));
    const refused = await fetchJson('/x').catch((error: unknown) => error);
    expect(errorText(refused)).toBe('No permitido');

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await fetchJson('/x').catch((error: unknown) => error);
    expect(isNetworkError(offline)).toBe(true);

    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const cancelled = await fetchJson('/x', { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect((cancelled as Error).name).toBe('AbortError');
    expect(isNetworkError(cancelled)).toBe(false);
  });

  it('leaves storage and location alone on a 401 the caller expects (the session check)', async () => {
    await seedStorage();
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"No autenticado"}', { status: 401 }),
    );
    const lost = await fetchJson('/session', { skipUnauthorizedRedirect: true }).catch(
      (error: unknown) => error,
    );
    expect(statusOf(lost)).toBe(401);
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(await storedRows()).toBe(2);
  });
});
