/**
 * 'Mi Repertorio' and the repertoire lists (spec sections 2 and 9): composition row of 8 (10 at
 * 768 px or less), playlist row of 5 (10), the guard's redirects, and 30 a page in the lists.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';
import { COMPOSER, LISTENER, NEW_COMPOSER } from '../helpers/auth-fixtures';
import { type FakeApi, makePlaylist, makeSong, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';
import { makeProfile, serveProfiles } from './profiles-helpers';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

function pageOf<T>(make: (id: number) => T, total: number) {
  return (config: { params?: unknown }) => {
    const { limit, offset } = config.params as { limit: number; offset: number };
    const count = Math.max(0, Math.min(limit, total - offset));
    const items = Array.from({ length: count }, (_, index) => make(offset + index + 1));
    return ok({ items, total, limit, offset });
  };
}

function serveRepertoire(songs: number, playlists: number) {
  saveSessionUser(COMPOSER);
  api = serveProfiles(
    {
      '/users/23': () => ok(makeProfile(23)),
      '/songsFromRepertoire': pageOf((id) => makeSong(id, { title: `Obra ${id}` }), songs),
      '/playlistsFromRepertoire': pageOf((id) => makePlaylist(id), playlists),
    },
    COMPOSER,
  );
  return api;
}

async function rowItems(name: string, expected: number) {
  const list = await screen.findByRole('list', { name });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(expected));
}

describe('/repertoire/{userId}', () => {
  it("at 1366 px: 'Mi Repertorio' with 8 compositions and 5 playlists, and 'Ver todas'", async () => {
    serveRepertoire(12, 7);
    renderApp('/repertoire/23');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Repertorio' })).toBeVisible();
    await rowItems('Mis composiciones', 8);
    await rowItems('Mis playlists', 5);
    expect(screen.getByRole('link', { name: 'Ver todas mis composiciones' })).toHaveAttribute(
      'href',
      '/RepertoireSongs/23',
    );
    expect(screen.getByRole('link', { name: 'Ver todas mis playlists' })).toHaveAttribute(
      'href',
      '/RepertoirePlaylist/23',
    );
  });

  it('at 390 px: 10 and 10', async () => {
    setViewportWidth(390);
    serveRepertoire(12, 12);
    renderApp('/repertoire/23');
    await rowItems('Mis composiciones', 10);
    await rowItems('Mis playlists', 10);
  });

  it('empty rows say so', async () => {
    serveRepertoire(0, 0);
    renderApp('/repertoire/23');
    expect(await screen.findByText('Aún no hay composiciones.')).toBeVisible();
    expect(await screen.findByText('No se encontraron playlists.')).toBeVisible();
  });

  it('sends a composer without songs to /FormFirstSong, others home', async () => {
    saveSessionUser(NEW_COMPOSER);
    api = serveProfiles({}, NEW_COMPOSER);
    const fresh = renderApp('/repertoire/22');
    await waitFor(() => expect(fresh.router.state.location.pathname).toBe('/FormFirstSong'));
    fresh.unmount();

    resetSessionStoreForTests();
    saveSessionUser(COMPOSER);
    const other = renderApp('/repertoire/5');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'));
    other.unmount();

    resetSessionStoreForTests();
    saveSessionUser(LISTENER);
    const listener = renderApp('/repertoire/23');
    await waitFor(() => expect(listener.router.state.location.pathname).toBe('/'));
  });
});

describe('/RepertoireSongs and /RepertoirePlaylist', () => {
  it("list another person's songs 30 a page, titled with their name", async () => {
    const actor = userEvent.setup({ delay: null });
    saveSessionUser(LISTENER);
    api = serveProfiles(
      {
        '/users/23': () => ok(makeProfile(23)),
        '/songsFromRepertoire': pageOf((id) => makeSong(id), 45),
      },
      LISTENER,
    );
    const { router } = renderApp('/RepertoireSongs/23');
    expect(
      await screen.findByRole('heading', { name: 'Composiciones de Fello Almonte' }),
    ).toBeVisible();
    await rowItems('Composiciones de Fello Almonte', 30);
    await actor.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await rowItems('Composiciones de Fello Almonte', 15);
    const asked = api.calls.filter((call) => call.url === '/songsFromRepertoire');
    expect(asked.map((call) => call.params)).toEqual([
      { userId: 23, limit: 30, offset: 0 },
      { userId: 23, limit: 30, offset: 30 },
    ]);
  });

  it("show the owner's own playlists as 'Mis playlists'", async () => {
    serveRepertoire(0, 3);
    renderApp('/RepertoirePlaylist/23');
    await rowItems('Mis playlists', 3);
  });
});
