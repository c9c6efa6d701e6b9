/**
 * Routes own their inputs and data: a route parses its ids and starts its
 * screen's query itself, from the same `xQueryOptions` the screen reads, so a link's preload
 * (hover, touch) already asks for the data and the screen finds it under the same key, without
 * asking twice.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaylistDetail } from '../../../domain/playlists';
import { resetSessionStoreForTests } from '../../../src/features/auth/session-store';
import type { MirroredPlaylist } from '../../../src/features/library-sync/mirror';
import { playlistKeys } from '../../../src/features/playlists/api';
import { profileKeys } from '../../../src/features/profiles/api';
import { songKeys } from '../../../src/features/songs/api';
import { clearAllTables, db } from '../../../src/lib/db';
import { HOME_ROUTES } from '../helpers/auth-fixtures';
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
import { makeProfile } from '../profiles/profiles-helpers';

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  localStorage.clear();
  resetSessionStoreForTests();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterEach(() => api?.restore());

const SONG = { ...makeSong(41, { title: 'Ojalá que llueva café' }), composer_links: [] };
const PLAYLIST: PlaylistDetail = { ...makePlaylist(7, { name: 'Fiesta' }), Song_Playlists: [] };
const PROFILE = makeProfile(3, { nickname: 'El Fello' });

const routes: Record<string, FakeRoute> = {
  ...HOME_ROUTES,
  '/songs/41': () => ok(SONG),
  '/playlists/7': () => ok(PLAYLIST),
  '/users/3': () => ok(PROFILE),
  '/songsFromRepertoire': () => ok(page([makeSong(1)], 30)),
};

const callsTo = (path: string) => api.calls.filter((call) => call.url === path);

describe('a link preloaded (hover or touch) asks for its screen’s data', () => {
  it('the song page: the song, under the key the page reads', async () => {
    api = installFakeApi(routes);
    const { router, queryClient } = renderApp('/');
    await router.preloadRoute({ to: '/Artist/$songId', params: { songId: 41 } });
    await waitFor(() => expect(queryClient.getQueryData(songKeys.detail(41))).toEqual(SONG));
    await router.navigate({ to: '/Artist/$songId', params: { songId: 41 } });
    expect(await screen.findByRole('heading', { level: 1, name: SONG.title })).toBeVisible();
    // Fresh from the preload: the page did not ask again.
    expect(callsTo('/songs/41')).toHaveLength(1);
  });

  it('the playlist page and the profile page', async () => {
    api = installFakeApi(routes);
    const { router, queryClient } = renderApp('/');
    await router.preloadRoute({ to: '/PlaylistSongsCard/$playlistId', params: { playlistId: 7 } });
    await router.preloadRoute({ to: '/ComposerPerfil/$userId', params: { userId: 3 } });
    await waitFor(() => expect(queryClient.getQueryData(playlistKeys.detail(7))).toEqual(PLAYLIST));
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.detail(3))).toEqual(PROFILE));
  });

  it('a list page asks for the page in its address', async () => {
    api = installFakeApi(routes);
    const { router } = renderApp('/');
    await router.preloadRoute({
      to: '/RepertoireSongs/$userId',
      params: { userId: 3 },
      search: { page: 2 },
    });
    await waitFor(() => expect(callsTo('/songsFromRepertoire')).toHaveLength(1));
    expect(callsTo('/songsFromRepertoire')[0].params).toMatchObject({ userId: 3, offset: 30 });
  });

  it('an address that names nothing asks for nothing', async () => {
    api = installFakeApi(routes);
    const { router } = renderApp('/');
    await router.preloadRoute({ to: '/Artist/$songId', params: { songId: null } });
    expect(api.calls.some((call) => call.url?.startsWith('/songs/'))).toBe(false);
  });
});

describe('a playlist made offline', () => {
  it('opens at its address with the device’s temporary id, without asking the server', async () => {
    api = installFakeApi(routes);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const draft = { ...makePlaylist(-3, { name: 'Para el viaje' }), songsCount: 0 };
    const entry: MirroredPlaylist = { playlist_id: -3, playlist: draft, addedAt: 1, songs: [] };
    await db.libraryPlaylists.put(entry);
    renderApp('/PlaylistSongsCard/-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Para el viaje' })).toBeVisible();
    expect(api.calls.some((call) => call.url?.startsWith('/playlists/'))).toBe(false);
  });
});
