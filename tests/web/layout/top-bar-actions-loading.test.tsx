/**
 * The signed-in bar while its bell and avatar are still loading (docs/architecture.md "The first
 * visit (what a phone downloads)"): what the bar draws itself is there at once, so nothing in it
 * moves when they arrive. Their stand-in's width is held to theirs in a browser
 * (tests/e2e/auth-flows.spec.ts).
 */
import { screen, within } from '@testing-library/react';
import { use } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearAllTables, db } from '../../../src/lib/db';
import { COMPOSER, HOME_ROUTES } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';

const neverLoaded = new Promise<never>(() => {});
vi.mock('../../../src/layout/SignedInActions', () => ({
  SignedInActions: () => use(neverLoaded),
}));

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  api = installFakeApi({ ...HOME_ROUTES });
});
afterEach(() => api.restore());

it("draws a composer's 'SUBIR' while the bell and the avatar are still on their way", async () => {
  signInAs(COMPOSER);
  renderApp('/');
  const bar = await screen.findByRole('banner');
  expect(await within(bar).findByRole('link', { name: 'SUBIR' })).toHaveAttribute(
    'href',
    '/uploadSong',
  );
  expect(within(bar).queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
});
