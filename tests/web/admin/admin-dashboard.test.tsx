/**
 * /AdminPage (spec sections 2, 4, 9): tabs 'Usuarios Creados' and 'Canciones Subidas', 4 rows a
 * page with 'Anterior'/'Siguiente', delete after the spec's question (the row leaves the list),
 * the audio download, the edit links, cards below 768 px, and the drawer's 'Inicio' for admins.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page, Song } from '../../../domain/api';
import type { Profile } from '../../../domain/auth';
import { saveSessionUser } from '../../../src/features/auth/session-store';
import { ADMIN, HOME_ROUTES } from '../helpers/auth-fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makeSong,
  ok,
} from '../helpers/fake-api';
import { resetBrowser } from '../helpers/fresh-browser';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';
import { makeProfile } from '../profiles/profiles-helpers';

let api: FakeApi;

beforeEach(async () => {
  await resetBrowser();
  saveSessionUser(ADMIN);
});

afterEach(() => {
  api?.restore();
});

function pageOf<T>(items: readonly T[], config: InternalAxiosRequestConfig): Page<T> {
  const { limit, offset } = config.params as { limit: number; offset: number };
  return { items: items.slice(offset, offset + limit), total: items.length, limit, offset };
}

/** A small server: the admin lists read from arrays that DELETE really shrinks. */
function serveAdmin({
  songs = [] as Song[],
  users = [] as Profile[],
  deleteAnswer,
  extra = {},
}: {
  songs?: Song[];
  users?: Profile[];
  deleteAnswer?: FakeAnswer;
  /** More routes, or ones that answer differently (moderation). */
  extra?: Record<string, FakeRoute>;
}) {
  const routes: Record<string, FakeRoute> = {
    ...HOME_ROUTES,
    '/session': () => ok(ADMIN),
    '/users/1': () => ok(makeProfile(1, { roles: ['admin'], name: 'Ana', lastName: 'Admin' })),
    '/songsAdmin': (config) => ok(pageOf(songs, config)),
    '/users/': (config) => ok(pageOf(users, config)),
  };
  for (const song of [...songs]) {
    routes[`/songs/${song.song_id}`] = (config) => {
      if (config.method !== 'delete') return ok({ ...song, composer_links: [] });
      if (deleteAnswer) return deleteAnswer;
      songs.splice(songs.indexOf(song), 1);
      return { status: 204, data: '' };
    };
  }
  for (const user of [...users]) {
    routes[`/users/${user.user_id}/deletion-summary`] = () =>
      ok({
        user_id: user.user_id,
        email: emailOf(user.user_id),
        nickname: user.nickname,
        display_name: `${user.name} ${user.lastName}`,
        songs: 4,
        albums: 1,
        playlists: 2,
      });
    routes[`/users/${user.user_id}`] = (config) => {
      if (config.method !== 'delete') return ok(user);
      if (deleteAnswer) return deleteAnswer;
      users.splice(users.indexOf(user), 1);
      return { status: 204, data: '' };
    };
  }
  api = installFakeApi({ ...routes, ...extra });
  return api;
}

const songs = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeSong(index + 1, { title: `Canción ${index + 1}`, isFromRepertoire: index % 2 === 0 }),
  );
const users = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeProfile(31 + index, {
      name: `Persona${index + 1}`,
      lastName: 'Prueba',
      nickname: null,
      roles: ['user'],
    }),
  );

const emailOf = (userId: number) => `persona${userId}@tambora.app`;

/** The account's email, typed, is what confirms its deletion. */
async function confirmUserDeletion(actor: ReturnType<typeof userEvent.setup>, userId: number) {
  const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
  await actor.type(
    await within(dialog).findByRole('textbox', {
      name: 'Escribe el correo de la cuenta para confirmar',
    }),
    emailOf(userId),
  );
  await actor.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}

const deletes = () => api.calls.filter((call) => call.method === 'delete').map((call) => call.url);

function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

async function openSongs(actor: ReturnType<typeof userEvent.setup>) {
  await actor.click(await screen.findByRole('tab', { name: 'Canciones Subidas' }));
  return screen.findByRole('table', { name: 'Canciones subidas' });
}

