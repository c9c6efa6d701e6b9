/**
 * Configuración → 'Aplicaciones externas' (docs/product.md "Aplicaciones externas"): what to type
 * into a player, a new app password shown once, and each one revoked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { APP_PASSWORD_TEXTS } from '../../../domain/app-passwords';
import { ExternalApps } from '../../../src/features/external-apps/ExternalApps';
import { type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { renderWithRoutes } from '../helpers/test-router';

let api: FakeApi;
afterEach(() => api.restore());

it('makes a password shown once, lists it, and revokes it', async () => {
  const user = userEvent.setup();
  let items = [
    {
      id: 1,
      name: 'DSub',
      created_at: '2026-11-01T10:00:00Z',
      last_used_at: null as string | null,
    },
  ];
  const sent: unknown[] = [];
  api = installFakeApi({
    '/app-passwords': (config) => {
      if (config.method === 'post') {
        const body = JSON.parse(String(config.data));
        sent.push(body);
        const created = {
          id: 2,
          name: body.name,
          created_at: '2026-11-29T10:00:00Z',
          last_used_at: null,
        };
        items = [...items, created];
        return { status: 201, data: { ...created, password: 'pQ7-secreta-de-prueba' } };
      }
      return ok({ items });
    },
    '/app-passwords/1': () => {
      items = items.filter((one) => one.id !== 1);
      return { status: 204, data: null };
    },
  });
  renderWithRoutes('/ajustes', [
    { path: '/ajustes', component: () => <ExternalApps email="oyente@tambora.app" /> },
  ]);
  expect(await screen.findByRole('heading', { name: APP_PASSWORD_TEXTS.section })).toBeVisible();
  expect(screen.getByText('oyente@tambora.app')).toBeVisible();
  expect(await screen.findByText('DSub')).toBeVisible();
  expect(screen.getByText(APP_PASSWORD_TEXTS.neverUsed, { exact: false })).toBeVisible();

  await user.type(screen.getByLabelText(APP_PASSWORD_TEXTS.name), 'Symfonium');
  await user.click(screen.getByRole('button', { name: APP_PASSWORD_TEXTS.create }));
  const shown = await screen.findByRole('status');
  expect(within(shown).getByText('pQ7-secreta-de-prueba')).toBeVisible();
  expect(within(shown).getByText(APP_PASSWORD_TEXTS.shownOnce)).toBeVisible();
  expect(sent).toEqual([{ name: 'Symfonium' }]);
  expect(await screen.findByText('Symfonium', { selector: 'p' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: APP_PASSWORD_TEXTS.revokeOf('DSub') }));
  await waitFor(() => expect(screen.queryByText('DSub')).toBeNull());
});
