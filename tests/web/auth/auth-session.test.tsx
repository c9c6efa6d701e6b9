/**
 * The session in the browser (spec sections 2, 4, 6 and 8, DECISIONS "Offline-first"): the stored
 * user is shown at once, the server confirms it quietly, offline never signs anyone out; the
 * signed-in chrome; logout; the guards applied by the root route.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SessionUser } from '../../../domain/api';
import { AUTH_TEXTS } from '../../../domain/auth';
import { signOut } from '../../../src/features/auth/logout';
import { hasPendingLogout, markPendingLogout } from '../../../src/features/auth/pending-logout';
import { guardNavigation } from '../../../src/features/auth/route-guard';
import {
  confirmStoredSession,
  type SessionCheckDeps,
} from '../../../src/features/auth/session-check';
import {
  getSessionUser,
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { enqueue, pendingCount } from '../../../src/features/offline-queue/queue';
import { clearAllTables, db } from '../../../src/lib/db';
import {
  ADMIN,
  COMPOSER,
  deferred,
  HOME_ROUTES,
  LISTENER,
  NEW_COMPOSER,
} from '../helpers/auth-fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makeSong,
  ok,
  page,
} from '../helpers/fake-api';
import { setOnline } from '../helpers/online';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';
import { makeProfile } from '../profiles/profiles-helpers';

let api: FakeApi | undefined;

function serve(routes: Record<string, FakeRoute>) {
  api = installFakeApi({ ...HOME_ROUTES, ...routes });
  return api;
}

const callsTo = (path: string) => (api?.calls ?? []).filter((call) => call.url === path);

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
  setOnline(true);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  setOnline(true);
  vi.restoreAllMocks();
});

const banner = () => screen.findByRole('banner');

/**
 * The browser's idle moments, held until the test says the first screen is drawn (jsdom has no
 * requestIdleCallback: lib/when-idle.ts would fall back to a timeout).
 */
function holdIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle: number) => waiting.delete(handle),
  });
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });
  return {
    run() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

describe('session on start', () => {
  it('shows the stored user at once, before the server has answered', async () => {
    saveSessionUser(LISTENER);
    const pending = deferred<FakeAnswer>();
    serve({
      '/session': () => pending.promise,
      [`/users/${LISTENER.credentials_id}`]: () => pending.promise,
    });
    renderApp('/');
    const bar = await banner();
    expect(await within(bar).findByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    expect(within(bar).queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
    await waitFor(() => expect(callsTo('/session')).toHaveLength(1));
  });

  it('asks for the session and the notices once the first screen is drawn, not before', async () => {
    const idle = holdIdleCallbacks();
    saveSessionUser(LISTENER);
    serve({
      '/session': () => ok(LISTENER),
      [`/users/${LISTENER.credentials_id}`]: () => ok({}),
      '/notices': () => ok({ items: [], last_id: 0 }),
    });
    renderApp('/');
    const bar = await banner();
    expect(await within(bar).findByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    expect(callsTo('/session')).toHaveLength(0);
    expect(callsTo('/notices')).toHaveLength(0);
    act(() => idle.run());
    await waitFor(() => expect(callsTo('/session')).toHaveLength(1));
    await waitFor(() => expect(callsTo('/notices')).toHaveLength(1));
  });

  it('offline: asks nobody and keeps the person signed in with all their data', async () => {
    setOnline(false);
    saveSessionUser(LISTENER);
    await db.librarySongs.put({ song_id: 1, song: {} as never, addedAt: 1 });
    serve({ '/session': () => 'network-error' });
    const idle = holdIdleCallbacks();
    const { router } = renderApp('/');
    const bar = await banner();
    expect(await within(bar).findByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    act(() => idle.run());
    expect(callsTo('/session')).toHaveLength(0);
    expect(getSessionUser()).toEqual(LISTENER);
    expect(await db.librarySongs.count()).toBe(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a network error while confirming changes nothing', async () => {
    saveSessionUser(LISTENER);
    await db.librarySongs.put({ song_id: 1, song: {} as never, addedAt: 1 });
    // The server stops answering at all once the first screen is drawn (a bus with no signal
    // that the browser still calls online), just before the session is asked.
    let reachable = true;
    const answering =
      (route: FakeRoute): FakeRoute =>
      (config) =>
        reachable ? route(config) : 'network-error';
    const idle = holdIdleCallbacks();
    serve({
      ...Object.fromEntries(
        Object.entries(HOME_ROUTES).map(([path, route]) => [path, answering(route)]),
      ),
      '/session': answering(() => ok(LISTENER)),
      [`/users/${LISTENER.credentials_id}`]: answering(() => ok({})),
      '/health': answering(() => ok({ status: 'ok' })),
      '/notices': answering(() => ok({ items: [], last_id: 0 })),
      // The bell's read of the followed creators' new songs (features/follows/follow-notices).
      '/novedades': answering(() => ok(page([]))),
    });
    const { router } = renderApp('/');
    expect(
      await within(await banner()).findByRole('button', { name: 'Menú de usuario' }),
    ).toBeVisible();
    reachable = false;
    act(() => idle.run());
    await waitFor(() => expect(callsTo('/session')).toHaveLength(1));
    // The failed answer has been handled once the app says it cannot reach the server.
    expect(await screen.findByText('Sin conexión: estás viendo contenido guardado.')).toBeVisible();
    expect(getSessionUser()).toEqual(LISTENER);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(LISTENER);
    expect(await db.librarySongs.count()).toBe(1);
    expect(router.state.location.pathname).toBe('/');
    expect(within(await banner()).getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  });

  it("takes the server's roles and upload state when it confirms", async () => {
    saveSessionUser(NEW_COMPOSER);
    const now = { ...NEW_COMPOSER, has_uploaded_song: true };
    serve({ '/session': () => ok(now), [`/users/${NEW_COMPOSER.credentials_id}`]: () => ok({}) });
    renderApp('/');
    await waitFor(() => expect(getSessionUser()).toEqual(now));
  });

  it('checks again when the connection returns', async () => {
    setOnline(false);
    saveSessionUser(LISTENER);
    serve({ '/session': () => ok(LISTENER), [`/users/${LISTENER.credentials_id}`]: () => ok({}) });
    renderApp('/');
    await banner();
    expect(callsTo('/session')).toHaveLength(0);
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(callsTo('/session')).toHaveLength(1));
  });
});

describe('confirmStoredSession', () => {
  function deps(overrides: Partial<SessionCheckDeps>): SessionCheckDeps {
    return {
      isOnline: () => true,
      getUser: () => LISTENER,
      saveUser: vi.fn(),
      fetchSession: async () => LISTENER,
      logout: vi.fn(async () => {}),
      onSessionLost: vi.fn(async () => {}),
      ...overrides,
    };
  }

  it('treats a 401 as the end of the session (spec section 8)', async () => {
    serve({ '/session': () => ({ status: 401, data: { message: 'No autenticado', errors: [] } }) });
    const { fetchSession } = await import('../../../src/features/auth/api');
    const check = deps({ fetchSession });
    expect(await confirmStoredSession(check)).toBe('lost');
    expect(check.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('never ends it for a missing answer, a 5xx or being offline', async () => {
    const { fetchSession } = await import('../../../src/features/auth/api');
    for (const answer of ['network-error', { status: 503, data: null }] as FakeAnswer[]) {
      serve({ '/session': () => answer });
      const check = deps({ fetchSession });
      expect(await confirmStoredSession(check)).toBe('unreachable');
      expect(check.onSessionLost).not.toHaveBeenCalled();
      api?.restore();
    }
    const offline = deps({ isOnline: () => false, fetchSession: vi.fn() });
    expect(await confirmStoredSession(offline)).toBe('offline');
    expect(offline.fetchSession).not.toHaveBeenCalled();
    expect(offline.onSessionLost).not.toHaveBeenCalled();
  });

  it('sends a logout pressed offline once the connection is back, for a visitor only', async () => {
    markPendingLogout();
    const visitor = deps({ getUser: () => null });
    expect(await confirmStoredSession(visitor)).toBe('no-user');
    expect(visitor.logout).toHaveBeenCalledTimes(1);
    expect(hasPendingLogout()).toBe(false);
  });
});

function user(overrides: Partial<SessionUser>): SessionUser {
  return { ...LISTENER, ...overrides };
}

async function openAccountMenu(actor: ReturnType<typeof userEvent.setup>) {
  await actor.click(await within(await banner()).findByRole('button', { name: 'Menú de usuario' }));
  return screen.findByRole('menu');
}

function serveSignedIn(person: SessionUser, extra: Record<string, FakeRoute> = {}) {
  saveSessionUser(person);
  return serve({
    '/session': () => ok(person),
    // A whole profile: /UserSettings shows it, and a partial one broke the page behind the test.
    [`/users/${person.credentials_id}`]: () =>
      ok(makeProfile(person.credentials_id, { roles: person.roles, userImageUrl: null })),
    ...extra,
  });
}

describe('signed-in top bar (spec section 2)', () => {
  it('gives a listener the bell and the avatar menu with their profile links, no SUBIR', async () => {
    const actor = userEvent.setup();
    serveSignedIn(LISTENER);
    renderApp('/');
    const bar = await banner();
    expect(await within(bar).findByRole('button', { name: 'Notificaciones' })).toBeVisible();
    expect(within(bar).queryByRole('link', { name: 'SUBIR' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Registrarse' })).toBeNull();
    const avatar = within(bar).getByRole('button', { name: 'Menú de usuario' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/images/default-avatar.webp');
    const menu = await openAccountMenu(actor);
    expect(await within(menu).findByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/UserPerfil/21',
    );
    expect(await within(menu).findByRole('menuitem', { name: 'Editar Perfil' })).toHaveAttribute(
      'href',
      '/EditPerfilUser/21',
    );
    expect(
      await within(menu).findByRole('menuitem', { name: 'Cerrar Sesión' }),
    ).toBeInTheDocument();
  });

  it('gives a composer SUBIR and the composer profile links', async () => {
    const actor = userEvent.setup();
    serveSignedIn(COMPOSER);
    renderApp('/');
    const bar = await banner();
    expect(await within(bar).findByRole('link', { name: 'SUBIR' })).toHaveAttribute(
      'href',
      '/uploadSong',
    );
    const menu = await openAccountMenu(actor);
    expect(await within(menu).findByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/ComposerPerfil/23',
    );
    expect(await within(menu).findByRole('menuitem', { name: 'Editar Perfil' })).toHaveAttribute(
      'href',
      '/EditPerfil/23',
    );
  });

  it('gives an admin the composer profile links', async () => {
    const actor = userEvent.setup();
    serveSignedIn(ADMIN);
    renderApp('/');
    const menu = await openAccountMenu(actor);
    expect(await within(menu).findByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/ComposerPerfil/1',
    );
  });

  it("shows the person's own picture when the profile has one", async () => {
    serveSignedIn(LISTENER, {
      '/users/21': () => ok({ userImageUrl: '/media/images/foto.webp' }),
    });
    renderApp('/');
    const avatar = await within(await banner()).findByRole('button', { name: 'Menú de usuario' });
    await waitFor(() =>
      expect(avatar.querySelector('img')).toHaveAttribute('src', '/media/images/foto.webp'),
    );
  });

  it.each([
    [['productor'], 'Rol no reconocido'],
    [[], 'Rol no disponible'],
  ])('roles %j: the profile entries say %s', async (roles, text) => {
    const actor = userEvent.setup();
    serveSignedIn(user({ roles }));
    renderApp('/');
    const menu = await openAccountMenu(actor);
    await actor.click(await within(menu).findByRole('menuitem', { name: 'Mi Perfil' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent(text);
  });

  it("shows 'Aun no hay notificaciones' in the bell when there are none", async () => {
    const actor = userEvent.setup();
    serveSignedIn(LISTENER);
    renderApp('/');
    await actor.click(
      await within(await banner()).findByRole('button', { name: 'Notificaciones' }),
    );
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Aun no hay notificaciones')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: 'Notificaciones' })).toHaveAttribute(
      'href',
      '/NotificationsView',
    );
  });

  it('lists the 5 newest local notifications, newest first', async () => {
    const actor = userEvent.setup();
    await db.notifications.bulkAdd(
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({
        type: 'info' as const,
        title: `Aviso ${n}`,
        description: `Detalle ${n}`,
        time: n * 1000,
        read: 0 as const,
      })),
    );
    serveSignedIn(LISTENER);
    renderApp('/');
    await actor.click(
      await within(await banner()).findByRole('button', { name: 'Notificaciones' }),
    );
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Aviso 7');
    const titles = within(menu)
      .getAllByText(/^Aviso \d$/)
      .map((element) => element.textContent);
    expect(titles).toEqual(['Aviso 7', 'Aviso 6', 'Aviso 5', 'Aviso 4', 'Aviso 3']);
    expect(within(menu).queryByText('Aun no hay notificaciones')).toBeNull();
  });

  it('closes a menu on a click outside it', async () => {
    const actor = userEvent.setup();
    serveSignedIn(LISTENER);
    renderApp('/');
    await openAccountMenu(actor);
    await actor.click(await screen.findByRole('contentinfo'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('a tap outside only closes the menu: the link underneath is not followed', async () => {
    const actor = userEvent.setup();
    serveSignedIn(LISTENER);
    const { router } = renderApp('/');
    await openAccountMenu(actor);
    const footer = await screen.findByRole('contentinfo');
    await actor.click(within(footer).getByRole('link', { name: 'Artistas' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    // With the menu closed, the same link works.
    await actor.click(within(footer).getByRole('link', { name: 'Artistas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artists'));
  });
});

describe('side drawer and bottom bar for the signed-in', () => {
  async function drawerLinks(actor: ReturnType<typeof userEvent.setup>) {
    await actor.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    return within(drawer).getByRole('navigation', { name: 'Menú principal' });
  }

  it("gives a composer 'Mi Repertorio' and no 'Admin'", async () => {
    const actor = userEvent.setup();
    serveSignedIn(COMPOSER);
    renderApp('/');
    const nav = await drawerLinks(actor);
    expect(within(nav).getByRole('link', { name: 'Mi Repertorio' })).toHaveAttribute(
      'href',
      '/repertoire/23',
    );
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Crear álbum' })).toHaveAttribute(
      'href',
      '/uploadPlaylists',
    );
  });

  it("gives an admin 'Admin', and their home link goes to /AdminPage", async () => {
    const actor = userEvent.setup();
    serveSignedIn(ADMIN);
    renderApp('/');
    const nav = await drawerLinks(actor);
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/AdminPage');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/AdminPage');
    expect(within(nav).queryByRole('link', { name: 'Mi Repertorio' })).toBeNull();
    // An admin's are the home's seasonal playlists.
    expect(within(nav).getByRole('link', { name: 'Crear playlist de temporada' })).toHaveAttribute(
      'href',
      '/uploadPlaylists',
    );
  });

  it("gives a listener 'Mis Playlists' but neither 'Mi Repertorio', 'Crear álbum' nor 'Admin'", async () => {
    const actor = userEvent.setup();
    serveSignedIn(LISTENER);
    renderApp('/');
    const nav = await drawerLinks(actor);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Explorar', 'Biblioteca', 'Mis Playlists', 'Descargas']);
    expect(within(nav).getByRole('link', { name: 'Mis Playlists' })).toHaveAttribute(
      'href',
      '/PlaylistCardV1',
    );
  });

  it("points the phone bar's 'Perfil' to /UserSettings", async () => {
    setViewportWidth(390);
    serveSignedIn(LISTENER);
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Navegación inferior' });
    expect(within(bar).getByRole('link', { name: 'Perfil' })).toHaveAttribute(
      'href',
      '/UserSettings',
    );
  });
});

describe("'Cerrar Sesión' (spec section 4)", () => {
  async function signOutFromMenu() {
    const actor = userEvent.setup();
    const menu = await openAccountMenu(actor);
    await actor.click(await within(menu).findByRole('menuitem', { name: 'Cerrar Sesión' }));
  }

  async function seedPersonalData() {
    localStorage.setItem('registered', 'true');
    localStorage.setItem('socialUser', '{"id":"x"}');
    sessionStorage.setItem('forgottenPasswordResponse', '{}');
    await db.librarySongs.put({ song_id: 1, song: {} as never, addedAt: 1 });
    await db.notifications.add({ type: 'info', title: 'a', description: 'b', time: 1, read: 0 });
  }

  it('ends the server session, forgets the person and their data, and goes to /', async () => {
    serveSignedIn(LISTENER, { '/logout': () => ({ status: 204, data: '' }) });
    await seedPersonalData();
    const { router } = renderApp('/UserSettings');
    await signOutFromMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('/logout')).toHaveLength(1);
    expect(getSessionUser()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await db.librarySongs.count()).toBe(0);
    expect(await db.notifications.count()).toBe(0);
    expect(
      await within(await banner()).findByRole('link', { name: 'Iniciar Sesión' }),
    ).toBeVisible();
  });

  it('says the person left only once the device is cleared (someone may close the app at once)', async () => {
    const steps: string[] = [];
    const clearing = deferred<void>();
    const done = signOut({
      logout: async () => {
        steps.push('logout');
      },
      clearStorage: async () => {
        steps.push('clear');
        await clearing.promise;
        steps.push('cleared');
      },
      forgetUser: () => steps.push('forget'),
    });
    await waitFor(() => expect(steps).toContain('clear'));
    expect(steps).not.toContain('forget');
    clearing.resolve();
    await done;
    expect(steps).toEqual(['logout', 'clear', 'cleared', 'forget']);
  });

  it('clears this device even when the server cannot be reached, and remembers to tell it later', async () => {
    serveSignedIn(LISTENER, { '/logout': () => 'network-error' });
    await seedPersonalData();
    const { router } = renderApp('/');
    await signOutFromMenu();
    await waitFor(() => expect(getSessionUser()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await db.librarySongs.count()).toBe(0);
    expect(localStorage.getItem('user')).toBeNull();
    expect(hasPendingLogout()).toBe(true);
  });

  async function queueOneLike() {
    await enqueue(db, { kind: 'like', song: makeSong(3) }, LISTENER.credentials_id);
  }

  // The app sends waiting changes as soon as it starts (library-sync/waiting-changes.ts): here they
  // stay unsent because the server cannot take them yet.
  const unsendable = {
    '/logout': () => 'network-error' as const,
    '/song_libraries': () => 'network-error' as const,
  };

  it("with unsent changes asks first; 'Enviar después' keeps them for this person only", async () => {
    serveSignedIn(LISTENER, unsendable);
    await queueOneLike();
    renderApp('/');
    await signOutFromMenu();
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin enviar' });
    expect(dialog).toHaveTextContent('Tienes 1 cambio sin enviar.');
    // Nothing is cleared while the person decides.
    expect(getSessionUser()).toEqual(LISTENER);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Enviar después' }));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(await pendingCount(db, LISTENER.credentials_id)).toBe(1);
  });

  it("'Descartar' drops the unsent changes before signing out", async () => {
    serveSignedIn(LISTENER, unsendable);
    await queueOneLike();
    await queueOneLike();
    renderApp('/');
    await signOutFromMenu();
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin enviar' });
    expect(dialog).toHaveTextContent('Tienes 2 cambios sin enviar.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(await db.offlineQueue.count()).toBe(0);
  });
});

describe('guards in the running app (spec section 2)', () => {
  it('alerts a visitor of /Library and sends them to /RegisterPageV1', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    serve({});
    const { router } = renderApp('/Library');
    await waitFor(() => expect(router.state.location.pathname).toBe('/RegisterPageV1'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(AUTH_TEXTS.mustRegister);
    expect(await screen.findByRole('heading', { name: 'Registrarse' })).toBeVisible();
  });

  it('lets a signed-in person through to a signed-in route without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    serveSignedIn(LISTENER);
    const { router } = renderApp('/NotificationsView');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/NotificationsView');
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends a listener away from an admin page without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    serveSignedIn(LISTENER);
    const { router } = renderApp('/AdminPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('guards navigations inside the app too, not only the first load', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const actor = userEvent.setup();
    serve({});
    const { router } = renderApp('/');
    await actor.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    await actor.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Biblioteca' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/RegisterPageV1'));
    expect(alert).toHaveBeenCalledWith(AUTH_TEXTS.mustRegister);
  });

  it('redirects silently while preloading (no alert for a pointer resting on a link)', () => {
    const alertFn = vi.fn();
    const deps = { getUser: () => null, isRegistered: () => false, alert: alertFn };
    expect(() =>
      guardNavigation({ location: { pathname: '/Library' }, preload: true }, deps),
    ).toThrow();
    expect(alertFn).not.toHaveBeenCalled();
    expect(() =>
      guardNavigation({ location: { pathname: '/Library' }, preload: false }, deps),
    ).toThrow();
    expect(alertFn).toHaveBeenCalledWith(AUTH_TEXTS.mustRegister);
    expect(() =>
      guardNavigation({ location: { pathname: '/' }, preload: false }, deps),
    ).not.toThrow();
  });
});
