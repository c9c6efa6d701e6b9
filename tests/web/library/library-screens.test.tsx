/**
 * Library, likes and playlists screens (spec sections 2, 4, 5, 8): /Library from the IndexedDB
 * mirror with its filter and empty states, the heart (red when liked, a second press unlikes), the
 * playlist page (no description, total duration, owner removal), the playlists screen (404 is an
 * empty list, other errors 'Error: {message}', delete after the question), the album editor's
 * required cover and name, and a playlist made from a song through the name prompt.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser, Song } from '../../../domain/api';
import type { Library } from '../../../domain/library';
import type { PlaylistDetail } from '../../../domain/playlists';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import type { MirroredPlaylist } from '../../../src/features/library-sync/mirror';
import { clearAllTables, db } from '../../../src/lib/db';
import { bodyOf, COMPOSER, HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import {
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makePlaylist,
  makeSong,
  ok,
  page,
} from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  localStorage.clear();
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signIn(user: SessionUser) {
  saveSessionUser(user);
}

const cafe = makeSong(1, {
  title: 'Ojalá que llueva café',
  duration: '3:00',
  duration_seconds: 180,
});
const bachata = makeSong(2, { title: 'Bachata rosa', duration: '1:30', duration_seconds: 90 });

function library(songs: Song[], playlists: PlaylistDetail[] = []): Library {
  return {
    library_id: 5,
    user_id: LISTENER.credentials_id,
    version: 1,
    has_more: false,
    removed_song_ids: [],
    Song_Libraries: songs.map((song) => ({
      song_id: song.song_id,
      addedAt: new Date().toISOString(),
      Song: song,
    })),
    Playlist_Libraries: playlists.map((p) => ({
      playlist_id: p.playlist_id,
      addedAt: new Date().toISOString(),
      Playlist: p,
    })),
  };
}

function detail(
  id: number,
  songs: Song[],
  overrides: Partial<PlaylistDetail> = {},
): PlaylistDetail {
  return {
    ...makePlaylist(id, { description: null, user_id: LISTENER.credentials_id }),
    Song_Playlists: songs.map((song, position) => ({
      song_id: song.song_id,
      playlist_id: id,
      position,
      Song: song,
    })),
    ...overrides,
  };
}

function routes(extra: Record<string, FakeRoute>): Record<string, FakeRoute> {
  return { ...HOME_ROUTES, ...extra };
}

describe('/Library', () => {
  it('shows the mirror at once, filters songs and playlists, and shows empty states', async () => {
    signIn(LISTENER);
    await db.librarySongs.bulkPut([
      { song_id: 1, song: cafe, addedAt: 2 },
      { song_id: 2, song: bachata, addedAt: 1 },
    ]);
    const viaje = detail(9, [cafe], { name: 'Viaje al Cibao' });
    // The server never answers: what shows comes from IndexedDB.
    api = installFakeApi(
      routes({ [`/libraries/${LISTENER.credentials_id}`]: () => new Promise(() => {}) }),
    );
    await db.libraryPlaylists.put({ playlist_id: 9, playlist: viaje, addedAt: 1 });
    renderApp('/Library');
    expect(
      await screen.findByRole('heading', { name: 'Canciones que te han gustado' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tus listas de reproducción' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Canciones que te han gustado' });
    expect(within(table).getByText(/Ojalá que llueva/)).toBeVisible();
    expect(within(table).getByText('Bachata rosa')).toBeVisible();
    expect(screen.getByRole('link', { name: /Viaje al Cibao/ })).toHaveAttribute(
      'href',
      '/PlaylistSongsCard/9',
    );

    await userEvent.type(screen.getByPlaceholderText('Buscar canciones...'), 'BACHATA');
    expect(
      within(screen.getByRole('table', { name: 'Canciones que te han gustado' })).queryByText(
        /Ojalá/,
      ),
    ).toBeNull();
    expect(screen.getByText('No se encontraron playlists.')).toBeVisible();
    await userEvent.clear(screen.getByPlaceholderText('Buscar canciones...'));
    await userEvent.type(screen.getByPlaceholderText('Buscar canciones...'), 'merengue');
    expect(screen.getByText('No hay canciones relacionadas a tu busqueda')).toBeVisible();
  });

  it('on a device the library never reached, says it is empty only once the server has said so', async () => {
    signIn(LISTENER);
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    api = installFakeApi(
      routes({
        [`/libraries/${LISTENER.credentials_id}`]: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      }),
    );
    renderApp('/Library');
    await screen.findByRole('heading', { name: 'Tus listas de reproducción' });
    // IndexedDB has answered (empty) long before this; the server has not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('No hay canciones relacionadas a tu busqueda')).toBeNull();
    expect(screen.queryByText('No se encontraron playlists.')).toBeNull();
    // Nor is anything drawn that the grid's arrival would push down the screen.
    expect(screen.queryByRole('heading', { name: 'Canciones que te han gustado' })).toBeNull();
    // Nor, when the library arrives, a moment of 'no songs' before its songs: the songs, the
    // playlists and 'reached' are one answer of the device's copy.
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('No hay canciones relacionadas')) seen.push('vacía');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    answer(ok(library([bachata])));
    const table = await screen.findByRole('table', { name: 'Canciones que te han gustado' });
    watch.disconnect();
    expect(within(table).getByText('Bachata rosa')).toBeVisible();
    expect(screen.getByText('No se encontraron playlists.')).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('offline on a device the library never reached, says at once that nothing is kept', async () => {
    signIn(LISTENER);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    api = installFakeApi(routes({}));
    renderApp('/Library');
    expect(await screen.findByText('No hay canciones relacionadas a tu busqueda')).toBeVisible();
    expect(screen.getByText('No se encontraron playlists.')).toBeVisible();
  });

  it('replaces the mirror with the server library when nothing waits to be sent', async () => {
    signIn(LISTENER);
    await db.librarySongs.put({ song_id: 1, song: cafe, addedAt: 1 });
    api = installFakeApi(
      routes({ [`/libraries/${LISTENER.credentials_id}`]: () => ok(library([bachata])) }),
    );
    renderApp('/Library');
    const table = await screen.findByRole('table', { name: 'Canciones que te han gustado' });
    await waitFor(() => expect(within(table).queryByText(/Ojalá/)).toBeNull());
    expect(within(table).getByText('Bachata rosa')).toBeVisible();
  });
});

describe('the playlist menu of a row', () => {
  it('is built on the first press, lists the person’s playlists and gives the focus back', async () => {
    signIn(LISTENER);
    await db.librarySongs.bulkPut([
      { song_id: 1, song: cafe, addedAt: 2 },
      { song_id: 2, song: bachata, addedAt: 1 },
    ]);
    const viaje = detail(9, [cafe], { name: 'Viaje al Cibao', user_id: LISTENER.credentials_id });
    await db.libraryPlaylists.put({ playlist_id: 9, playlist: viaje, addedAt: 1 });
    api = installFakeApi(
      routes({ [`/libraries/${LISTENER.credentials_id}`]: () => new Promise(() => {}) }),
    );
    renderApp('/Library');
    const button = await screen.findByRole('button', {
      name: 'Añadir Bachata rosa a una playlist',
    });
    // No row has a menu until one is pressed.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    await userEvent.click(button);
    // jsdom lays nothing out, so the popover thinks a button inside the table's scroll box is out
    // of view and hides itself (hidden: true); the E2E tests press it in a real browser.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).getByRole('menuitem', { name: 'Nueva playlist', hidden: true }),
    ).toBeTruthy();
    expect(
      await within(menu).findByRole('menuitem', { name: 'Viaje al Cibao', hidden: true }),
    ).toBeTruthy();
    expect(screen.getAllByRole('menu', { hidden: true })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Añadir Bachata rosa a una playlist' }),
      ),
    );
  });
});

describe('the heart', () => {
  it('is red and pressed when liked; pressing it again unlikes on the server and in the library', async () => {
    signIn(LISTENER);
    await db.librarySongs.put({ song_id: 1, song: cafe, addedAt: 1 });
    const unliked: unknown[] = [];
    api = installFakeApi(
      routes({
        [`/libraries/${LISTENER.credentials_id}`]: () => new Promise(() => {}),
        '/song_libraries': (config) => {
          unliked.push({ method: config.method, body: bodyOf(config) });
          return ok({ library_id: 5, song_id: 1, liked: false, likes: 0 });
        },
      }),
    );
    renderApp('/Library');
    const heart = await screen.findByRole('button', {
      name: 'Quitar Ojalá que llueva café de Me gusta',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(unliked).toEqual([{ method: 'delete', body: { song_id: 1 } }]));
    await waitFor(async () => expect(await db.librarySongs.count()).toBe(0));
  });

  it("undoes a refused like and says 'Error al gestionar liked songs'", async () => {
    signIn(LISTENER);
    const song = detail(3, [bachata], { user_id: LISTENER.credentials_id });
    api = installFakeApi(
      routes({
        '/playlists/3': () => ok(song),
        '/song_libraries': () => ({
          status: 404,
          data: { message: 'Canción no encontrada', errors: [] },
        }),
      }),
    );
    renderApp('/PlaylistSongsCard/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Me gusta Bachata rosa' }));
    expect(await screen.findByText('Error al gestionar liked songs')).toBeInTheDocument();
    await waitFor(async () => expect(await db.librarySongs.count()).toBe(0));
    const [alert] = await db.notifications.toArray();
    expect(alert.type).toBe('alert');
  });
});

describe('/PlaylistSongsCard/{playlistId}', () => {
  it("shows 'Sin descripción', the total duration, the spec columns, and lets the owner remove a song", async () => {
    signIn(LISTENER);
    const removed: string[] = [];
    api = installFakeApi(
      routes({
        '/playlists/4': () => ok(detail(4, [cafe, bachata], { name: 'Para el carro' })),
        '/song_playlists/4/2': (config) => {
          removed.push(config.method ?? '');
          return { status: 204, data: null };
        },
      }),
    );
    renderApp('/PlaylistSongsCard/4');
    expect(await screen.findByRole('heading', { name: 'Para el carro' })).toBeVisible();
    expect(screen.getByText('Sin descripción')).toBeVisible();
    expect(screen.getByText(/Duración total 4:30/)).toBeVisible();
    for (const column of ['#', 'Nombre', 'Compositores', 'Interpretes', 'Duracion', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await userEvent.click(
      screen.getByRole('button', { name: 'Quitar Bachata rosa de la playlist' }),
    );
    await waitFor(() => expect(removed).toEqual(['delete']));
    await waitFor(() => expect(screen.queryByText('Bachata rosa')).toBeNull());
  });

  it('gives a listener no edit or delete on an admin playlist, and says when it is missing', async () => {
    signIn(LISTENER);
    api = installFakeApi(
      routes({
        '/playlists/6': () =>
          ok(detail(6, [cafe], { name: 'Navidad', user_id: 1, description: 'Aguinaldos' })),
        '/playlists/7': () => ({
          status: 404,
          data: { message: 'Playlist no encontrada', errors: [] },
        }),
      }),
    );
    const { router } = renderApp('/PlaylistSongsCard/6');
    expect(await screen.findByText('Aguinaldos')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /de la playlist$/ })).toBeNull();
    await router.navigate({ href: '/PlaylistSongsCard/7' });
    expect(await screen.findByText('Playlist no encontrada')).toBeVisible();
  });
});

describe('a library playlist offline', () => {
  it('opens from the IndexedDB mirror without asking the server', async () => {
    signIn(LISTENER);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const viaje = detail(12, [], { name: 'Sin señal' });
    const mirrored: MirroredPlaylist = {
      playlist_id: 12,
      playlist: viaje,
      addedAt: 1,
      songs: [cafe, bachata],
    };
    await db.libraryPlaylists.put(mirrored);
    api = installFakeApi(routes({}));
    renderApp('/PlaylistSongsCard/12');
    expect(await screen.findByRole('heading', { name: 'Sin señal' })).toBeVisible();
    expect(screen.getByText(/Duración total 4:30/)).toBeVisible();
    expect(api.calls.filter((call) => call.url === '/playlists/12')).toEqual([]);
  });
});

describe('a playlist opened once online, not in the library', () => {
  it('opens offline from the copy kept when it was last opened', async () => {
    signIn(LISTENER);
    let serverUp = true;
    api = installFakeApi(
      routes({
        '/playlists/15': () =>
          serverUp
            ? ok(detail(15, [cafe, bachata], { name: 'Verano', user_id: 1 }))
            : { status: 500, data: { message: 'no', errors: [] } },
      }),
    );
    const online = renderApp('/PlaylistSongsCard/15');
    expect(await screen.findByRole('heading', { name: 'Verano' })).toBeVisible();
    online.unmount();

    // Later, without a connection (the app opened anew: nothing in memory): the server is not
    // asked, and the page comes from the device.
    serverUp = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await db.libraryPlaylists.clear();
    const asked = api.calls.length;
    renderApp('/PlaylistSongsCard/15');
    expect(await screen.findByRole('heading', { name: 'Verano' })).toBeVisible();
    expect(screen.getByText(/Duración total 4:30/)).toBeVisible();
    expect(api.calls.slice(asked).filter((call) => call.url === '/playlists/15')).toEqual([]);
  });
});

describe('playlists screen', () => {
  it("treats 404 as an empty list and shows 'Error: {message}' for other failures", async () => {
    signIn(LISTENER);
    api = installFakeApi(
      routes({ '/playlists': () => ({ status: 404, data: { message: 'No', errors: [] } }) }),
    );
    const first = renderApp('/PlaylistCardV1');
    expect(await screen.findByText('No se encontraron playlists.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mis Playlists' })).toBeVisible();
    expect(screen.getByPlaceholderText('Buscar playlist...')).toBeVisible();
    first.unmount();
    api.restore();
    api = installFakeApi(
      routes({
        '/playlists': () => ({ status: 500, data: { message: 'Servidor caído', errors: [] } }),
      }),
    );
    renderApp('/PlaylistCardListSearch');
    // A 5xx's own words are not shown: the spec's fallback is.
    expect(await screen.findByText('Error: Ocurrió un error')).toBeVisible();
  });

  it("filters by userId, and deletes after '¿Estás seguro de que quieres eliminar esta playlist?'", async () => {
    signIn(LISTENER);
    const asked: string[] = [];
    const params: unknown[] = [];
    vi.spyOn(window, 'confirm').mockImplementation((text) => {
      asked.push(String(text));
      return true;
    });
    let deleted = false;
    api = installFakeApi(
      routes({
        '/playlists': (config) => {
          params.push(config.params);
          return ok(
            page([
              makePlaylist(11, {
                name: 'Mía',
                user_id: LISTENER.credentials_id,
                isFromRepertoire: false,
              }),
            ]),
          );
        },
        '/playlists/11': () => {
          deleted = true;
          return { status: 204, data: null };
        },
      }),
    );
    renderApp(`/PlaylistCardV1?userId=${LISTENER.credentials_id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Mía' }));
    expect(asked).toEqual(['¿Estás seguro de que quieres eliminar esta playlist?']);
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('No se encontraron playlists.')).toBeVisible();
    expect(params[0]).toMatchObject({ userId: LISTENER.credentials_id });
  });
});

describe('/RepertoirePlaylistCardList for a visitor', () => {
  it('stays, asks the server nothing and says where to look, without a 401 sending them away', async () => {
    api = installFakeApi(routes({}));
    const { router } = renderApp('/RepertoirePlaylistCardList');
    expect(
      await screen.findByText(/Abre el perfil de un creador para ver sus playlists/),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.url === '/playlistsFromRepertoire')).toEqual([]);
    expect(router.state.location.pathname).toBe('/RepertoirePlaylistCardList');
  });
});

describe('album editor', () => {
  it('requires a cover and a name before anything is sent', async () => {
    signIn(COMPOSER);
    api = installFakeApi(routes({ '/songsFromRepertoire': () => ok(page([cafe])) }));
    renderApp('/uploadPlaylists');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar álbum' }));
    // A creator's screen makes an album, and says so.
    expect(await screen.findByText('Debe seleccionar una portada para el álbum.')).toBeVisible();
    expect(screen.getByText('El nombre del álbum es requerido.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Crear álbum' })).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'post')).toEqual([]);
  });

  it("says 'No se pudo cargar la información de la playlist.' when the playlist cannot be read", async () => {
    signIn(COMPOSER);
    api = installFakeApi(
      routes({ '/playlists/8': () => ({ status: 500, data: { message: 'x', errors: [] } }) }),
    );
    renderApp('/EditPlaylistRepertoire/8');
    expect(
      await screen.findByText('No se pudo cargar la información de la playlist.'),
    ).toBeVisible();
  });
});

describe('album editor: who may edit, visibility, server messages', () => {
  it('sends a listener who may not edit a playlist to the playlist itself', async () => {
    signIn(LISTENER);
    api = installFakeApi(
      routes({
        '/playlists/6': () => ok(detail(6, [cafe], { name: 'Navidad', user_id: 1 })),
        '/songsFromRepertoire': () => ok(page([])),
      }),
    );
    const { router } = renderApp('/EditPlaylistLibrary/6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/PlaylistSongsCard/6'));
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });

  it("saves 'Privado' with public false and shows the server's refusal word for word", async () => {
    signIn(COMPOSER);
    const sent: unknown[] = [];
    api = installFakeApi(
      routes({
        '/playlists/9': (config) => {
          if (config.method === 'put') {
            sent.push(bodyOf(config));
            return {
              status: 403,
              data: { message: 'Solo un administrador puede cambiar las playlists de temporada.' },
            };
          }
          return ok(
            detail(9, [cafe], {
              name: 'Mi álbum',
              user_id: COMPOSER.credentials_id,
              isFromRepertoire: true,
              cover: '/media/images/a.webp',
            }),
          );
        },
        '/songsFromRepertoire': () => ok(page([cafe])),
      }),
    );
    renderApp('/EditPlaylistRepertoire/9');
    expect(await screen.findByLabelText(/^Portada/)).toHaveAttribute('type', 'file');
    expect(screen.getByText('Se mantiene la portada actual')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Privado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ public: false, visibility: false });
    expect(
      await screen.findByText('Solo un administrador puede cambiar las playlists de temporada.'),
    ).toBeVisible();
  });
});

describe('album editor: filled once', () => {
  it('a later answer of the playlist keeps what was typed and removed, and the save sends that', async () => {
    signIn(COMPOSER);
    const sent: unknown[] = [];
    const removed: string[] = [];
    // A read that was on its way when the song was removed answers with it still there (and
    // someone having saved the album to their library meanwhile).
    let reads = 0;
    const asOpened = detail(9, [cafe, bachata], {
      name: 'Mi álbum',
      user_id: COMPOSER.credentials_id,
      isFromRepertoire: true,
      cover: '/media/images/a.webp',
    });
    api = installFakeApi(
      routes({
        '/playlists/9': (config) => {
          if (config.method === 'put') {
            sent.push(bodyOf(config));
            return ok(asOpened);
          }
          reads += 1;
          return ok(reads === 1 ? asOpened : { ...asOpened, favorites_count: 2 });
        },
        '/song_playlists/9/2': (config) => {
          removed.push(config.method ?? '');
          return { status: 204, data: null };
        },
        '/songsFromRepertoire': () => ok(page([cafe, bachata])),
      }),
    );
    const { queryClient } = renderApp('/EditPlaylistRepertoire/9');
    const nameField = await screen.findByLabelText('Nombre');
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Álbum nuevo');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Bachata rosa' }));
    await waitFor(() => expect(removed).toEqual(['delete']));
    await queryClient.refetchQueries({ queryKey: ['playlists'] });

    const added = screen.getByRole('list', { name: 'Canciones agregadas' });
    expect(within(added).queryByText('Bachata rosa')).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Álbum nuevo');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Álbum nuevo', song_ids: [cafe.song_id] });
  });
});

describe("someone else's playlist in the library", () => {
  it("'Guardar en Biblioteca' saves it (POST /playlist_libraries) and 'Quitar de Biblioteca' removes it", async () => {
    signIn(LISTENER);
    const calls: string[] = [];
    api = installFakeApi(
      routes({
        '/playlists/6': () => ok(detail(6, [cafe], { name: 'Navidad', user_id: 1 })),
        '/playlist_libraries': (config) => {
          calls.push(`${config.method} ${JSON.stringify(bodyOf(config))}`);
          return ok({ library_id: 5, playlist_id: 6, saved: config.method === 'post' });
        },
      }),
    );
    renderApp('/PlaylistSongsCard/6');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar en Biblioteca' }));
    await waitFor(() => expect(calls).toEqual(['post {"playlist_id":6}']));
    expect(await db.libraryPlaylists.get(6)).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar de Biblioteca' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toBe('delete {"playlist_id":6}');
    expect(await db.libraryPlaylists.get(6)).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Guardar en Biblioteca' })).toBeVisible();
  });
});

describe('playlist from a song', () => {
  it('does nothing on a cancelled or empty prompt; otherwise creates it private, adds the song, saves it in the library', async () => {
    signIn(LISTENER);
    const posted: { url: string; body: unknown }[] = [];
    const record: FakeRoute = (config) => {
      posted.push({ url: config.url ?? '', body: bodyOf(config) });
      return config.url === '/playlists'
        ? {
            status: 201,
            data: detail(40, [], { name: 'Viaje', public: false, isFromRepertoire: false }),
          }
        : { status: 201, data: {} };
    };
    api = installFakeApi(
      routes({ '/playlists': record, '/playlist_libraries': record, '/song_playlists': record }),
    );
    // The menu's 'Nueva playlist' passes window.prompt's answer here (the e2e test clicks it).
    const { createPlaylistFromSong } = await import(
      '../../../src/features/library/components/PlaylistMenu'
    );
    expect(await createPlaylistFromSong(bachata, null)).toBe(false);
    expect(await createPlaylistFromSong(bachata, '   ')).toBe(false);
    expect(posted).toEqual([]);

    expect(await createPlaylistFromSong(bachata, '  Viaje  ')).toBe(true);
    expect(posted.map((p) => p.url)).toEqual([
      '/playlists',
      '/playlist_libraries',
      '/song_playlists',
    ]);
    expect(posted[0].body).toMatchObject({ name: 'Viaje', public: false, isFromRepertoire: false });
    expect(posted[2].body).toEqual({ song_id: 2, playlist_id: 40 });
    expect((await db.libraryPlaylists.get(40))?.playlist.name).toBe('Viaje');
    expect(
      await screen.findByText('Playlist "Viaje" creada y añadida a tu librería con éxito'),
    ).toBeInTheDocument();
  });

  it("says 'Hubo un error al crear la playlist o añadirla a la librería' when the server refuses", async () => {
    signIn(LISTENER);
    api = installFakeApi(
      routes({ '/playlists': () => ({ status: 400, data: { message: 'No', errors: ['No'] } }) }),
    );
    const { createPlaylistFromSong } = await import(
      '../../../src/features/library/components/PlaylistMenu'
    );
    expect(await createPlaylistFromSong(bachata, 'Otra')).toBe(false);
    expect(
      await screen.findByText('Hubo un error al crear la playlist o añadirla a la librería'),
    ).toBeInTheDocument();
    expect(await db.libraryPlaylists.count()).toBe(0);
  });
});
