/**
 * 'Seguir' on a creator's profile (docs/product.md "Seguir y Novedades"): the press shows at once
 * with the new count and reaches the server; undone with one press; offline it waits in the queue
 * and survives a reload of the profile; a refusal is undone; a visitor is asked to sign in and
 * comes back to the same profile; the creator sees their count without the button.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FollowState } from '../../../domain/follows';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { resetConnectivityForTests } from '../../../src/lib/connectivity';
import { clearAllTables, db } from '../../../src/lib/db';
import { bodyOf, COMPOSER, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, makeFullSong, ok } from '../helpers/fake-api';
import { setOnline } from '../helpers/online';
import { renderApp } from '../helpers/render-app';
import { makeProfile, serveProfiles } from '../profiles/profiles-helpers';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
  setOnline(true);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  setOnline(true);
  resetConnectivityForTests();
});

const CREATOR_ID = 3;

/** A server that keeps who follows the creator, as the real one does. */
function followServer(initial: { following: boolean; followers: number }) {
  const state = { ...initial };
  const answer = (): FollowState => ({ creator_id: CREATOR_ID, ...state });
  return {
    state,
    routes: {
      [`/users/${CREATOR_ID}`]: () => ok(makeProfile(CREATOR_ID)),
      [`/follows/${CREATOR_ID}`]: () => ok(answer()),
      '/follows': (config: { method?: string }) => {
        if (config.method === 'post' && !state.following) {
          state.following = true;
          state.followers += 1;
        }
        if (config.method === 'delete' && state.following) {
          state.following = false;
          state.followers -= 1;
        }
        return { status: config.method === 'post' ? 201 : 200, data: answer() };
      },
    },
  };
}

const followCalls = () =>
  (api?.calls ?? []).filter((call) => call.url === '/follows' && call.method !== 'get');

