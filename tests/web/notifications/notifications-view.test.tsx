/**
 * /NotificationsView (spec section 2, DECISIONS "Notifications"): the local notifications newest
 * first with type, title, description and a Spanish time; tabs Todas / No leídas / Leídas; mark
 * one read, mark all read, delete one; an empty text per tab; live updates; and the bell's unread
 * count following every change. IndexedDB is fake-indexeddb; the app, router and layout are real.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { formatNotificationTime } from '../../../src/features/notifications/format-time';
import { recordNotification } from '../../../src/features/notifications/record';
import { clearAllTables, db, type NotificationEntry } from '../../../src/lib/db';
import { HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';

let api: FakeApi | undefined;
const MINUTE = 60_000;

beforeEach(async () => {
  await clearAllTables(db);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  localStorage.clear();
  resetSessionStoreForTests();
  saveSessionUser(LISTENER);
  api = installFakeApi({
    ...HOME_ROUTES,
    '/session': () => ok(LISTENER),
    [`/users/${LISTENER.credentials_id}`]: () => ok({ userImageUrl: null }),
  });
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

/** Two unread and one read, written out of order: the screen sorts them. */
async function seed(): Promise<void> {
  const now = Date.now();
  const entries: NotificationEntry[] = [
    {
      type: 'info',
      title: 'Cambios enviados',
      description: 'Se enviaron 2 cambios que estaban pendientes.',
      time: now - 5 * MINUTE,
      read: 0,
    },
    {
      type: 'update',
      title: 'Nueva versión disponible',
      description: 'Pulsa «Actualizar».',
      time: now - 3 * 24 * 60 * MINUTE,
      read: 1,
    },
    {
      type: 'alert',
      title: 'Error al gestionar liked songs',
      description: 'Cambio rechazado por el servidor y deshecho.',
      time: now - 2 * MINUTE,
      read: 0,
    },
  ];
  await db.notifications.bulkAdd(entries);
}

async function openScreen() {
  const view = renderApp('/NotificationsView');
  await screen.findByRole('heading', { level: 1, name: 'Notificaciones' });
  return view;
}

function titlesShown(): string[] {
  return screen
    .queryAllByRole('listitem')
    .filter((item) => item.closest('[role="tabpanel"]'))
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent ?? '');
}

/** The number on the top bar's bell, or null when it shows none. */
function bellCount(): string | null {
  const bell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notificaciones' });
  const indicator = bell
    .closest('.mantine-Indicator-root')
    ?.querySelector('.mantine-Indicator-indicator');
  return indicator?.textContent ?? null;
}

