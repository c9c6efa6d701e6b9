import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAllTables, db } from '../../../src/lib/db';
import {
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
import { setViewportWidth } from '../helpers/viewport';

let api: FakeApi;

const songsRoute: FakeRoute = (config) => {
  const { sort, limit } = config.params as { sort: string; limit: number };
  const base = sort === 'random' ? 1000 : 2000;
  return ok(
    page(
      Array.from({ length: limit }, (_, index) =>
        makeSong(base + index, { title: `${sort} canción ${index}` }),
      ),
      limit,
    ),
  );
};

const routes: Record<string, FakeRoute> = {
  '/creator_statistics': (config) => {
    const { limit } = config.params as { limit: number };
    return ok(
      page(
        Array.from({ length: limit }, (_, index) => makeCreator(index + 1)),
        limit,
      ),
    );
  },
  '/songs': songsRoute,
  '/playlistsFromRepertoireByAdmin': (config) => {
    const { limit } = config.params as { limit: number };
    return ok(
      page(
        Array.from({ length: limit }, (_, index) => makePlaylist(index + 1)),
        limit,
      ),
    );
  },
};

beforeEach(async () => {
  await clearAllTables(db);
});

afterEach(() => api?.restore());

function row(title: string) {
  return screen.getByRole('region', { name: title });
}

async function cardsIn(title: string, expected: number) {
  await waitFor(() => expect(within(row(title)).queryAllByRole('listitem')).toHaveLength(expected));
  return within(row(title)).getAllByRole('listitem');
}

describe('home page rows', () => {
  it('at 1366 px shows 5 creators, 9 songs per song row and 5 seasonal playlists', async () => {
    api = installFakeApi(routes);
    renderApp('/');
    await cardsIn('Creadores Sugeridos', 5);
    await cardsIn('Canciones Recomendadas', 9);
    await cardsIn('Subidas recientemente', 9);
    await cardsIn('Música de Temporada', 5);
    const requested = api.calls.map((call) => [call.url, call.params]);
    expect(requested).toEqual(
      expect.arrayContaining([
        ['/creator_statistics', { limit: 5, offset: 0 }],
        ['/songs', { sort: 'random', limit: 10, offset: 0 }],
        ['/songs', { sort: 'recent', limit: 10, offset: 0 }],
        ['/playlistsFromRepertoireByAdmin', { limit: 10, offset: 0 }],
      ]),
    );
  });

  it('at 1024 px shows 6 songs per song row', async () => {
    setViewportWidth(1024);
    api = installFakeApi(routes);
    renderApp('/');
    await cardsIn('Canciones Recomendadas', 6);
    await cardsIn('Subidas recientemente', 6);
    await cardsIn('Música de Temporada', 5);
  });

  it('at 390 px shows 10 songs and 10 playlists per row (the creators stay the top 5)', async () => {
    setViewportWidth(390);
    api = installFakeApi(routes);
    renderApp('/');
    await cardsIn('Canciones Recomendadas', 10);
    await cardsIn('Subidas recientemente', 10);
    await cardsIn('Música de Temporada', 10);
    await cardsIn('Creadores Sugeridos', 5);
  });

  it('draws song cards with the default cover, a 16-character title, composers and m:ss', async () => {
    api = installFakeApi({
      ...routes,
      '/songs': (config) =>
        (config.params as { sort: string }).sort === 'recent'
          ? ok(
              page([
                makeSong(1, {
                  title: 'Ojalá que llueva café en el campo',
                  composers: ['Juan Luis Guerra', 'Otro Autor'],
                  duration_seconds: 245,
                  cover_thumb: null,
                }),
                makeSong(2, { cover_thumb: '/media/images/tapa.webp', duration_seconds: 61 }),
              ]),
            )
          : songsRoute(config),
    });
    renderApp('/');
    const [first, second] = await cardsIn('Subidas recientemente', 2);
    expect(within(first).getByText('Ojalá que llueva...')).toHaveAttribute(
      'title',
      'Ojalá que llueva café en el campo',
    );
    expect(within(first).getByText('Juan Luis Guerra...')).toBeInTheDocument();
    expect(within(first).getByText('4:05')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/default-cover.webp');
    expect(second.querySelector('img')).toHaveAttribute('src', '/media/images/tapa.webp');
    expect(within(second).getByText('1:01')).toBeInTheDocument();
    // Each card has its play button and its '…' menu, and leads to its page.
    expect(
      within(row('Subidas recientemente'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Reproducir Ojalá que llueva café en el campo',
      'Más opciones de Ojalá que llueva café en el campo',
      `Reproducir ${makeSong(2).title}`,
      `Más opciones de ${makeSong(2).title}`,
    ]);
    expect(
      within(row('Subidas recientemente'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/RecentlyUploaded', '/Artist/1', '/Artist/2']);
  });

  it('draws creators with their display name, total likes and the default avatar', async () => {
    api = installFakeApi({
      ...routes,
      '/creator_statistics': () =>
        ok(
          page([
            makeCreator(1, { display_name: 'El Cieguito de Nagua', totalLikes: 1520 }),
            makeCreator(2, { display_name: 'Fefita', userImageUrl: '/media/images/f.webp' }),
            makeCreator(3, {
              display_name: 'Fello',
              userImageUrl: '/media/images/fello.png',
              userImageThumb: '/media/images/fello-thumb.webp',
            }),
          ]),
        ),
    });
    renderApp('/');
    const [first, second, third] = await cardsIn('Creadores Sugeridos', 3);
    expect(within(first).getByText('El Cieguito de N...')).toBeInTheDocument();
    expect(within(first).getByText(/1[.,\s]?520 me gusta/)).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/default-avatar.webp');
    expect(second.querySelector('img')).toHaveAttribute('src', '/media/images/f.webp');
    // The card-sized copy, not the full picture: a phone pays for every byte.
    expect(third.querySelector('img')).toHaveAttribute('src', '/media/images/fello-thumb.webp');
  });

  it("shows the spec's 'Loading...' while songs load and 'Error: {message}' when they fail", async () => {
    let release: (answer: ReturnType<FakeRoute>) => void = () => {};
    api = installFakeApi({
      ...routes,
      '/songs': (config) =>
        (config.params as { sort: string }).sort === 'recent'
          ? new Promise((resolve) => {
              release = resolve;
            })
          : songsRoute(config),
    });
    renderApp('/');
    await waitFor(() =>
      expect(within(row('Subidas recientemente')).getByText('Loading...')).toBeInTheDocument(),
    );
    act(() => release({ status: 500, data: { message: 'El servidor no responde', errors: [] } }));
    expect(
      await within(row('Subidas recientemente')).findByText('Error: Ocurrió un error'),
    ).toBeInTheDocument();
  });

  it('shows empty texts, and treats a 404 of the seasonal playlists as an empty list', async () => {
    api = installFakeApi({
      '/creator_statistics': () => ok(page([])),
      '/songs': () => ok(page([])),
      '/playlistsFromRepertoireByAdmin': () => ({
        status: 404,
        data: { message: 'Recurso no encontrado', errors: [] },
      }),
    });
    renderApp('/');
    await screen.findByRole('region', { name: 'Creadores Sugeridos' });
    expect(
      await within(row('Creadores Sugeridos')).findByText('No hay compositores disponibles.'),
    ).toBeInTheDocument();
    expect(
      await within(row('Música de Temporada')).findByText('No se encontraron playlists.'),
    ).toBeInTheDocument();
  });

  it('opens with the rows seen on the last online visit when the network is gone', async () => {
    api = installFakeApi(routes);
    const online = renderApp('/');
    await cardsIn('Subidas recientemente', 9);
    await cardsIn('Música de Temporada', 5);
    await cardsIn('Creadores Sugeridos', 5);
    await waitFor(async () => expect(await db.apiCache.count()).toBe(3));
    online.unmount();
    api.restore();

    api = installFakeApi({
      '/creator_statistics': () => 'network-error',
      '/songs': () => 'network-error',
      '/playlistsFromRepertoireByAdmin': () => 'network-error',
    });
    renderApp('/');
    await cardsIn('Creadores Sugeridos', 5);
    await cardsIn('Canciones Recomendadas', 9);
    await cardsIn('Subidas recientemente', 9);
    await cardsIn('Música de Temporada', 5);
    expect(screen.queryByText(/^Error:/)).toBeNull();
  });
});