describe("'Seguir' on a profile", () => {
  it("follows with one press and shows the count, then 'Siguiendo' undoes it", async () => {
    const actor = userEvent.setup();
    saveSessionUser(LISTENER);
    const server = followServer({ following: false, followers: 4 });
    api = serveProfiles(server.routes, LISTENER);
    renderApp(`/ComposerPerfil/${CREATOR_ID}`);

    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    const following = await screen.findByRole('button', {
      name: 'Dejar de seguir a Fello Almonte',
    });
    expect(following).toHaveTextContent('Siguiendo');
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 seguidores')).toBeInTheDocument();
    await waitFor(() => expect(followCalls()).toHaveLength(1));
    expect(followCalls()[0].method).toBe('post');
    expect(bodyOf(followCalls()[0])).toEqual({ creator_id: CREATOR_ID });

    await actor.click(following);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Seguir a Fello Almonte' })).toHaveTextContent(
        'Seguir',
      ),
    );
    await waitFor(() =>
      expect(followCalls().map((call) => call.method)).toEqual(['post', 'delete']),
    );
    expect(await screen.findByText('4 seguidores')).toBeInTheDocument();
    expect(server.state.following).toBe(false);
  });

  it('an answer about the state from before the press, landing after it, is not shown', async () => {
    const actor = userEvent.setup();
    saveSessionUser(LISTENER);
    const server = followServer({ following: false, followers: 4 });
    // The profile's first question about the follow state is still on its way at the press.
    let answerFirstLook: () => void = () => undefined;
    const firstLook = new Promise<void>((resolve) => {
      answerFirstLook = resolve;
    });
    let looks = 0;
    let firstLookAnswered = false;
    api = serveProfiles(
      {
        ...server.routes,
        [`/follows/${CREATOR_ID}`]: async () => {
          looks += 1;
          if (looks > 1) return ok({ creator_id: CREATOR_ID, ...server.state });
          await firstLook;
          firstLookAnswered = true;
          return ok({ creator_id: CREATOR_ID, following: false, followers: 4 });
        },
      },
      LISTENER,
    );
    renderApp(`/ComposerPerfil/${CREATOR_ID}`);

    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    await waitFor(() => expect(server.state.following).toBe(true));
    expect(await screen.findByText('5 seguidores')).toBeInTheDocument();
    answerFirstLook();
    await waitFor(() => expect(firstLookAnswered).toBe(true));
    // Long enough for an answer that were taken to reach the screen (react-query batches on a timer).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Dejar de seguir a Fello Almonte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('5 seguidores')).toBeInTheDocument();
  });

  it('offline, the press shows at once, waits in the queue and survives a reload', async () => {
    const actor = userEvent.setup();
    saveSessionUser(LISTENER);
    const server = followServer({ following: false, followers: 1 });
    api = serveProfiles(server.routes, LISTENER);
    const first = renderApp(`/ComposerPerfil/${CREATOR_ID}`);
    const button = await screen.findByRole('button', { name: 'Seguir a Fello Almonte' });
    await screen.findByText('1 seguidor');

    setOnline(false);
    await actor.click(button);
    expect(
      await screen.findByRole('button', { name: 'Dejar de seguir a Fello Almonte' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 seguidores')).toBeInTheDocument();
    expect(followCalls()).toHaveLength(0);
    const queued = await db.offlineQueue.toArray();
    expect(queued.map((entry) => entry.payload)).toEqual([
      { kind: 'follow', creatorId: CREATOR_ID, name: 'Fello Almonte' },
    ]);

    // The profile again, still offline: the device shows what the person did.
    first.unmount();
    api.restore();
    api = serveProfiles(
      {
        [`/users/${CREATOR_ID}`]: () => 'network-error',
        [`/follows/${CREATOR_ID}`]: () => 'network-error',
      },
      LISTENER,
    );
    // What the device kept of the last visit: the profile and the server's follow state.
    await db.apiCache.bulkPut([
      { key: `GET /users/${CREATOR_ID}`, data: makeProfile(CREATOR_ID), updatedAt: Date.now() },
      {
        key: `GET /follows/${CREATOR_ID}`,
        data: { creator_id: CREATOR_ID, following: false, followers: 1 },
        updatedAt: Date.now(),
      },
    ]);
    renderApp(`/ComposerPerfil/${CREATOR_ID}`);
    expect(
      await screen.findByRole('button', { name: 'Dejar de seguir a Fello Almonte' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 seguidores')).toBeInTheDocument();

    // Back online, the follow reaches the server once, and the server's count is shown.
    setOnline(true);
    api.restore();
    api = serveProfiles(server.routes, LISTENER);
    window.dispatchEvent(new Event('online'));
    // A reconnection under a loaded machine may take a few tries (lib/retry.ts).
    await waitFor(() => expect(followCalls()).toHaveLength(1), { timeout: 15_000 });
    await waitFor(async () => expect(await db.offlineQueue.count()).toBe(0));
    expect(server.state).toEqual({ following: true, followers: 2 });
    expect(await screen.findByText('2 seguidores')).toBeInTheDocument();
  });

  it('undoes a follow the server refuses, and says why', async () => {
    const actor = userEvent.setup();
    saveSessionUser(LISTENER);
    api = serveProfiles(
      {
        [`/users/${CREATOR_ID}`]: () => ok(makeProfile(CREATOR_ID)),
        [`/follows/${CREATOR_ID}`]: () =>
          ok({ creator_id: CREATOR_ID, following: false, followers: 0 }),
        '/follows': () => ({
          status: 400,
          data: {
            message: 'Esta cuenta está suspendida y no se puede seguir.',
            errors: ['Esta cuenta está suspendida y no se puede seguir.'],
          },
        }),
      },
      LISTENER,
    );
    renderApp(`/ComposerPerfil/${CREATOR_ID}`);
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    expect(
      await screen.findByText(
        /Fello Almonte: Esta cuenta está suspendida/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    // The button follows the offline queue (a live query of IndexedDB), whose entry the refusal
    // removed: it shows the change a moment after the message, not in the same render.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Seguir a Fello Almonte' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(await db.offlineQueue.count()).toBe(0);
  });

  it('asks a visitor to sign in, and the sign-in comes back to the profile', async () => {
    const actor = userEvent.setup();
    const server = followServer({ following: false, followers: 0 });
    api = serveProfiles({
      ...server.routes,
      '/login': () => ok(LISTENER),
    });
    const { router } = renderApp(`/ComposerPerfil/${CREATOR_ID}`);
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/LoginPageV1'));
    expect(followCalls()).toHaveLength(0);

    await actor.type(screen.getByLabelText(/Correo/), 'oyente@tambora.app');
    await actor.type(screen.getByLabelText('Contraseña'), 'Tambora2026!');
    await actor.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/ComposerPerfil/${CREATOR_ID}`),
    );
  });

  it('shows the creator their own count, without a button to follow themselves', async () => {
    saveSessionUser({ ...COMPOSER, credentials_id: CREATOR_ID });
    const server = followServer({ following: false, followers: 12 });
    api = serveProfiles(server.routes, { ...COMPOSER, credentials_id: CREATOR_ID });
    renderApp(`/ComposerPerfil/${CREATOR_ID}`);
    expect(await screen.findByText('12 seguidores')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Seguir a/ })).toBeNull();
  });
});

describe("'Seguir' on a song page", () => {
  const SONG_ID = 41;
  const song = (creator: { user_id: number; name: string } | null) => ({
    ...makeFullSong(SONG_ID, { title: 'Ojalá que llueva café', user_id: CREATOR_ID }),
    composer_links: [],
    creator,
  });

  it("names who published the song, and 'Seguir' follows them from there", async () => {
    const actor = userEvent.setup();
    saveSessionUser(LISTENER);
    const server = followServer({ following: false, followers: 1 });
    api = serveProfiles(
      {
        ...server.routes,
        [`/songs/${SONG_ID}`]: () => ok(song({ user_id: CREATOR_ID, name: 'Fello Almonte' })),
      },
      LISTENER,
    );
    renderApp(`/Artist/${SONG_ID}`);

    const byline = (await screen.findByText('Publicada por')).closest('div') as HTMLElement;
    expect(byline).toHaveTextContent('Publicada por Fello Almonte');
    expect(screen.getByRole('link', { name: 'Fello Almonte' })).toHaveAttribute(
      'href',
      `/ComposerPerfil/${CREATOR_ID}`,
    );
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    expect(
      await screen.findByRole('button', { name: 'Dejar de seguir a Fello Almonte' }),
    ).toHaveTextContent('Siguiendo');
    await waitFor(() => expect(server.state.following).toBe(true));
    expect(await screen.findByText('2 seguidores')).toBeVisible();
  });

  it('asks a visitor to sign in without reading follows, and comes back to the song', async () => {
    const actor = userEvent.setup();
    const server = followServer({ following: false, followers: 3 });
    api = serveProfiles({
      ...server.routes,
      [`/songs/${SONG_ID}`]: () => ok(song({ user_id: CREATOR_ID, name: 'Fello Almonte' })),
      '/login': () => ok(LISTENER),
    });
    const { router } = renderApp(`/Artist/${SONG_ID}`);
    await actor.click(await screen.findByRole('button', { name: 'Seguir a Fello Almonte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/LoginPageV1'));
    // A visitor's song page (a shared link's first page) reads no follow state at all.
    expect((api?.calls ?? []).filter((call) => call.url?.startsWith('/follows'))).toEqual([]);

    await actor.type(screen.getByLabelText(/Correo/), 'oyente@tambora.app');
    await actor.type(screen.getByLabelText('Contraseña'), 'Tambora2026!');
    await actor.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Artist/${SONG_ID}`));
    // Signed in, the button is the whole one: the count, and a press that follows.
    expect(await screen.findByText('3 seguidores')).toBeVisible();
  });

  it('names nobody, and offers no button, when no creator can be followed (an admin upload)', async () => {
    saveSessionUser(LISTENER);
    api = serveProfiles({ [`/songs/${SONG_ID}`]: () => ok(song(null)) }, LISTENER);
    renderApp(`/Artist/${SONG_ID}`);
    await screen.findByRole('heading', { name: 'Ojalá que llueva café', level: 1 });
    expect(screen.queryByText('Publicada por')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Seguir a/ })).toBeNull();
  });
});
