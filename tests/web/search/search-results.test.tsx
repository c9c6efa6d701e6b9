/**
 * /SearchView/{searchQuery} (spec sections 2 and 8): sections Compositores, Canciones, Playlist,
 * 'No hay {title} relacionadas a tu busqueda', 'Error al realizar la búsqueda', 'Ver más', a box to
 * search again, and offline results from the device with a note that says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Playlist, Song } from '../../../domain/api';
import type { Composer } from '../../../domain/profiles';
import type { SearchPage } from '../../../domain/search';
import { clearAllTables, db } from '../../../src/lib/db';
import {
  type FakeApi,
  installFakeApi,
  makeCreator,
  makePlaylist,
  makeSong,
  ok,
} from '../helpers/fake-api';
import { setOnline } from '../helpers/online';
import { renderApp } from '../helpers/render-app';

function searchPage<T>(items: T[], total = items.length, offset = 0): SearchPage<T> {
  return { items, total, limit: 12, offset, capped: false };
}

function composer(id: number, display_name: string): Composer {
  const { totalLikes: _likes, songsCount: _count, ...rest } = makeCreator(id, { display_name });
  return rest;
}

function paramsOf(config: InternalAxiosRequestConfig): { q?: string; offset?: number } {
  return (config.params ?? {}) as { q?: string; offset?: number };
}

let api: FakeApi | null = null;
beforeEach(() => setOnline(true));
afterEach(async () => {
  api?.restore();
  setOnline(true);
  await clearAllTables(db);
});

describe('/SearchView/{searchQuery}', () => {
  it('asks for the query with spaces for the "+" and shows the three sections in order', async () => {
    const songs: Song[] = [makeSong(1, { title: 'Café en la Mañana' })];
    const creators = [composer(7, 'El Cafetero')];
    const playlists: Playlist[] = [makePlaylist(3, { name: 'Café y Bachata' })];
    api = installFakeApi({
      '/search': () =>
        ok({
          songs: searchPage(songs),
          creators: searchPage(creators),
          playlists: searchPage(playlists),
        }),
    });
    renderApp('/SearchView/caf%C3%A9+con+leche');
    const main = await screen.findByRole('main');
    const headings = await within(main).findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Compositores',
      'Canciones',
      'Playlist',
    ]);
    expect(paramsOf(api.calls[0])).toMatchObject({ q: 'café con leche', offset: 0 });
    expect(screen.getByText('café con leche')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'El Cafetero' })).toHaveAttribute(
      'href',
      '/ComposerPerfil/7',
    );
    expect(within(main).getByRole('link', { name: /Café en la Mañana/ })).toHaveAttribute(
      'href',
      '/Artist/1',
    );
    expect(within(main).getByRole('link', { name: /Café y Bachata/ })).toHaveAttribute(
      'href',
      '/PlaylistSongsCard/3',
    );
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
  });

  it("says 'No hay {title} relacionadas a tu busqueda' for each empty section", async () => {
    api = installFakeApi({
      '/search': () =>
        ok({
          songs: searchPage([makeSong(1)]),
          creators: searchPage([]),
          playlists: searchPage([]),
        }),
    });
    renderApp('/SearchView/nada');
    expect(
      await screen.findByText('No hay Compositores relacionadas a tu busqueda'),
    ).toBeInTheDocument();
    expect(screen.getByText('No hay Playlist relacionadas a tu busqueda')).toBeInTheDocument();
    expect(screen.queryByText('No hay Canciones relacionadas a tu busqueda')).toBeNull();
  });

  it("shows 'Error al realizar la búsqueda' when the server fails", async () => {
    api = installFakeApi({
      '/search': () => ({
        status: 500,
        data: { message: 'Error interno del servidor', errors: [] },
      }),
    });
    renderApp('/SearchView/bolero');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al realizar la búsqueda');
  });

  it("'Ver más' adds the next page of that section only", async () => {
    const first = Array.from({ length: 12 }, (_, i) =>
      makeSong(i + 1, { title: `Bolero ${i + 1}` }),
    );
    api = installFakeApi({
      '/search': (config) => {
        const offset = Number(paramsOf(config).offset ?? 0);
        return ok({
          songs:
            offset === 0
              ? searchPage(first, 13)
              : searchPage([makeSong(13, { title: 'Bolero 13' })], 13, 12),
          creators: searchPage([], 0, offset),
          playlists: searchPage([], 0, offset),
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/SearchView/bolero');
    const list = await screen.findByRole('list', { name: 'Canciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(paramsOf(api.calls[1])).toMatchObject({ q: 'bolero', offset: 12 });
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });

  it('searches again from the results page', async () => {
    api = installFakeApi({
      '/search': () =>
        ok({ songs: searchPage([]), creators: searchPage([]), playlists: searchPage([]) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/SearchView/salsa');
    const again = await screen.findByRole('searchbox', { name: 'Nueva búsqueda' });
    expect(again).toHaveValue('salsa');
    await user.clear(again);
    await user.type(again, '   ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/SearchView/salsa');
    await user.type(again, 'son de la loma{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/SearchView/son+de+la+loma'));
    await waitFor(() =>
      expect(paramsOf(api?.calls.at(-1) as InternalAxiosRequestConfig).q).toBe('son de la loma'),
    );
    expect(screen.getByRole('searchbox', { name: 'Nueva búsqueda' })).toHaveValue('son de la loma');
  });
});

describe('/SearchView offline', () => {
  beforeEach(async () => {
    await db.librarySongs.put({
      song_id: 5,
      song: makeSong(5, { title: 'Café en la Mañana' }),
      addedAt: Date.now(),
    });
    await db.recentlyPlayedSongs.put({
      song_id: 6,
      song: makeSong(6, { title: 'Merengue sin café' }),
      playedAt: Date.now(),
    });
  });

  it('without a connection, finds the music stored on the device and says so', async () => {
    setOnline(false);
    api = installFakeApi({});
    renderApp('/SearchView/cafe');
    expect(
      await screen.findByText(
        'Sin conexión: los resultados se limitan a la música guardada en este dispositivo.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Canciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls.filter((call) => call.url === '/search')).toHaveLength(0);
  });

  it('when the request gets no answer, falls back the same way', async () => {
    api = installFakeApi({ '/search': () => 'network-error' });
    renderApp('/SearchView/manana');
    const list = await screen.findByRole('list', { name: 'Canciones' });
    expect(within(list).getByRole('link', { name: /Café en la Mañana/ })).toBeInTheDocument();
    expect(screen.getByText(/Sin conexión: los resultados se limitan/)).toBeInTheDocument();
  });
});
