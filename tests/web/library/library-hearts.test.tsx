/**
 * /Library's hearts are red from their first draw: every song there is liked, and the page's own
 * read of the library tells the hearts so (LibraryPage seeds `useLikedId`). Before, on every visit
 * the hearts were drawn empty and then filled, all at once, when their own query answered.
 * Alone in its file: the set of liked ids lives for the whole module, as in the app.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { saveSessionUser } from '../../../src/features/auth/session-store';
import { db } from '../../../src/lib/db';
import { HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeSong } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

it('draws the hearts of /Library red from the start', async () => {
  saveSessionUser(LISTENER);
  await db.librarySongs.bulkPut(
    [1, 2, 3].map((id) => ({ song_id: id, song: makeSong(id), addedAt: id })),
  );
  // The server never answers: the rows come from IndexedDB.
  api = installFakeApi({
    ...HOME_ROUTES,
    [`/libraries/${LISTENER.credentials_id}`]: () => new Promise(() => {}),
  });
  let emptyHearts = 0;
  const watch = new MutationObserver(() => {
    emptyHearts = Math.max(emptyHearts, document.querySelectorAll('[data-liked="false"]').length);
  });
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  renderApp('/Library');
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /^Quitar .* de Me gusta$/ })).toHaveLength(3),
  );
  // Long enough for the hearts' own query to have answered.
  await new Promise((resolve) => setTimeout(resolve, 200));
  watch.disconnect();
  expect(emptyHearts).toBe(0);
});
