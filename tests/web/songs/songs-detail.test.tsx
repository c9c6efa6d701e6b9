/**
 * The song page /Artist/{songId} and its editor /EditSongRepertorie/{songId} (spec sections 2, 5,
 * 8): composer links, year, copyright, the one-row table with 'Editar' for the owner or an admin,
 * read-only lyrics, 'Error al obtener la canción'; editing, visibility, deletion with the spec's
 * question and its error text.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongDetail } from '../../../domain/songs';
import { SONG_FROM_DEVICE_NOTE } from '../../../src/features/songs/detail/SongDetailPage';
import { OFFLINE_EDIT_TEXT } from '../../../src/features/songs/form/EditSongPage';
import { clearAllTables, db } from '../../../src/lib/db';
import { ADMIN, bodyOf, COMPOSER, deferred, HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makeFullSong,
  ok,
} from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { setViewportWidth } from '../helpers/viewport';

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  signInAs(null);
});

afterEach(() => {
  api?.restore();
  vi.unstubAllGlobals();
});

const SONG_ID = 41;

function detail(overrides: Partial<SongDetail> = {}): SongDetail {
  const song = makeFullSong(SONG_ID, {
    title: 'Ojalá que llueva café en el campo',
    composers: ['Fello Almonte', 'Compositor Invitado'],
    interpreters: ['Los Hermanos del Cibao'],
    authors: ['Juana Letra'],
    cover: '/media/images/ojala.png',
    cover_thumb: '/media/images/ojala.thumb.webp',
    letter: 'Ojalá que llueva café\nen el campo',
    duration: '4:05',
    duration_seconds: 245,
    user_id: COMPOSER.credentials_id,
    createdAt: '2024-06-15T12:00:00.000Z',
    copyright: '© 2024 Fello Almonte. Todos los derechos reservados.',
    registro_ONDA: 'ONDA-2024-77',
  });
  return {
    ...song,
    composer_links: [
      { name: 'Fello Almonte', user_id: 7 },
      { name: 'Compositor Invitado', user_id: null },
    ],
    creator: null,
    ...overrides,
  };
}

/**
 * The song as only a list holds it on the device: the search results page's kept answer, the
 * song deep inside another shape, without its own page's fields.
 */
async function keepSeenInSearchResults() {
  const { composer_links: _links, ...song } = detail();
  await db.apiCache.put({
    key: 'GET /search?q=ojala',
    data: { songs: { items: [song], total: 1 }, composers: { items: [] } },
    updatedAt: 1,
  });
}

function songRoute(answer: FakeRoute): Record<string, FakeRoute> {
  return { ...HOME_ROUTES, [`/songs/${SONG_ID}`]: answer };
}

const notFound = (): FakeAnswer => ({
  status: 404,
  data: { message: 'Canción no encontrada', errors: [] },
});

