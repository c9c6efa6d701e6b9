import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAllTables, db } from '../../../src/lib/db';
import { type FakeApi, installFakeApi, ok, page } from '../helpers/fake-api';
import { setOnline } from '../helpers/online';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  api = installFakeApi({
    '/creator_statistics': () => ok(page([])),
    '/songs': () => ok(page([])),
    '/playlistsFromRepertoireByAdmin': () => ok(page([])),
  });
});

afterEach(() => api.restore());

function goOnline(online: boolean) {
  setOnline(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('layout at 1366 px (desktop)', () => {
  it('shows the visitor top bar with brand, search box and the two account buttons', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const brand = within(banner).getByRole('link', { name: 'Tambora' });
    expect(brand).toHaveAttribute('href', '/');
    const search = within(banner).getByRole('combobox', { name: 'Buscar' });
    expect(search).toHaveAttribute('placeholder', 'Buscar');
    expect(within(banner).getByRole('link', { name: 'Registrarse' })).toHaveAttribute(
      'href',
      '/RegisterPageV1',
    );
    expect(within(banner).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/LoginPageV1',
    );
    expect(screen.queryByRole('navigation', { name: 'Navegación inferior' })).toBeNull();
  });

  it('opens the side drawer with Inicio, Explorar, Biblioteca and Descargas and closes it on the backdrop', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Biblioteca' })).toHaveAttribute(
      'href',
      '/Library',
    );
    expect(within(nav).getByRole('link', { name: 'Descargas' })).toHaveAttribute(
      'href',
      '/Descargas',
    );
    const overlay = document.querySelector('.mantine-Drawer-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the drawer when one of its links navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Explorar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the footer sections, support contact, three social links and the current year', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Sobre nosotros')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Artistas' })).toHaveAttribute(
      'href',
      '/artists',
    );
    expect(within(footer).getByRole('link', { name: 'Asistencia' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:soporte@tambora.app'),
    );
    expect(within(footer).getByRole('link', { name: 'soporte@tambora.app' })).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'Youtube']) {
      const link = within(footer).getByRole('link', { name: network });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Tambora`)).toBeInTheDocument();
  });

  it('answers an unknown path with the Spanish not-found page and a way back to Inicio', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Página no encontrada')).toBeNull();
  });

  it('shows the offline banner while the browser is offline', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByText('Sin conexión: estás viendo contenido guardado.')).toBeNull();
    goOnline(false);
    const message = screen.getByText('Sin conexión: estás viendo contenido guardado.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    goOnline(true);
    expect(screen.queryByText('Sin conexión: estás viendo contenido guardado.')).toBeNull();
  });
});

describe('layout at 390 px (phone)', () => {
  beforeEach(() => setViewportWidth(390));

  it('collapses the search box to an icon that opens it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('combobox')).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Buscar' }));
    const box = within(banner).getByRole('combobox', { name: 'Buscar' });
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(banner).queryByRole('combobox')).toBeNull();
  });

  it('keeps brand and account buttons, and shows the bottom bar with its four entries', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Tambora' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Navegación inferior' });
    const links = within(bottom).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/'],
      ['Explorar', '/search'],
      ['Notificaciones', '/NotificationsView'],
      ['Perfil', '/LoginPageV1'],
    ]);
    expect(within(bottom).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches between phone and desktop chrome when the width changes', async () => {
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Navegación inferior' });
    act(() => setViewportWidth(1366));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Navegación inferior' })).toBeNull(),
    );
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toBeInTheDocument();
  });
});
