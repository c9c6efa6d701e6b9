/**
 * What a signed-in start asks for besides its screen comes once that screen has settled
 * (docs/architecture.md "The first visit (what a phone downloads)"): the bell and
 * the avatar, the session's confirmation and the notices. Asked for beside the screen, they went
 * ahead of its own code, data and largest image on a phone's link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SETTLED_MARK } from '../../../domain/performance-marks';
import { clearAllTables, db } from '../../../src/lib/db';
import { deferred, HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, ok, page } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';

let api: FakeApi;
const songs = deferred<void>();

beforeEach(async () => {
  await clearAllTables(db);
  api = installFakeApi({
    ...HOME_ROUTES,
    // The home's songs held: the screen cannot settle until the test lets them through.
    '/songs': async () => {
      await songs.promise;
      return ok(page([]));
    },
  });
});
afterEach(() => api.restore());

const asked = (part: string) => api.calls.some((call) => call.url?.includes(part));

it('asks for the bell, the avatar, the session and the notices once the screen has settled', async () => {
  signInAs(LISTENER);
  renderApp('/');
  const bar = await screen.findByRole('banner');
  await waitFor(() => expect(asked('/songs')).toBe(true));
  // Time for an idle moment and the lazy parts of an unsettled screen: none of them comes.
  await new Promise((done) => setTimeout(done, 500));
  expect(performance.getEntriesByName(SETTLED_MARK)).toHaveLength(0);
  expect(within(bar).queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
  expect(asked('/session')).toBe(false);
  expect(asked('/notices')).toBe(false);

  songs.resolve();
  expect(await within(bar).findByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  expect(performance.getEntriesByName(SETTLED_MARK)).toHaveLength(1);
  await waitFor(() => {
    expect(asked('/session')).toBe(true);
    expect(asked('/notices')).toBe(true);
  });
});

it("a start's notices pull goes with its layout: the next start asks again", async () => {
  songs.resolve();
  signInAs(LISTENER);
  let noticesAsked = 0;
  api.restore();
  api = installFakeApi({
    ...HOME_ROUTES,
    '/songs': () => ok(page([])),
    // The first start's answer never comes (the person signed out while it was on its way).
    '/notices': () => (++noticesAsked === 1 ? new Promise(() => undefined) : ok({ items: [] })),
  });
  const first = renderApp('/');
  await waitFor(() => expect(noticesAsked).toBe(1));
  first.unmount();
  renderApp('/');
  await waitFor(() => expect(noticesAsked).toBe(2));
});
