/**
 * Every song's '…' menu, built open on its first press (docs/architecture.md, "The first visit
 * (what a phone downloads)"), gives focus back to '…' when it closes,
 * also when the dropdown's focus trap takes focus back in while it fades out, as it does on a
 * slow phone when Escape comes before the trap's first focus.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SongMenuButton } from '../../../src/features/songs/components/SongMenuButton';
import { type FakeApi, installFakeApi, makeSong } from '../helpers/fake-api';
import { renderWithRoutes } from '../helpers/test-router';

let api: FakeApi;
const song = makeSong(7, { title: 'Luna de Samaná' });

beforeEach(() => {
  api = installFakeApi({});
});
afterEach(() => api.restore());

async function openMenu() {
  const user = userEvent.setup();
  renderWithRoutes('/cancion', [
    { path: '/cancion', component: () => <SongMenuButton song={song} /> },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Más opciones de Luna de Samaná' }));
  const item = await screen.findByRole('menuitem', { name: 'Compartir', hidden: true });
  return { user, item };
}

const menuButton = () => screen.getByRole('button', { name: 'Más opciones de Luna de Samaná' });
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

it("Escape gives focus back to '…'", async () => {
  const { user, item } = await openMenu();
  item.focus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  expect(menuButton()).toHaveFocus();
});

it("focus taken back into the fading dropdown still ends on '…'", async () => {
  const { user, item } = await openMenu();
  item.focus();
  await user.keyboard('{Escape}');
  await nextFrame();
  // The trap's late first focus, after the close gave focus back and before the fade ends.
  item.focus();
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  await waitFor(() => expect(menuButton()).toHaveFocus());
});

it('a person who moved on keeps their focus', async () => {
  const { user, item } = await openMenu();
  const elsewhere = document.createElement('button');
  document.body.append(elsewhere);
  item.focus();
  await user.keyboard('{Escape}');
  elsewhere.focus();
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  await nextFrame();
  expect(elsewhere).toHaveFocus();
  elsewhere.remove();
});
