import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '../../../domain/api-base';
import { createDb, type TamboraDb } from '../../../src/lib/db';
import { resetFirstData } from '../../../src/lib/first-data';
import {
  fetchPersisted,
  type PersistDeps,
  persistedQueryOptions,
  usePersistedQuery,
} from '../../../src/lib/persisted-query';
import { dropUnwrittenAnswers, writeKeptAnswers } from '../../../src/lib/stored-answers';

let counter = 0;
let db: TamboraDb;

function deps(now = 1000): PersistDeps {
  counter += 1;
  db = createDb(`persisted-${counter}`);
  return { db, now: () => now };
}

afterEach(async () => {
  dropUnwrittenAnswers();
  db.close();
  await db.delete();
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  localStorage.clear();
  resetFirstData();
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
    await writeKeptAnswers();
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

  it('hands the answer over before IndexedDB is written, and reads the unwritten copy', async () => {
    const d = deps(7000);
    const put = vi.spyOn(db.apiCache, 'bulkPut');
    expect(await fetchPersisted('GET /songs?sort=top', async () => ['x'], d)).toEqual(['x']);
    expect(put).not.toHaveBeenCalled();
    expect(
      await fetchPersisted('GET /songs?sort=top', () => Promise.reject(networkError()), d),
    ).toEqual(['x']);
    await writeKeptAnswers();
    expect(put).toHaveBeenCalledTimes(1);
    expect((await db.apiCache.get('GET /songs?sort=top'))?.updatedAt).toBe(7000);
  });

  it('never writes a signed-out person’s unwritten answers', async () => {
    const d = deps();
    await fetchPersisted('GET /libraries/7', async () => ['privada'], d);
    dropUnwrittenAnswers();
    await writeKeptAnswers();
    expect(await db.apiCache.get('GET /libraries/7')).toBeUndefined();
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

// The network never answers by default: only the stored copy can fill the screen.
function Probe({
  d,
  fetcher = () => new Promise<string[]>(() => {}),
}: {
  d: PersistDeps;
  fetcher?: () => Promise<string[]>;
}) {
  const query = usePersistedQuery(
    persistedQueryOptions({ queryKey: ['probe'], cacheKey: 'GET /probe', fetcher }, d),
  );
  return <p>{query.data ? query.data.join(',') : 'sin datos'}</p>;
}

/** What server/html/page-shell.ts writes into a page. */
function pageCarries(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

function renderProbe(d: PersistDeps, fetcher: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe d={d} fetcher={fetcher} />
    </QueryClientProvider>,
  );
  return client;
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

describe('the answer that came with the page', () => {
  it('draws a visitor’s screen at once and is not asked for again', async () => {
    const d = deps();
    pageCarries({ 'GET /probe': ['del servidor'] });
    const fetcher = vi.fn(async () => ['de la red']);
    renderProbe(d, fetcher);
    // On the first render: no loading state between the page's frame and the app's screen.
    expect(screen.getByText('del servidor')).toBeInTheDocument();
    // Kept on the device like a fetched answer, so the screen opens offline later.
    await vi.waitFor(async () =>
      expect((await db.apiCache.get('GET /probe'))?.data).toEqual(['del servidor']),
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is only a first draft for a signed-in person, refreshed at once', async () => {
    const d = deps();
    localStorage.setItem('user', JSON.stringify({ credentials_id: 1, roles: ['composer'] }));
    pageCarries({ 'GET /probe': ['del servidor'] });
    const fetcher = vi.fn(async () => ['con lo privado']);
    renderProbe(d, fetcher);
    expect(screen.getByText('del servidor')).toBeInTheDocument();
    expect(await screen.findByText('con lo privado')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is ignored for any other request', () => {
    const d = deps();
    pageCarries({ 'GET /otra': ['no'] });
    renderProbe(d, () => new Promise<string[]>(() => {}));
    expect(screen.getByText('sin datos')).toBeInTheDocument();
  });
});