describe('/NotificationsView', () => {
  it('lists them newest first with type, title, description and a Spanish time; tabs filter', async () => {
    await seed();
    const actor = userEvent.setup();
    await openScreen();
    await waitFor(() =>
      expect(titlesShown()).toEqual([
        'Error al gestionar liked songs',
        'Cambios enviados',
        'Nueva versión disponible',
      ]),
    );
    const sent = screen.getByRole('listitem', { name: 'Cambios enviados' });
    expect(within(sent).getByText('Información')).toBeVisible();
    expect(within(sent).getByText('No leída')).toBeVisible();
    expect(within(sent).getByText('Se enviaron 2 cambios que estaban pendientes.')).toBeVisible();
    expect(within(sent).getByText('hace 5 minutos')).toBeVisible();
    const update = screen.getByRole('listitem', { name: 'Nueva versión disponible' });
    expect(within(update).getByText('Actualización')).toBeVisible();
    expect(within(update).getByText('hace 3 días')).toBeVisible();
    expect(within(update).queryByText('No leída')).toBeNull();

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Todas', 'No leídas', 'Leídas']);
    await actor.click(screen.getByRole('tab', { name: 'No leídas' }));
    await waitFor(() =>
      expect(titlesShown()).toEqual(['Error al gestionar liked songs', 'Cambios enviados']),
    );
    // Mantine's tabs move with the arrow keys.
    await actor.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Leídas' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(titlesShown()).toEqual(['Nueva versión disponible']));
  });

  it('marks one as read: it leaves No leídas, joins Leídas, and the bell counts one less', async () => {
    await seed();
    const actor = userEvent.setup();
    await openScreen();
    await waitFor(() => expect(bellCount()).toBe('2'));
    await actor.click(screen.getByRole('tab', { name: 'No leídas' }));
    await actor.click(
      await screen.findByRole('button', { name: 'Marcar como leída: Cambios enviados' }),
    );
    await waitFor(() => expect(titlesShown()).toEqual(['Error al gestionar liked songs']));
    const stored = await db.notifications.toArray();
    expect(stored.find((entry) => entry.title === 'Cambios enviados')?.read).toBe(1);
    await waitFor(() => expect(bellCount()).toBe('1'));
    await actor.click(screen.getByRole('tab', { name: 'Leídas' }));
    await waitFor(() =>
      expect(titlesShown()).toEqual(['Cambios enviados', 'Nueva versión disponible']),
    );
    expect(screen.queryByRole('button', { name: /^Marcar como leída/ })).toBeNull();
  });

  it("'Marcar todas como leídas' reads them all; No leídas is then empty and the bell shows none", async () => {
    await seed();
    const actor = userEvent.setup();
    await openScreen();
    await waitFor(() => expect(bellCount()).toBe('2'));
    const markAll = screen.getByRole('button', { name: 'Marcar todas como leídas' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await actor.click(markAll);
    await waitFor(() => expect(bellCount()).toBeNull());
    expect(await db.notifications.where('read').equals(0).count()).toBe(0);
    expect(markAll).toBeDisabled();
    await actor.click(screen.getByRole('tab', { name: 'No leídas' }));
    expect(await screen.findByText('No tienes notificaciones sin leer')).toBeVisible();
    expect(titlesShown()).toEqual([]);
  });

  it('deletes one from the list and from IndexedDB', async () => {
    await seed();
    const actor = userEvent.setup();
    await openScreen();
    await actor.click(
      await screen.findByRole('button', {
        name: 'Eliminar notificación: Error al gestionar liked songs',
      }),
    );
    await waitFor(() =>
      expect(titlesShown()).toEqual(['Cambios enviados', 'Nueva versión disponible']),
    );
    expect(await db.notifications.count()).toBe(2);
    await waitFor(() => expect(bellCount()).toBe('1'));
  });

  it("says 'Aun no hay notificaciones' when there are none, and each tab has its empty text", async () => {
    const actor = userEvent.setup();
    await openScreen();
    expect(await screen.findByText('Aun no hay notificaciones')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    await actor.click(screen.getByRole('tab', { name: 'No leídas' }));
    expect(await screen.findByText('No tienes notificaciones sin leer')).toBeVisible();
    await actor.click(screen.getByRole('tab', { name: 'Leídas' }));
    expect(await screen.findByText('Aún no has leído ninguna notificación')).toBeVisible();
  });

  it('shows a notification written while it is open, and the bell counts it', async () => {
    await openScreen();
    expect(await screen.findByText('Aun no hay notificaciones')).toBeVisible();
    await recordNotification({
      type: 'message',
      title: 'Canción subida',
      description: '«Mi son» ya está publicada en Tambora.',
    });
    expect(await screen.findByRole('listitem', { name: 'Canción subida' })).toBeVisible();
    expect(screen.getByText('Ahora mismo')).toBeVisible();
    expect(screen.queryByText('Aun no hay notificaciones')).toBeNull();
    await waitFor(() => expect(bellCount()).toBe('1'));
  });

  it("opens from the phone's bottom bar entry 'Notificaciones'", async () => {
    setViewportWidth(390);
    await seed();
    const actor = userEvent.setup();
    const { router } = renderApp('/');
    const bottom = await screen.findByRole('navigation', { name: 'Navegación inferior' });
    await actor.click(within(bottom).getByRole('link', { name: 'Notificaciones' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/NotificationsView'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Cambios enviados' })).toBeVisible();
  });
});

describe('formatNotificationTime', () => {
  it('says how long ago within a week and gives the date after that, in Spanish', () => {
    const now = Date.UTC(2026, 4, 20, 15, 0);
    expect(formatNotificationTime(now - 10_000, now)).toBe('Ahora mismo');
    expect(formatNotificationTime(now - 1 * MINUTE, now)).toBe('hace 1 minuto');
    expect(formatNotificationTime(now - 2 * 60 * MINUTE, now)).toBe('hace 2 horas');
    expect(formatNotificationTime(now - 24 * 60 * MINUTE, now)).toBe('ayer');
    expect(formatNotificationTime(now - 30 * 24 * 60 * MINUTE, now)).toMatch(/2026/);
  });
});