describe('the dashboard', () => {
  it("opens on 'Usuarios Creados' and switches to 'Canciones Subidas', with 'Estadísticas' in the header", async () => {
    const actor = userEvent.setup();
    serveAdmin({ songs: songs(2), users: users(2) });
    const { router } = renderApp('/AdminPage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Estadísticas' })).toHaveAttribute(
      'href',
      '/AdminStadisticPage',
    );
    expect(screen.getByRole('tab', { name: 'Usuarios Creados' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const usersTable = await screen.findByRole('table', { name: 'Usuarios creados' });
    expect(within(usersTable).getByText('Persona1 Prueba')).toBeVisible();
    expect(within(usersTable).getAllByText('Oyente')).toHaveLength(2);

    const songsTable = await openSongs(actor);
    expect(screen.queryByRole('table', { name: 'Usuarios creados' })).toBeNull();
    expect(within(songsTable).getByRole('link', { name: 'Canción 1' })).toHaveAttribute(
      'href',
      '/Artist/1',
    );
    expect(within(songsTable).getByText('TMB-000002')).toBeVisible();
    expect(within(songsTable).getByText('Repertorio')).toBeVisible();
    expect(within(songsTable).getByText('Biblioteca')).toBeVisible();
    expect(router.state.location.search).toEqual({ tab: 'canciones' });
  });

  it("shows 4 rows a page and pages with 'Anterior' and 'Siguiente'", async () => {
    const actor = userEvent.setup();
    serveAdmin({ songs: songs(10) });
    renderApp('/AdminPage?tab=canciones');
    const table = await screen.findByRole('table', { name: 'Canciones subidas' });
    const pager = screen.getByRole('navigation', { name: 'Páginas de canciones' });
    const previous = within(pager).getByRole('button', { name: 'Anterior' });
    const next = within(pager).getByRole('button', { name: 'Siguiente' });
    expect(rowsOf(table)).toEqual(['Canción 1', 'Canción 2', 'Canción 3', 'Canción 4']);
    expect(previous).toBeDisabled();
    expect(pager).toHaveTextContent('Página 1 de 3');

    await actor.click(next);
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Canciones subidas' }))).toEqual([
        'Canción 5',
        'Canción 6',
        'Canción 7',
        'Canción 8',
      ]),
    );
    await actor.click(next);
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Canciones subidas' }))).toEqual([
        'Canción 9',
        'Canción 10',
      ]),
    );
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await actor.click(previous);
    await waitFor(() => expect(pager).toHaveTextContent('Página 2 de 3'));

    const asked = api.calls.filter((call) => call.url === '/songsAdmin').map((call) => call.params);
    expect(asked).toContainEqual({ limit: 4, offset: 8 });
    expect(asked.every((params) => params.limit === 4)).toBe(true);
  });

  it('pages the users too, 20 a page', async () => {
    const actor = userEvent.setup();
    serveAdmin({ users: users(21) });
    renderApp('/AdminPage');
    const pager = await screen.findByRole('navigation', { name: 'Páginas de usuarios' });
    await screen.findByText('Persona20 Prueba');
    expect(screen.queryByText('Persona21 Prueba')).toBeNull();
    await actor.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Persona21 Prueba')).toBeVisible();
    expect(screen.queryByText('Persona1 Prueba')).toBeNull();
  });

  it('finds people by what is typed and by role, from the first page', async () => {
    const actor = userEvent.setup();
    serveAdmin({ users: users(3) });
    const { router } = renderApp('/AdminPage');
    await screen.findByText('Persona3 Prueba');
    await actor.type(screen.getByRole('searchbox', { name: 'Buscar personas' }), 'persona2');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'composer');
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.url === '/users/').map((call) => call.params),
      ).toContainEqual({ limit: 20, offset: 0, q: 'persona2', role: 'composer' }),
    );
    expect(router.state.location.search).toEqual({});
  });
});

