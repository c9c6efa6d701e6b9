/**
 * Every song list (spec sections 2, 8, 9): cards and tables share their texts (title 16, artists
 * 16, m:ss); /RecommendedSongs and /RecentlyUploaded 30 a page with 'Loading...' and
 * 'Error: {message}'; the home's 'Ver más' links and the listeners' 'Las mas votadas'.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardTexts } from '../../../domain/song-card-texts';
import { SongCard } from '../../../src/features/songs/components/SongCard';
import { SongTable } from '../../../src/features/songs/components/SongTable';
import { clearAllTables, db } from '../../../src/lib/db';
import { COMPOSER, deferred, LISTENER } from '../helpers/auth-fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makeCreator,
  makePlaylist,
  makeSong,
  ok,
  page,
} from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { renderWithRoutes } from '../helpers/test-router';
import { setViewportWidth } from '../helpers/viewport';

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  signInAs(null);
});

afterEach(() => api?.restore());

const LONG = makeSong(5, {
  title: 'Ojalá que llueva café en el campo',
  composers: ['Juan Luis Guerra', 'Otro Autor'],
  interpreters: ['Los Hermanos Rosario'],
  duration_seconds: 245.7,
  cover_thumb: '/media/images/tapa.webp',
});

/** `count` songs in all; each request gets its slice, like the server's limit/offset. */
function catalogue(count: number, prefix: string): FakeRoute {
  const all = Array.from({ length: count }, (_, index) =>
    makeSong(index + 1, { title: `${prefix} ${index + 1}` }),
  );
  return (config: InternalAxiosRequestConfig) => {
    const { limit, offset = 0 } = config.params as { limit: number; offset?: number };
    return ok({ items: all.slice(offset, offset + limit), total: count, limit, offset });
  };
}

function params(call: InternalAxiosRequestConfig) {
  return call.params as { sort: string; limit: number; offset: number };
}

