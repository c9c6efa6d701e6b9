/**
 * /artists (spec sections 2, 8 and 9): 3 creators at first, 'Mostrar más' adds 3 until none are
 * left; 'Cargando compositores...', 'No hay compositores disponibles.', and
 * 'Hubo un problema al cargar los creadores.'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStoreForTests } from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';
import { deferred, HOME_ROUTES } from '../helpers/auth-fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  installFakeApi,
  makeCreator,
  ok,
} from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

/** The server's creator statistics over `count` creators, paged as asked. */
function creatorsServer(count: number) {
  const all = Array.from({ length: count }, (_, index) =>
    makeCreator(index + 1, { display_name: `Creador ${index + 1}` }),
  );
  return (config: { params?: unknown }) => {
    const { limit, offset } = config.params as { limit: number; offset: number };
    return ok({ items: all.slice(offset, offset + limit), total: count, limit, offset });
  };
}

async function creatorNames() {
  const list = await screen.findByRole('list', { name: 'Creadores' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe("'Mostrar más'", () => {
  it('shows 3, then 6, then the last one, and then no button', async () => {
    const actor = userEvent.setup();
    api = installFakeApi({ ...HOME_ROUTES, '/creator_statistics': creatorsServer(7) });
    renderApp('/artists');
    await waitFor(async () => expect(await creatorNames()).toHaveLength(3));
    expect(await creatorNames()).toEqual(['Creador 1', 'Creador 2', 'Creador 3']);

    await actor.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(async () => expect(await creatorNames()).toHaveLength(6));
    // Keyboard users continue at the first new creator.
    expect(document.activeElement).toHaveAccessibleName(/^Creador 4,/);

    await actor.click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(async () => expect(await creatorNames()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();

    const pages = api.calls
      .filter((call) => call.url === '/creator_statistics')
      .map((call) => call.params);
    expect(pages).toEqual([
      { limit: 3, offset: 0 },
      { limit: 3, offset: 3 },
      { limit: 3, offset: 6 },
    ]);
  });

  it('has no button when 3 or fewer creators exist', async () => {
    api = installFakeApi({ ...HOME_ROUTES, '/creator_statistics': creatorsServer(3) });
    renderApp('/artists');
    await waitFor(async () => expect(await creatorNames()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it('each creator leads to their composer profile', async () => {
    api = installFakeApi({ ...HOME_ROUTES, '/creator_statistics': creatorsServer(2) });
    renderApp('/artists');
    const list = await screen.findByRole('list', { name: 'Creadores' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ComposerPerfil/1', '/ComposerPerfil/2']);
  });
});

describe('creator texts (spec section 8)', () => {
  it("'Cargando compositores...' while loading", async () => {
    const pending = deferred<FakeAnswer>();
    api = installFakeApi({ ...HOME_ROUTES, '/creator_statistics': () => pending.promise });
    renderApp('/artists');
    expect(await screen.findByText('Cargando compositores...')).toBeInTheDocument();
    pending.resolve(ok({ items: [], total: 0, limit: 3, offset: 0 }));
    expect(await screen.findByText('No hay compositores disponibles.')).toBeInTheDocument();
  });

  it("'Hubo un problema al cargar los creadores.' on a failure or a malformed answer", async () => {
    api = installFakeApi({
      ...HOME_ROUTES,
      '/creator_statistics': () => ({ status: 500, data: { message: 'x', errors: [] } }),
    });
    const first = renderApp('/artists');
    expect(await screen.findByText('Hubo un problema al cargar los creadores.')).toBeVisible();
    first.unmount();
    api.restore();
    await clearAllTables(db);
    api = installFakeApi({
      ...HOME_ROUTES,
      '/creator_statistics': () => ok({ data: 'no es una lista' }),
    });
    renderApp('/artists');
    expect(await screen.findByText('Hubo un problema al cargar los creadores.')).toBeVisible();
  });
});
