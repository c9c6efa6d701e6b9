/**
 * 'Novedades' (docs/product.md "Seguir y Novedades"): a row on a signed-in person's home with the
 * newest songs of the creators they follow and 'Ver más' to its page; no row for someone whose
 * feed is empty; the page opens offline from what the device kept.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { resetConnectivityForTests } from '../../../src/lib/connectivity';
import { clearAllTables, db } from '../../../src/lib/db';
import { HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeSong, ok, page } from '../helpers/fake-api';
import { setOnline } from '../helpers/online';
import { renderApp } from '../helpers/render-app';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
  saveSessionUser(LISTENER);
});
afterEach(() => {
  api?.restore();
  api = undefined;
  setOnline(true);
  resetConnectivityForTests();
});

const feed = [makeSong(11, { title: 'Estreno' }), makeSong(12, { title: 'Son nuevo' })];

describe("'Novedades'", () => {
  it("is a row of the home with 'Ver más', for a person whose creators published", async () => {
    api = installFakeApi({
      ...HOME_ROUTES,
      '/session': () => ok(LISTENER),
      '/recommendations': () => ok({ items: [], computed_at: null }),
      '/novedades': () => ok(page(feed)),
    });
    renderApp('/');
    const row = await screen.findByRole('region', { name: 'Novedades' });
    expect(await within(row).findByText('Estreno')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Ver más/ })).toHaveAttribute(
      'href',
      '/Novedades',
    );
  });

  it('is no row at all while the feed is empty', async () => {
    api = installFakeApi({
      ...HOME_ROUTES,
      '/session': () => ok(LISTENER),
      '/recommendations': () => ok({ items: [], computed_at: null }),
      '/novedades': () => ok(page([])),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Canciones Recomendadas' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((call) => call.url === '/novedades')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Novedades' })).toBeNull();
  });

  it('opens its page offline from what the device kept', async () => {
    await db.apiCache.put({
      key: 'GET /novedades?offset=0',
      data: page(feed),
      updatedAt: Date.now(),
    });
    setOnline(false);
    api = installFakeApi({
      '/novedades': () => 'network-error',
      '/session': () => 'network-error',
    });
    renderApp('/Novedades');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novedades' })).toBeInTheDocument();
    expect(await screen.findByText('Son nuevo')).toBeInTheDocument();
  });
});