describe('shared card and table texts', () => {
  it('cut titles at 16 and artists at 16 characters, durations as m:ss', () => {
    expect(cardTexts(LONG)).toEqual({
      title: 'Ojalá que llueva...',
      composers: 'Juan Luis Guerra, Otro Autor',
      composersShort: 'Juan Luis Guerra...',
      interpreters: 'Los Hermanos Rosario',
      interpretersShort: 'Los Hermanos Ros...',
      duration: '4:05',
    });
    expect(
      cardTexts(makeSong(1, { title: 'Corto', composers: [' '], duration_seconds: 61 })),
    ).toMatchObject({
      title: 'Corto',
      composers: 'Desconocido',
      duration: '1:01',
    });
  });

  it('a card leads to the song page with cut texts; the wide table row has room for them whole', async () => {
    renderWithRoutes('/tarjetas', [
      {
        path: '/tarjetas',
        component: () => (
          <>
            <SongCard song={LONG} />
            <SongTable
              songs={[LONG, makeSong(6, { title: 'Otra' })]}
              label="Tabla de prueba"
              firstNumber={31}
            />
          </>
        ),
      },
    ]);
    const card = await screen.findByRole('link', {
      name: 'Ojalá que llueva café en el campo, Juan Luis Guerra, Otro Autor, 4:05',
    });
    expect(card).toHaveAttribute('href', '/Artist/5');
    expect(within(card).getByText('Ojalá que llueva...')).toBeVisible();
    expect(within(card).getByText('Juan Luis Guerra...')).toBeVisible();
    expect(within(card).getByText('4:05')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/images/tapa.webp');

    const table = screen.getByRole('table', { name: 'Tabla de prueba' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '31',
      'Ojalá que llueva café en el campo',
      'Juan Luis Guerra, Otro Autor',
      'Los Hermanos Rosario',
      '4:05',
      '',
    ]);
    expect(
      within(first).getByRole('link', { name: 'Ojalá que llueva café en el campo' }),
    ).toHaveAttribute('href', '/Artist/5');
    expect(within(second).getAllByRole('cell')[0]).toHaveTextContent('32');
  });

  it("marks a private song's card 'Privado' (its owner's view), and no public one", async () => {
    renderWithRoutes('/tarjetas', [
      {
        path: '/tarjetas',
        component: () => (
          <>
            <SongCard song={makeSong(7, { title: 'Borrador', visibility: false })} />
            <SongCard song={makeSong(8, { title: 'Publicada', visibility: true })} />
          </>
        ),
      },
    ]);
    const drafts = await screen.findAllByRole('link', { name: /^Borrador \(Privado\),/ });
    expect(drafts[0]).toHaveTextContent('Privado');
    const published = screen.getByRole('link', { name: /^Publicada,/ });
    expect(published).not.toHaveTextContent('Privado');
  });

  it('turns the table into cards below 768 px, and back', async () => {
    setViewportWidth(390);
    renderWithRoutes('/tabla', [
      { path: '/tabla', component: () => <SongTable songs={[LONG]} label="Tabla de prueba" /> },
    ]);
    const list = await screen.findByRole('list', { name: 'Tabla de prueba' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /Ojalá que llueva\.\.\..*Juan Luis Guerra\.\.\..*4:05/,
    );
    act(() => setViewportWidth(1024));
    expect(await screen.findByRole('table', { name: 'Tabla de prueba' })).toBeVisible();
  });
});

describe('/RecentlyUploaded', () => {
  it('shows 30 songs a page and asks the server for the next 30 on page 2', async () => {
    api = installFakeApi({ '/songs': catalogue(65, 'Reciente') });
    const user = userEvent.setup();
    const { router } = renderApp('/RecentlyUploaded');
    expect(
      await screen.findByRole('heading', { name: 'Subidas recientemente', level: 1 }),
    ).toBeVisible();
    const grid = await screen.findByRole('list', { name: 'Subidas recientemente' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(30));
    expect(params(api.calls[api.calls.length - 1])).toEqual({
      sort: 'recent',
      limit: 30,
      offset: 0,
    });

    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pager).getByRole('button', { name: 'Página 3' })).toBeVisible();
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getByText('Reciente 31')).toBeVisible());
    expect(params(api.calls[api.calls.length - 1])).toEqual({
      sort: 'recent',
      limit: 30,
      offset: 30,
    });

    await user.click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Subidas recientemente' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(5),
    );
  });

  it("opens on the page in the address, and shows 'Loading...' then 'Error: {message}'", async () => {
    const answer = deferred<FakeAnswer>();
    api = installFakeApi({ '/songs': () => answer.promise });
    renderApp('/RecentlyUploaded?page=3');
    expect(await screen.findByText('Loading...')).toBeVisible();
    expect(params(api.calls[0])).toEqual({ sort: 'recent', limit: 30, offset: 60 });
    act(() =>
      answer.resolve({ status: 503, data: { message: 'Servicio no disponible', errors: [] } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Ocurrió un error');
  });

  it('says when nothing was uploaded in the last 3 days', async () => {
    api = installFakeApi({ '/songs': () => ok(page([])) });
    renderApp('/RecentlyUploaded');
    expect(
      await screen.findByText('No se han subido canciones en los últimos 3 días.'),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).toBeNull();
  });

  it('offline and never opened, shows what the home row showed', async () => {
    await db.apiCache.put({
      key: 'GET /songs?sort=recent&limit=10&offset=0',
      data: [LONG],
      updatedAt: 1,
    });
    api = installFakeApi({ '/songs': () => 'network-error' });
    renderApp('/RecentlyUploaded');
    expect((await screen.findAllByText(/Ojalá que llueva/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Error/)).toBeNull();
  });
});

describe('/RecommendedSongs', () => {
  it('reads one random sample, 30 a page, and keeps it in IndexedDB for the next visit', async () => {
    api = installFakeApi({ '/songs': catalogue(70, 'Recomendada') });
    const user = userEvent.setup();
    const first = renderApp('/RecommendedSongs');
    expect(
      await screen.findByRole('heading', { name: 'Canciones Recomendadas', level: 1 }),
    ).toBeVisible();
    const grid = await screen.findByRole('list', { name: 'Canciones Recomendadas' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(30));
    const sampled = api.calls.filter((call) => call.url === '/songs').map(params);
    expect(sampled).toEqual([{ sort: 'random', limit: 100, offset: 0 }]);

    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    await user.click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Canciones Recomendadas' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(10),
    );
    expect(screen.getByText('Recomendada 61')).toBeVisible();
    // Paging reads the stored sample: no song twice, no new request.
    expect(api.calls.filter((call) => call.url === '/songs')).toHaveLength(1);
    expect((await db.recommendations.get('list'))?.songs).toHaveLength(70);
    first.unmount();

    api.restore();
    api = installFakeApi({ '/songs': () => 'network-error' });
    renderApp('/RecommendedSongs');
    const again = await screen.findByRole('list', { name: 'Canciones Recomendadas' });
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(30));
    expect(api.calls.filter((call) => call.url === '/songs')).toHaveLength(0);
  });

  it("shows 'Error: {message}' when there is no sample and the server fails", async () => {
    api = installFakeApi({
      '/songs': () => ({ status: 500, data: { message: 'El servidor no responde', errors: [] } }),
    });
    renderApp('/RecommendedSongs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Ocurrió un error');
  });
});

describe('the home rows', () => {
  const homeRoutes = (songs: FakeRoute): Record<string, FakeRoute> => ({
    '/creator_statistics': () => ok(page([makeCreator(1)])),
    '/playlistsFromRepertoireByAdmin': () => ok(page([makePlaylist(1)])),
    '/songs': songs,
  });
  const bySort: FakeRoute = (config) => {
    const { sort, limit } = params(config);
    return ok(
      page(
        Array.from({ length: limit }, (_, index) =>
          makeSong(index + 1, { title: `${sort} ${index + 1}` }),
        ),
        limit,
      ),
    );
  };

  it("links 'Ver más' to the full lists", async () => {
    api = installFakeApi(homeRoutes(bySort));
    renderApp('/');
    const recommended = await screen.findByRole('region', { name: 'Canciones Recomendadas' });
    expect(
      within(recommended).getByRole('link', { name: 'Ver más: Canciones Recomendadas' }),
    ).toHaveAttribute('href', '/RecommendedSongs');
    const recent = screen.getByRole('region', { name: 'Subidas recientemente' });
    expect(
      within(recent).getByRole('link', { name: 'Ver más: Subidas recientemente' }),
    ).toHaveAttribute('href', '/RecentlyUploaded');
  });

  it("gives listeners 'Las mas votadas': the top 10 by likes, in the song row sizes", async () => {
    signInAs(LISTENER);
    api = installFakeApi(homeRoutes(bySort));
    renderApp('/');
    const top = await screen.findByRole('region', { name: 'Las mas votadas' });
    await waitFor(() => expect(within(top).getAllByRole('listitem')).toHaveLength(9));
    expect(within(top).getByText('top 1')).toBeVisible();
    const topCalls = api.calls.filter(
      (call) => call.url === '/songs' && params(call).sort === 'top',
    );
    expect(topCalls.map(params)).toEqual([{ sort: 'top', limit: 10, offset: 0 }]);
  });

  it("keeps 'Las mas votadas' for listeners only", async () => {
    for (const user of [null, COMPOSER]) {
      signInAs(user);
      api = installFakeApi(homeRoutes(bySort));
      const view = renderApp('/');
      await screen.findByRole('region', { name: 'Subidas recientemente' });
      expect(screen.queryByRole('region', { name: 'Las mas votadas' })).toBeNull();
      expect(api.calls.some((call) => call.url === '/songs' && params(call).sort === 'top')).toBe(
        false,
      );
      view.unmount();
      api.restore();
    }
  });
});
