/**
 * The admin editors (spec sections 2 and 4): /EditSongAdmin/{songId} is the song editor plus the
 * song's location, Repertorio (isFromRepertoire true) / Biblioteca (false), shown to admins only;
 * /EditProfileAdmin/{userId} is the profile editor for anyone's profile, saved by PUT /users/{id}.
 */

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../domain/api';
import { PRIVACY_TEXTS } from '../../../domain/profile-texts';
import type { SongDetail } from '../../../domain/songs';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';
import { ADMIN, bodyOf, COMPOSER, HOME_ROUTES } from '../helpers/auth-fixtures';
import {
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makeFullSong,
  ok,
} from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { makeProfile } from '../profiles/profiles-helpers';

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterEach(() => {
  api?.restore();
});

function signIn(user: SessionUser, routes: Record<string, FakeRoute>) {
  localStorage.clear();
  resetSessionStoreForTests();
  saveSessionUser(user);
  api = installFakeApi({
    ...HOME_ROUTES,
    '/session': () => ok(user),
    [`/users/${user.credentials_id}`]: () =>
      ok(makeProfile(user.credentials_id, { roles: user.roles })),
    '/songsAdmin': () => ok({ items: [], total: 0, limit: 4, offset: 0 }),
    '/users/': () => ok({ items: [], total: 0, limit: 4, offset: 0 }),
    ...routes,
  });
}

const SONG_ID = 9;

/** GET and PUT /songs/9 on one stored song owned by the composer. */
function songRoute(): Record<string, FakeRoute> {
  let current: SongDetail = {
    ...makeFullSong(SONG_ID, { title: 'Merengue de prueba', user_id: COMPOSER.credentials_id }),
    composer_links: [],
    creator: null,
  };
  return {
    [`/songs/${SONG_ID}`]: (config) => {
      if (config.method === 'put') {
        current = { ...current, ...(bodyOf(config) as Partial<SongDetail>) };
      }
      return ok(current);
    },
  };
}

const puts = () => api.calls.filter((call) => call.method === 'put');

describe('/EditSongAdmin/{songId}', () => {
  it('lets an admin move a song to Biblioteca, saves it with PUT and returns to the songs tab', async () => {
    const actor = userEvent.setup();
    signIn(ADMIN, songRoute());
    const { router } = renderApp(`/EditSongAdmin/${SONG_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar canción' })).toBeVisible();
    const location = screen.getByRole('group', { name: 'Ubicación' });
    expect(within(location).getByRole('radio', { name: 'Repertorio' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Público' })).toBeChecked();

    await actor.click(within(location).getByRole('radio', { name: 'Biblioteca' }));
    await actor.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminPage'));
    expect(router.state.location.search).toEqual({ tab: 'canciones' });
    expect(puts()).toHaveLength(1);
    expect(puts()[0].url).toBe(`/songs/${SONG_ID}`);
    expect(bodyOf(puts()[0])).toMatchObject({
      title: 'Merengue de prueba',
      visibility: true,
      isFromRepertoire: false,
    });
    expect(await screen.findByRole('tab', { name: 'Canciones Subidas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("asks the reason before making someone else's song private, and sends it", async () => {
    const actor = userEvent.setup();
    signIn(ADMIN, songRoute());
    const { router } = renderApp(`/EditSongAdmin/${SONG_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar canción' });
    expect(screen.queryByRole('combobox', { name: /Motivo/ })).toBeNull();
    await actor.click(screen.getByRole('radio', { name: 'Privado' }));
    const reason = screen.getByRole('combobox', { name: /Motivo/ });
    await actor.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Elige o escribe el motivo.')).toBeVisible();
    expect(reason).toHaveFocus();
    expect(puts()).toEqual([]);
    await actor.selectOptions(reason, 'Contenido ofensivo o inapropiado');
    await actor.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminPage'));
    expect(bodyOf(puts()[0])).toMatchObject({
      visibility: false,
      moderation_reason: 'Contenido ofensivo o inapropiado',
    });
  });

  it("sends a composer away, even from their own song's admin editor", async () => {
    signIn(COMPOSER, songRoute());
    const { router } = renderApp(`/EditSongAdmin/${SONG_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('radio', { name: 'Repertorio' })).toBeNull();
  });

  it("gives the owner's editor /EditSongRepertorie no location, and leaves it out of the PUT", async () => {
    const actor = userEvent.setup();
    signIn(COMPOSER, songRoute());
    const { router } = renderApp(`/EditSongRepertorie/${SONG_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar canción' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Privado' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Ubicación' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Biblioteca' })).toBeNull();
    await actor.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // The save and the song page's code: over a second on a loaded CI machine.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Artist/${SONG_ID}`), {
      timeout: 5000,
    });
    expect(bodyOf(puts()[0])).not.toHaveProperty('isFromRepertoire');
  });
});

describe('/EditProfileAdmin/{userId}', () => {
  it("edits another person's profile with PUT /users/{id} and returns to the dashboard", async () => {
    const actor = userEvent.setup({ delay: null });
    const stored = makeProfile(31, { name: 'Lucía', lastName: 'Pérez', roles: ['user'] });
    signIn(ADMIN, {
      '/users/31': (config) =>
        config.method === 'put' ? ok({ ...stored, ...(bodyOf(config) as object) }) : ok(stored),
    });
    const { router } = renderApp('/EditProfileAdmin/31');
    const form = await screen.findByRole('form', { name: 'Editar perfil' });
    expect(screen.getByText(PRIVACY_TEXTS.someoneElsesProfile)).toBeVisible();
    const name = within(form).getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('Lucía');
    await actor.clear(name);
    await actor.type(name, 'Luciana');
    await actor.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminPage'));
    expect(puts().map((call) => call.url)).toEqual(['/users/31']);
    expect(bodyOf(puts()[0])).toMatchObject({ name: 'Luciana', lastName: 'Pérez' });
  });

  it('sends a composer away', async () => {
    signIn(COMPOSER, { '/users/31': () => ok(makeProfile(31)) });
    const { router } = renderApp('/EditProfileAdmin/31');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('form', { name: 'Editar perfil' })).toBeNull();
  });
});
