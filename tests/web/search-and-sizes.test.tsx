import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homeRowSize, playlistRowSize, songRowSize } from '../../src/features/home/row-sizes';
import { searchResultsPath } from '../../src/layout/search-path';
import { type FakeApi, installFakeApi, ok, page } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

describe('searchResultsPath', () => {
  it("replaces spaces with '+' and ignores surrounding and repeated spaces", () => {
    expect(searchResultsPath('  Juan   Luis Guerra ')).toBe('/SearchView/Juan+Luis+Guerra');
    expect(searchResultsPath('bachata')).toBe('/SearchView/bachata');
  });

  it('encodes characters that would break the path, keeping letters with accents readable to the router', () => {
    expect(searchResultsPath('a/b ¿qué?')).toBe('/SearchView/a%2Fb+%C2%BFqu%C3%A9%3F');
  });

  it('has nothing to search for an empty query', () => {
    expect(searchResultsPath('')).toBeNull();
    expect(searchResultsPath('   ')).toBeNull();
  });
});

describe('spec section 9 row sizes', () => {
  it('home rows: 5, or 10 at 768 px or narrower', () => {
    expect(homeRowSize({ narrow: false, wide: false })).toBe(5);
    expect(homeRowSize({ narrow: true, wide: false })).toBe(10);
  });
  it('song rows: 6, 9 above 1280 px, 10 at 768 px or less', () => {
    expect(songRowSize({ narrow: false, wide: false })).toBe(6);
    expect(songRowSize({ narrow: false, wide: true })).toBe(9);
    expect(songRowSize({ narrow: true, wide: false })).toBe(10);
  });
  it('playlist rows: 5, or 10 on small screens', () => {
    expect(playlistRowSize({ narrow: false, wide: true })).toBe(5);
    expect(playlistRowSize({ narrow: true, wide: false })).toBe(10);
  });
});

describe('the search box before the results screen exists', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      '/creator_statistics': () => ok(page([])),
      '/songs': () => ok(page([])),
      '/playlistsFromRepertoireByAdmin': () => ok(page([])),
    });
  });
  afterEach(() => api.restore());

  it('keeps the person on the page instead of sending them to a missing route', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'merengue{Enter}');
    await user.clear(box);
    await user.type(box, '   {Enter}');
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Página no encontrada')).toBeNull();
  });
});