describe('deleting (spec section 4)', () => {
  it('asks first, and the song leaves the list once deleted', async () => {
    const actor = userEvent.setup();
    serveAdmin({ songs: songs(6) });
    renderApp('/AdminPage?tab=canciones');
    const table = await screen.findByRole('table', { name: 'Canciones subidas' });

    await actor.click(within(table).getByRole('button', { name: 'Eliminar Canción 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar canción' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar esta canción?');
    await actor.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);
    expect(rowsOf(table)).toContain('Canción 2');

    await actor.click(within(table).getByRole('button', { name: 'Eliminar Canción 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar canción' });
    await actor.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Canciones subidas' }))).toEqual([
        'Canción 1',
        'Canción 3',
        'Canción 4',
        'Canción 5',
      ]),
    );
    expect(deletes()).toEqual(['/songs/2']);
  });

  it('asks the spec question before deleting a user, who then leaves the list', async () => {
    const actor = userEvent.setup();
    serveAdmin({ users: users(3) });
    renderApp('/AdminPage');
    const table = await screen.findByRole('table', { name: 'Usuarios creados' });
    await actor.click(within(table).getByRole('button', { name: 'Eliminar Persona3 Prueba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar este usuario?');
    // Whose account, and what goes with it.
    // The dialog fades in: visible once its transition ends.
    await waitFor(() => expect(within(dialog).getByText('persona33@tambora.app')).toBeVisible());
    expect(dialog).toHaveTextContent('4 canciones');
    expect(dialog).toHaveTextContent('1 álbum');
    expect(dialog).toHaveTextContent('2 playlists');
    const remove = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(remove).toBeDisabled();
    const email = within(dialog).getByRole('textbox', {
      name: 'Escribe el correo de la cuenta para confirmar',
    });
    await actor.type(email, 'otra@tambora.app');
    expect(remove).toBeDisabled();
    expect(within(dialog).getByText('El correo no coincide.')).toBeVisible();
    await actor.clear(email);
    await actor.type(email, 'PERSONA33@tambora.app');
    expect(remove).toBeEnabled();
    await actor.click(remove);
    await waitFor(() => expect(screen.queryByText('Persona3 Prueba')).toBeNull());
    expect(deletes()).toEqual(['/users/33']);
    expect(screen.getByText('Persona1 Prueba')).toBeVisible();
  });

  it('steps back a page when the last row of the last page goes', async () => {
    const actor = userEvent.setup();
    serveAdmin({ songs: songs(5) });
    const { router } = renderApp('/AdminPage?tab=canciones&page=2');
    const table = await screen.findByRole('table', { name: 'Canciones subidas' });
    await actor.click(within(table).getByRole('button', { name: 'Eliminar Canción 5' }));
    await actor.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'canciones' }));
    expect(rowsOf(await screen.findByRole('table', { name: 'Canciones subidas' }))).toEqual([
      'Canción 1',
      'Canción 2',
      'Canción 3',
      'Canción 4',
    ]);
  });

  it("keeps the row and shows the server's Spanish message when the deletion is refused", async () => {
    const actor = userEvent.setup();
    serveAdmin({
      users: users(2),
      deleteAnswer: { status: 403, data: { message: 'No tiene permiso', errors: [] } },
    });
    renderApp('/AdminPage');
    const table = await screen.findByRole('table', { name: 'Usuarios creados' });
    await actor.click(within(table).getByRole('button', { name: 'Eliminar Persona1 Prueba' }));
    await confirmUserDeletion(actor, 31);
    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso');
    expect(screen.getByText('Persona1 Prueba')).toBeVisible();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const actor = userEvent.setup();
    serveAdmin({ songs: songs(1), deleteAnswer: { status: 500, data: '' } });
    renderApp('/AdminPage?tab=canciones');
    const table = await screen.findByRole('table', { name: 'Canciones subidas' });
    await actor.click(within(table).getByRole('button', { name: 'Eliminar Canción 1' }));
    await actor.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar la canción.');
  });

  it("offers no 'Eliminar' on the admin's own account", async () => {
    serveAdmin({ users: [makeProfile(1, { name: 'Ana', lastName: 'Admin', roles: ['admin'] })] });
    renderApp('/AdminPage');
    const table = await screen.findByRole('table', { name: 'Usuarios creados' });
    expect(within(table).getByRole('link', { name: 'Editar Ana Admin' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});

describe('row actions', () => {
  it('downloads the audio with a link named after the song', async () => {
    const actor = userEvent.setup();
    serveAdmin({
      songs: [makeSong(7, { title: 'Ojalá: que llueva', audio: '/media/audios/17_ojala.ogg' })],
    });
    renderApp('/AdminPage');
    const table = await openSongs(actor);
    const link = within(table).getByRole('link', { name: 'Descargar Ojalá: que llueva' });
    expect(link).toHaveAttribute('href', '/media/audios/17_ojala.ogg');
    expect(link).toHaveAttribute('download', 'Ojalá_ que llueva.ogg');
  });

  it('leads to the admin editors of a song and of a user', async () => {
    const actor = userEvent.setup();
    serveAdmin({ songs: songs(1), users: users(1) });
    renderApp('/AdminPage');
    const usersTable = await screen.findByRole('table', { name: 'Usuarios creados' });
    expect(
      within(usersTable).getByRole('link', { name: 'Editar Persona1 Prueba' }),
    ).toHaveAttribute('href', '/EditProfileAdmin/31');
    const songsTable = await openSongs(actor);
    expect(within(songsTable).getByRole('link', { name: 'Editar Canción 1' })).toHaveAttribute(
      'href',
      '/EditSongAdmin/1',
    );
  });

  it('becomes cards below 768 px, with the same actions', async () => {
    setViewportWidth(390);
    serveAdmin({ songs: songs(5) });
    renderApp('/AdminPage?tab=canciones');
    const list = await screen.findByRole('list', { name: 'Canciones subidas' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Canción 1');
    expect(within(cards[0]).getByRole('link', { name: 'Editar Canción 1' })).toBeVisible();
    expect(within(cards[0]).getByRole('link', { name: 'Descargar Canción 1' })).toBeVisible();
    expect(within(cards[0]).getByRole('button', { name: 'Eliminar Canción 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });
});

describe("the side drawer's 'Inicio' for an admin (spec section 2)", () => {
  it('leads to the admin dashboard', async () => {
    const actor = userEvent.setup();
    serveAdmin({ users: users(1) });
    const { router } = renderApp('/');
    await actor.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    await actor.click(within(drawer).getByRole('link', { name: 'Inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminPage'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
  });
});

describe('moderating people and songs', () => {
  const sent = (method: string, url: string) =>
    api.calls.filter((call) => call.method === method && call.url === url);

  it("changes a person's role, and says what the server refuses", async () => {
    const actor = userEvent.setup();
    let refuse = false;
    serveAdmin({
      users: users(2),
      extra: {
        '/credentials/31': () =>
          refuse
            ? {
                status: 409,
                data: { message: 'Debe quedar al menos un administrador activo.', errors: [] },
              }
            : ok({
                credentials_id: 31,
                email: emailOf(31),
                roles: ['composer'],
                has_uploaded_song: false,
              }),
      },
    });
    renderApp('/AdminPage');
    const table = await screen.findByRole('table', { name: 'Usuarios creados' });
    await actor.click(within(table).getByRole('button', { name: 'Moderar a Persona1 Prueba' }));
    let dialog = await screen.findByRole('dialog', { name: 'Moderar a Persona1 Prueba' });
    const change = within(dialog).getByRole('button', { name: 'Cambiar rol' });
    expect(change).toBeDisabled();
    await actor.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rol de la cuenta' }),
      'composer',
    );
    await actor.click(change);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('put', '/credentials/31').map((call) => JSON.parse(call.data))).toEqual([
      { roles: ['composer'] },
    ]);
    expect(await screen.findByText('Persona1 Prueba ahora es Compositor.')).toBeVisible();

    refuse = true;
    await actor.click(within(table).getByRole('button', { name: 'Moderar a Persona1 Prueba' }));
    dialog = await screen.findByRole('dialog', { name: 'Moderar a Persona1 Prueba' });
    await actor.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rol de la cuenta' }),
      'admin',
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    expect(
      await within(dialog).findByText('Debe quedar al menos un administrador activo.'),
    ).toBeVisible();
  });

  it('suspends with a reason, shows the account as suspended, and reactivates it', async () => {
    const actor = userEvent.setup();
    const people = users(1);
    serveAdmin({
      users: people,
      extra: {
        '/users/31/suspension': (config) => {
          people[0] = { ...people[0], suspended: config.method === 'post' };
          return ok({ user_id: 31, suspended: config.method === 'post' });
        },
      },
    });
    renderApp('/AdminPage');
    const table = await screen.findByRole('table', { name: 'Usuarios creados' });
    expect(within(table).getByText('Activa')).toBeVisible();
    // Their own row offers no moderation: the admin is not in the list here, but the button's
    // absence for one's own account is the server's rule too (403).
    await actor.click(within(table).getByRole('button', { name: 'Moderar a Persona1 Prueba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderar a Persona1 Prueba' });
    await actor.type(
      within(dialog).getByRole('textbox', { name: 'Motivo de la suspensión (opcional)' }),
      'Suplantación de identidad',
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Suspender cuenta' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Usuarios creados' })).getByText('Suspendida'),
      ).toBeVisible(),
    );
    expect(sent('post', '/users/31/suspension').map((call) => JSON.parse(call.data))).toEqual([
      { reason: 'Suplantación de identidad' },
    ]);

    await actor.click(within(table).getByRole('button', { name: 'Moderar a Persona1 Prueba' }));
    const again = await screen.findByRole('dialog', { name: 'Moderar a Persona1 Prueba' });
    await actor.click(within(again).getByRole('button', { name: 'Reactivar cuenta' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Usuarios creados' })).getByText('Activa'),
      ).toBeVisible(),
    );
    expect(sent('delete', '/users/31/suspension')).toHaveLength(1);
  });

  it("lists what admins did in 'Registro'", async () => {
    const actor = userEvent.setup();
    serveAdmin({
      extra: {
        '/moderation-log': (config) =>
          ok(
            pageOf(
              [
                {
                  id: 2,
                  at: '2026-11-27T10:30:00.000Z',
                  actor_id: 1,
                  actor_name: 'Ana Admin',
                  action: 'suspended',
                  target_user_id: 31,
                  target_name: 'Persona1 Prueba',
                  detail: 'Suplantación de identidad',
                },
              ],
              config,
            ),
          ),
      },
    });
    const { router } = renderApp('/AdminPage');
    await actor.click(await screen.findByRole('tab', { name: 'Registro' }));
    const table = await screen.findByRole('table', { name: 'Registro de moderación' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Ana Admin');
    expect(row).toHaveTextContent('Suspendió la cuenta');
    expect(row).toHaveTextContent('Persona1 Prueba');
    expect(row).toHaveTextContent('Suplantación de identidad');
    expect(router.state.location.search).toEqual({ tab: 'registro' });
  });

  it("asks the reason before deleting someone else's song, and sends it", async () => {
    const actor = userEvent.setup();
    serveAdmin({
      songs: [makeSong(1, { title: 'Propia' }), makeSong(2, { title: 'Ajena', user_id: 7 })],
    });
    renderApp('/AdminPage?tab=canciones');
    const table = await screen.findByRole('table', { name: 'Canciones subidas' });
    // The admin's own song: only the spec's question.
    await actor.click(within(table).getByRole('button', { name: 'Eliminar Propia' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar canción' });
    expect(within(dialog).queryByRole('combobox', { name: /Motivo/ })).toBeNull();
    await actor.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await actor.click(within(table).getByRole('button', { name: 'Eliminar Ajena' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar canción' });
    await actor.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(within(dialog).getByText('Elige o escribe el motivo.')).toBeVisible();
    expect(deletes()).toEqual([]);
    await actor.selectOptions(
      within(dialog).getByRole('combobox', { name: /Motivo/ }),
      'Otro motivo',
    );
    await actor.type(
      within(dialog).getByRole('textbox', { name: /Escribe el motivo/ }),
      'Audio ajeno',
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deletes()).toEqual(['/songs/2']));
    expect(api.calls.find((call) => call.method === 'delete')?.params).toEqual({
      reason: 'Audio ajeno',
    });
  });
});
