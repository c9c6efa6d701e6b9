/**
 * Every menu built on its first press (components/MenuOnPress.tsx; docs/architecture.md, "The
 * first visit (what a phone downloads)") gives focus back to its button when it closes, also when
 * the dropdown's focus trap takes focus back in while it fades out, as it does on a loaded machine
 * when Escape comes before the trap's last focus; a person who moved on keeps their focus.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuOnPressProps } from '../../../src/components/MenuOnPress';
import { MenuOnPress } from '../../../src/components/MenuOnPress';
import { AddToPlaylistButton } from '../../../src/features/library/components/AddToPlaylistButton';
import { PlaylistMenu } from '../../../src/features/library/components/PlaylistMenu';
import { SleepTimerButton } from '../../../src/features/player/SleepTimerButton';
import { SleepTimerMenu } from '../../../src/features/player/SleepTimerMenu';
import { SongMenuButton } from '../../../src/features/songs/components/SongMenuButton';
import { AccountMenu } from '../../../src/layout/AccountMenu';
import { NotificationsMenu } from '../../../src/layout/NotificationsMenu';
import { AvatarButton, BellButton } from '../../../src/layout/TopBarButtons';
import { clearAllTables, db } from '../../../src/lib/db';
import { LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeSong } from '../helpers/fake-api';
import { signInAs } from '../helpers/session';
import { renderWithRoutes } from '../helpers/test-router';

const song = makeSong(7, { title: 'Luna de Samaná' });

/** Each menu as the app mounts it: its button alone until pressed, then the built menu. */
function onPress(button: MenuOnPressProps['button'], menu: ReactElement) {
  return () => (
    <MenuOnPress button={button} prepare={() => undefined}>
      {menu}
    </MenuOnPress>
  );
}

const MENUS = [
  {
    button: 'Más opciones de Luna de Samaná',
    item: 'Compartir',
    view: () => <SongMenuButton song={song} />,
  },
  {
    button: 'Notificaciones',
    item: 'Notificaciones',
    view: onPress(<BellButton compact={false} />, <NotificationsMenu compact={false} />),
  },
  {
    button: 'Menú de usuario',
    item: 'Mi Perfil',
    view: onPress(<AvatarButton user={LISTENER} />, <AccountMenu user={LISTENER} />),
  },
  {
    button: 'Añadir Luna de Samaná a una playlist',
    item: 'Nueva playlist',
    view: onPress(<AddToPlaylistButton song={song} />, <PlaylistMenu song={song} />),
  },
  {
    button: 'Temporizador',
    item: 'Al terminar la canción',
    view: onPress(<SleepTimerButton />, <SleepTimerMenu />),
  },
];

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  signInAs(LISTENER);
  api = installFakeApi({});
});
afterEach(() => api.restore());

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

describe.each(MENUS)("the menu of '$button'", ({ button, item, view }) => {
  // The signed-in top bar has its own bell and avatar: the menu under test is the page's.
  const menuButton = () => within(screen.getByRole('main')).getByRole('button', { name: button });

  async function openMenu() {
    const user = userEvent.setup();
    renderWithRoutes('/menu', [{ path: '/menu', component: view }]);
    await user.click(
      await within(await screen.findByRole('main')).findByRole('button', { name: button }),
    );
    const entry = await screen.findByRole('menuitem', { name: item, hidden: true });
    return { user, entry };
  }

  it('Escape gives focus back to its button', async () => {
    const { user, entry } = await openMenu();
    entry.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(menuButton()).toHaveFocus();
  });

  it('focus taken back into the fading dropdown still ends on its button', async () => {
    const { user, entry } = await openMenu();
    entry.focus();
    await user.keyboard('{Escape}');
    await nextFrame();
    // The trap's late focus, after the close gave focus back and before the fade ends.
    entry.focus();
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('a person who moved on keeps their focus', async () => {
    const { user, entry } = await openMenu();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    entry.focus();
    await user.keyboard('{Escape}');
    elsewhere.focus();
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await nextFrame();
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
