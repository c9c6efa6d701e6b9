/**
 * /UserSettings (spec sections 2 and 9): tabs 'Mi Perfil', 'Editar', 'Salir'; composers get the
 * composer profile; the edit tab is the profile editor; 'Salir' asks '¿Estás seguro?', logs out,
 * and 'Sesión cerrada' hides after exactly 3 s (fake timers), then home.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSessionUser,
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { TimedToast } from '../../../src/features/settings/components/TimedToast';
import { clearAllTables, db } from '../../../src/lib/db';
import { COMPOSER, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, makeSong, ok, page } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { renderWithMantine } from '../helpers/with-mantine';
import { makeProfile, serveProfiles } from './profiles-helpers';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.useRealTimers();
});

function serveComposer() {
  saveSessionUser(COMPOSER);
  api = serveProfiles(
    {
      '/users/23': (config) =>
        config.method === 'put'
          ? ok(makeProfile(23, { ...JSON.parse(String(config.data)) }))
          : ok(makeProfile(23)),
      '/credentials/23': () => ok({ email: 'compositor@tambora.app' }),
      '/songsFromRepertoire': () => ok(page([makeSong(1, { title: 'Mi canción privada' })])),
      '/logout': () => ok({ message: 'Sesión cerrada' }),
    },
    COMPOSER,
  );
  return api;
}

describe('tabs', () => {
  it("has 'Mi Perfil', 'Editar' and 'Salir'; a composer gets the composer profile", async () => {
    serveComposer();
    renderApp('/UserSettings');
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Mi Perfil', 'Editar', 'Salir']);
    expect(within(tabs).getByRole('tab', { name: 'Mi Perfil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Fello Almonte' })).toBeInTheDocument();
    // The composer profile: compositions and the owner's own image controls.
    expect(await screen.findByRole('region', { name: 'Composiciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar foto de perfil' })).toBeInTheDocument();
  });

  it('a listener gets the user profile (no compositions)', async () => {
    saveSessionUser(LISTENER);
    api = serveProfiles(
      {
        '/users/21': () => ok(makeProfile(21, { roles: ['user'], nickname: 'Luisma' })),
        '/credentials/21': () => ok({ email: 'oyente@tambora.app' }),
      },
      LISTENER,
    );
    renderApp('/UserSettings');
    expect(await screen.findByRole('heading', { name: 'Luisma' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Composiciones' })).toBeNull();
  });

  it("an unknown role shows 'Rol no reconocido' instead of a profile", async () => {
    const odd = { ...LISTENER, roles: ['productor'] };
    saveSessionUser(odd);
    api = serveProfiles({}, odd);
    renderApp('/UserSettings');
    expect(await screen.findByText('Rol no reconocido')).toBeInTheDocument();
  });

  it("'Editar' is the profile editor; saving goes back to 'Mi Perfil' with the new data", async () => {
    const actor = userEvent.setup();
    const calls = serveComposer();
    renderApp('/UserSettings');
    await actor.click(await screen.findByRole('tab', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar perfil' });
    const nickname = within(form).getByLabelText('Usuario/Apodo');
    await actor.clear(nickname);
    await actor.type(nickname, 'El Fello');
    await actor.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('heading', { name: 'El Fello' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mi Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.calls.filter((call) => call.method === 'put')).toHaveLength(1);
  });
});

describe("'Salir'", () => {
  it("asks '¿Estás seguro?'; 'Cancelar' keeps the session", async () => {
    const actor = userEvent.setup();
    const calls = serveComposer();
    renderApp('/UserSettings');
    await actor.click(await screen.findByRole('tab', { name: 'Salir' }));
    expect(await screen.findByText('¿Estás seguro?')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('tab', { name: 'Mi Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.calls.some((call) => call.url === '/logout')).toBe(false);
    expect(getSessionUser()).toEqual(COMPOSER);
  });

  it("logs out on confirmation; 'Sesión cerrada' shows for 3 s, then hides and goes home", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const actor = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = serveComposer();
    const { router } = renderApp('/UserSettings');
    await actor.click(await screen.findByRole('tab', { name: 'Salir' }));
    await actor.click(await screen.findByRole('button', { name: /Cerrar Sesión/ }));

    const toast = await screen.findByText('Sesión cerrada');
    expect(toast).toBeVisible();
    expect(calls.calls.filter((call) => call.url === '/logout')).toHaveLength(1);
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();

    // The clock also moves with real time here (the logout awaits IndexedDB), so on a loaded
    // machine any midpoint check is a race; the exact 3000 ms edge is proven on TimedToast below
    // with a clock that only moves on demand.
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    // Hidden at 3 s; the notification's exit transition may still be finishing, so wait for it.
    await waitFor(() => expect(screen.queryByText('Sesión cerrada')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('TimedToast', () => {
  it('calls onHidden after exactly its duration, not before', () => {
    vi.useFakeTimers();
    const hidden = vi.fn();
    renderWithMantine(<TimedToast message="Sesión cerrada" durationMs={3000} onHidden={hidden} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sesión cerrada');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status')).toBeVisible();
    expect(hidden).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
