import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type TamboraDb } from '../../src/lib/db';
import { fetchPersisted, type PersistDeps, usePersistedQuery } from '../../src/lib/persisted-query';

let counter = 0;
let db: TamboraDb;

function deps(now = 1000): PersistDeps {
  counter += 1;
  db = createDb(`persisted-${counter}`);
  return { db, now: () => now };
}

afterEach(async () => {
  db.close();
  await db.delete();
});

const config = {} as InternalAxiosRequestConfig;
const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
const httpError = (status: number) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: '',
      data: { message: 'x', errors: [] },
      headers: {},
      config,
    },
  );

describe('fetchPersisted', () => {
  it('stores a successful answer with its time, then answers from it when the network fails', async () => {
    const d = deps(5000);
    expect(await fetchPersisted('GET /songs?sort=recent', async () => ['a', 'b'], d)).toEqual([
      'a',
      'b',
    ]);
    expect(await db.apiCache.get('GET /songs?sort=recent')).toEqual({
      key: 'GET /songs?sort=recent',
      data: ['a', 'b'],
      updatedAt: 5000,
    });
    const offline = await fetchPersisted(
      'GET /songs?sort=recent',
      () => Promise.reject(networkError()),
      d,
    );
    expect(offline).toEqual(['a', 'b']);
  });

  it('also answers from storage when the server fails (5xx)', async () => {
    const d = deps();
    await fetchPersisted('k', async () => 1, d);
    expect(await fetchPersisted('k', () => Promise.reject(httpError(503)), d)).toBe(1);
  });

  it('rethrows when there is nothing stored, and never hides a 4xx behind old data', async () => {
    const d = deps();
    await expect(fetchPersisted('empty', () => Promise.reject(networkError()), d)).rejects.toThrow(
      'Network Error',
    );
    await fetchPersisted('k', async () => 1, d);
    await expect(
      fetchPersisted('k', () => Promise.reject(httpError(401)), d),
    ).rejects.toMatchObject({ response: { status: 401 } });
  });
});

function Probe({ d }: { d: PersistDeps }) {
  const query = usePersistedQuery(
    {
      queryKey: ['probe'],
      cacheKey: 'GET /probe',
      // The network never answers: only the stored copy can fill the screen.
      fetcher: () => new Promise<string[]>(() => {}),
    },
    d,
  );
  return <p>{query.data ? query.data.join(',') : 'sin datos'}</p>;
}

describe('usePersistedQuery', () => {
  it('shows the stored copy at once while the network is still answering', async () => {
    const d = deps();
    await db.apiCache.put({ key: 'GET /probe', data: ['guardado'], updatedAt: 1 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Probe d={d} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('sin datos')).toBeInTheDocument();
    expect(await screen.findByText('guardado')).toBeInTheDocument();
    // The stored copy keeps its real age, so react-query still treats it as stale.
    expect(client.getQueryState(['probe'])?.dataUpdatedAt).toBe(1);
  });
});