describe('the song page /Artist/{songId}', () => {
  it('shows cover, title, composers linked when registered, year, copyright, table and lyrics', async () => {
    api = installFakeApi(songRoute(() => ok(detail())));
    renderApp(`/Artist/${SONG_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Ojalá que llueva café en el campo', level: 1 }),
    ).toBeVisible();
    // Full-size cover on the song page (cards use the small copy).
    expect(
      screen.getByRole('img', { name: 'Portada de Ojalá que llueva café en el campo' }),
    ).toHaveAttribute('src', '/media/images/ojala.png');

    const link = screen.getByRole('link', { name: 'Fello Almonte' });
    expect(link).toHaveAttribute('href', '/ComposerPerfil/7');
    expect(screen.queryByRole('link', { name: 'Compositor Invitado' })).toBeNull();
    expect(screen.getAllByText(/Compositor Invitado/)[0]).toBeVisible();

    expect(screen.getByText('2024')).toBeVisible();
    expect(screen.getByText('© 2024 Fello Almonte. Todos los derechos reservados.')).toBeVisible();
    expect(screen.getByText('TMB-000041')).toBeVisible();

    const table = screen.getByRole('table', { name: /Ojalá/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Nombre', 'Compositores', 'Interpretes', 'Duracion', 'Acciones']);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    // The wide table has room: whole texts, not the cards' 16 characters.
    expect(cells[1]).toHaveTextContent('Ojalá que llueva café en el campo');
    expect(cells[2]).toHaveTextContent('Fello Almonte, Compositor Invitado');
    expect(cells[3]).toHaveTextContent('Los Hermanos del Cibao');
    expect(cells[4]).toHaveTextContent('4:05');
    // A visitor's only action is playing the song.
    expect(within(cells[5]).queryByRole('link')).toBeNull();
    expect(within(cells[5]).getByRole('button', { name: /^Reproducir Ojalá/ })).toBeInTheDocument();
    expect(
      within(cells[5]).getByRole('button', { name: /^Más opciones de Ojalá/ }),
    ).toBeInTheDocument();

    const lyrics = screen.getByRole('textbox', { name: 'Letra' });
    expect(lyrics).toHaveAttribute('readonly');
    expect(lyrics).toHaveValue('Ojalá que llueva café\nen el campo');
  });

  it("prepares its song's element once idle, loading nothing, so the first press starts it at once", async () => {
    api = installFakeApi(songRoute(() => ok(detail())));
    renderApp(`/Artist/${SONG_ID}`);
    await screen.findByRole('heading', { name: 'Ojalá que llueva café en el campo', level: 1 });
    await waitFor(() => expect(document.querySelectorAll('#audio-host audio')).toHaveLength(1));
    const prepared = document.querySelector<HTMLAudioElement>('#audio-host audio');
    expect(prepared?.preload).toBe('none');
    expect(prepared?.src).toMatch(/\/media\/audios\/41\.mp3$/);
  });

  it("shows 'Cargando...' while the song loads", async () => {
    const answer = deferred<FakeAnswer>();
    api = installFakeApi(songRoute(() => answer.promise));
    renderApp(`/Artist/${SONG_ID}`);
    expect(await screen.findByText('Cargando...')).toBeVisible();
    act(() => answer.resolve(ok(detail())));
    expect(await screen.findByRole('heading', { level: 1, name: /Ojalá/ })).toBeVisible();
  });

  it("says 'Error al obtener la canción' for a missing or private song (404), and forgets a stored copy", async () => {
    api = installFakeApi(songRoute(() => ok(detail())));
    const first = renderApp(`/Artist/${SONG_ID}`);
    await screen.findByRole('heading', { level: 1, name: /Ojalá/ });
    await waitFor(async () => expect(await db.apiCache.get(`GET /songs/${SONG_ID}`)).toBeDefined());
    first.unmount();
    api.restore();

    // Its owner made it private: the same address now answers 404 to this person.
    api = installFakeApi(songRoute(notFound));
    renderApp(`/Artist/${SONG_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener la canción');
    expect(screen.queryByRole('heading', { level: 1, name: /Ojalá/ })).toBeNull();
    await waitFor(async () =>
      expect(await db.apiCache.get(`GET /songs/${SONG_ID}`)).toBeUndefined(),
    );
  });

  it('opens offline, never visited, for a song saved on this device', async () => {
    const { composer_links: _links, ...song } = detail();
    await db.offlineSongs.put({
      song_id: SONG_ID,
      song,
      pinned: 1,
      sizeBytes: 10,
      cachedAt: 1,
      lastPlayedAt: 1,
    });
    api = installFakeApi(songRoute(() => 'network-error'));
    renderApp(`/Artist/${SONG_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Ojalá/ })).toBeVisible();
    // Its composers, unlinked: the links to their profiles come from the server.
    expect(screen.getAllByText(/Compositor Invitado/).length).toBeGreaterThan(0);
    expect(screen.queryByText('Error al obtener la canción')).toBeNull();
  });

  it('opens offline, never visited, for a song seen only in a list, and says what needs a connection', async () => {
    await keepSeenInSearchResults();
    api = installFakeApi(songRoute(() => 'network-error'));
    renderApp(`/Artist/${SONG_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Ojalá/ })).toBeVisible();
    expect(screen.getByText(SONG_FROM_DEVICE_NOTE)).toBeVisible();
    expect(screen.queryByText('Error al obtener la canción')).toBeNull();
  });

  it('offline, the editor never opens on a copy drawn from a list: saving it would erase lyrics and credits', async () => {
    signInAs(COMPOSER);
    await keepSeenInSearchResults();
    api = installFakeApi(songRoute(() => 'network-error'));
    renderApp(`/EditSongRepertorie/${SONG_ID}`);
    expect(await screen.findByText(OFFLINE_EDIT_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
  });

  it('says the usual error offline for a song the device does not hold', async () => {
    api = installFakeApi(songRoute(() => 'network-error'));
    renderApp(`/Artist/${SONG_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener la canción');
  });

  it('answers an address that is no song id with the same error, asking nobody', async () => {
    api = installFakeApi(HOME_ROUTES);
    renderApp('/Artist/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener la canción');
    expect(api.calls.filter((call) => call.url?.startsWith('/songs/'))).toHaveLength(0);
  });

  it.each([
    ['the owner', COMPOSER],
    ['an admin', ADMIN],
  ])("gives %s 'Editar', leading to /EditSongRepertorie/{id}", async (_who, user) => {
    signInAs(user);
    api = installFakeApi(songRoute(() => ok(detail())));
    renderApp(`/Artist/${SONG_ID}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/EditSongRepertorie/${SONG_ID}`,
    );
  });

  it("gives a listener or another composer no 'Editar'", async () => {
    for (const user of [LISTENER, { ...COMPOSER, credentials_id: 999 }]) {
      signInAs(user);
      api = installFakeApi(songRoute(() => ok(detail())));
      const view = renderApp(`/Artist/${SONG_ID}`);
      await screen.findByRole('table');
      expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
      view.unmount();
      api.restore();
    }
  });

  it('becomes a card below 768 px, with the same texts', async () => {
    setViewportWidth(390);
    signInAs(COMPOSER);
    api = installFakeApi(songRoute(() => ok(detail())));
    renderApp(`/Artist/${SONG_ID}`);
    const list = await screen.findByRole('list', { name: /Ojalá/ });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card).getByText('Ojalá que llueva...')).toBeVisible();
    expect(card).toHaveTextContent('Fello Almonte, C...');
    expect(card).toHaveTextContent('4:05');
    expect(within(card).getByRole('link', { name: 'Editar' })).toBeVisible();
  });
});

describe("a creator's own song: 'Editar' and 'Eliminar' in 'Más opciones'", () => {
  it("offers them to the song's creator only; deleting asks first, then says so", async () => {
    const user = userEvent.setup();
    signInAs(COMPOSER);
    let deleted = 0;
    api = installFakeApi(
      songRoute((config) => {
        if (config.method === 'delete') {
          deleted += 1;
          return { status: 204, data: undefined };
        }
        return ok(detail());
      }),
    );
    renderApp(`/Artist/${SONG_ID}`);
    await user.click(await screen.findByRole('button', { name: /^Más opciones de Ojalá/ }));
    // Mantine's menu is still fading in under jsdom: its items count as hidden.
    expect(
      await screen.findByRole('menuitem', { name: 'Editar', hidden: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar', hidden: true }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Eliminar «Ojalá que llueva café en el campo»',
    });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar esta canción?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: /^Más opciones de Ojalá/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar', hidden: true }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(
      await screen.findByText('Canción eliminada: «Ojalá que llueva café en el campo».'),
    ).toBeVisible();
    expect(deleted).toBe(1);
  });

  it("'Editar' opens the song's editor", async () => {
    const user = userEvent.setup();
    signInAs(COMPOSER);
    api = installFakeApi(songRoute(() => ok(detail())));
    const { router } = renderApp(`/Artist/${SONG_ID}`);
    await user.click(await screen.findByRole('button', { name: /^Más opciones de Ojalá/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/EditSongRepertorie/${SONG_ID}`),
    );
  });

  it('nobody else sees them', async () => {
    const user = userEvent.setup();
    signInAs(LISTENER);
    api = installFakeApi(songRoute(() => ok(detail())));
    renderApp(`/Artist/${SONG_ID}`);
    await user.click(await screen.findByRole('button', { name: /^Más opciones de Ojalá/ }));
    expect(
      await screen.findByRole('menuitem', { name: 'Compartir', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar', hidden: true })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar', hidden: true })).toBeNull();
  });
});

describe('the song editor /EditSongRepertorie/{songId}', () => {
  it('fills every field, saves a change to Privado with PUT and goes back to the song', async () => {
    signInAs(COMPOSER);
    let current = detail();
    api = installFakeApi({
      ...HOME_ROUTES,
      [`/songs/${SONG_ID}`]: (config) => {
        if (config.method === 'put') {
          current = { ...current, ...(bodyOf(config) as Partial<SongDetail>) };
        }
        return ok(current);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/EditSongRepertorie/${SONG_ID}`);
    expect(await screen.findByRole('heading', { name: 'Editar canción', level: 1 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Ojalá que llueva café en el campo',
    );
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveValue('MERENGUE');
    expect(screen.getByRole('textbox', { name: 'Compositor 1' })).toHaveValue('Fello Almonte');
    expect(screen.getByRole('textbox', { name: 'Compositor 2' })).toHaveValue(
      'Compositor Invitado',
    );
    expect(screen.getByRole('textbox', { name: 'Intérprete 1' })).toHaveValue(
      'Los Hermanos del Cibao',
    );
    expect(screen.getByRole('textbox', { name: 'Etiqueta 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Autor 1' })).toHaveValue('Juana Letra');
    await user.type(screen.getByRole('textbox', { name: 'Arreglista 1' }), 'Pedro Arreglos');
    expect(screen.getByRole('textbox', { name: 'Número de registro ONDA' })).toHaveValue(
      'ONDA-2024-77',
    );
    expect(screen.getByRole('textbox', { name: 'Letra' })).toHaveValue(
      'Ojalá que llueva café\nen el campo',
    );
    expect(screen.getByText('Audio actual: 4:05')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Portada actual' })).toHaveAttribute(
      'src',
      '/media/images/ojala.thumb.webp',
    );
    expect(screen.getByRole('radio', { name: 'Público' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Privado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Artist/${SONG_ID}`));

    const [put] = api.calls.filter((call) => call.method === 'put');
    expect(bodyOf(put)).toEqual({
      title: 'Ojalá que llueva café en el campo',
      gender: 'MERENGUE',
      composers: ['Fello Almonte', 'Compositor Invitado'],
      interpreters: ['Los Hermanos del Cibao'],
      authors: ['Juana Letra'],
      arrangers: ['Pedro Arreglos'],
      etiquetas: [],
      letter: 'Ojalá que llueva café\nen el campo',
      registro_ONDA: 'ONDA-2024-77',
      copyright: '© 2024 Fello Almonte. Todos los derechos reservados.',
      visibility: false,
      // The credit linked on the song page stays linked to that profile.
      composer_picks: [{ name: 'Fello Almonte', user_id: 7 }],
    });
    // Saving says so.
    expect(
      await screen.findByText('Cambios guardados en «Ojalá que llueva café en el campo».'),
    ).toBeInTheDocument();
    // The song page shows what was saved.
    expect(await screen.findByText('Privado')).toBeVisible();
  });

  it("shows the server's 403 'No tiene permiso…' and stays", async () => {
    signInAs(ADMIN);
    api = installFakeApi({
      ...HOME_ROUTES,
      [`/songs/${SONG_ID}`]: (config) =>
        config.method === 'put'
          ? {
              status: 403,
              data: { message: 'No tiene permiso para realizar esta acción', errors: [] },
            }
          : ok(detail()),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/EditSongRepertorie/${SONG_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tiene permiso para realizar esta acción',
    );
    expect(router.state.location.pathname).toBe(`/EditSongRepertorie/${SONG_ID}`);
  });

  it('sends someone who may not edit to the song page', async () => {
    signInAs({ ...COMPOSER, credentials_id: 999 });
    api = installFakeApi(songRoute(() => ok(detail())));
    const { router } = renderApp(`/EditSongRepertorie/${SONG_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Artist/${SONG_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: /Ojalá/ })).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'put')).toHaveLength(0);
  });

  it("deletes after the spec's question and goes home; says 'Error al eliminar la canción.' when it fails", async () => {
    signInAs(COMPOSER);
    let deleteAnswer: FakeAnswer = {
      status: 500,
      data: { message: 'Error interno del servidor', errors: [] },
    };
    api = installFakeApi({
      ...HOME_ROUTES,
      [`/songs/${SONG_ID}`]: (config) => (config.method === 'delete' ? deleteAnswer : ok(detail())),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/EditSongRepertorie/${SONG_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Eliminar canción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar canción' });
    // The modal fades in: on a loaded machine it may still be transparent for a moment.
    await waitFor(() =>
      expect(
        within(dialog).getByText('¿Estás seguro de que quieres eliminar esta canción?'),
      ).toBeVisible(),
    );
    // Cancelling asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar canción' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar la canción.');
    expect(router.state.location.pathname).toBe(`/EditSongRepertorie/${SONG_ID}`);

    deleteAnswer = { status: 204, data: '' };
    await user.click(screen.getByRole('button', { name: 'Eliminar canción' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.filter((call) => call.method === 'delete')).toHaveLength(2);
  });
});
