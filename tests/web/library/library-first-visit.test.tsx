/**
 * A person's first visit to /Library in this tab (its own test file, so the library sync has not
 * started yet): the device's copy is asked for once, not once by the sync's start and once more by
 * the screen; the person's playlists are asked for by the route itself, with the screen's code.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';
import { HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeSong, ok, page } from '../helpers/fake-api';
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
});

it('asks the server for the library once and draws what it answers', async () => {
  saveSessionUser(LISTENER);
  const liked = makeSong(7, { title: 'Merengue de prueba' });
  const libraryPath = `/libraries/${LISTENER.credentials_id}`;
  api = installFakeApi({
    ...HOME_ROUTES,
    '/playlists': () => ok(page([])),
    [libraryPath]: () =>
      ok({
        library_id: 5,
        user_id: LISTENER.credentials_id,
        version: 1,
        has_more: false,
        removed_song_ids: [],
        Song_Libraries: [{ song_id: 7, addedAt: new Date().toISOString(), Song: liked }],
        Playlist_Libraries: [],
      }),
  });
  renderApp('/Library');
  expect(await screen.findByText('Merengue de prueba')).toBeVisible();
  // Whatever else starts later (the likes kept offline) has had its turn.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const asked = (path: string) => api?.calls.filter((call) => call.url === path).length;
  expect(asked(libraryPath)).toBe(1);
  await waitFor(() => expect(asked('/playlists')).toBe(1));
});
