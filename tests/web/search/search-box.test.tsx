/**
 * The top bar's search box (spec sections 2, 5 and 9): suggestions while typing (at most 5, songs
 * then creators, one request per pause, stale answers dropped), the ARIA combobox keyboard, Enter
 * or the icon to the results page with '+' for spaces, nothing for an empty box.
 */

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../../domain/search';
import { SUGGESTION_DELAY_MS } from '../../../src/features/search/suggestion-source';
import { type FakeAnswer, type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';

const SONGS: Suggestion[] = [
  { type: 'song', id: 11, label: 'Café en la Mañana', sublabel: 'Juan Carlos Peña' },
  { type: 'song', id: 12, label: 'Cafetal de Moca', sublabel: 'Zoila Ureña' },
];
const CREATORS: Suggestion[] = [
  { type: 'creator', id: 21, label: 'El Cafetero', sublabel: 'Ramón Báez' },
  { type: 'creator', id: 22, label: 'Cafecito Santos', sublabel: null },
];

let api: FakeApi | null = null;
afterEach(() => api?.restore());

function queryOf(config: InternalAxiosRequestConfig): string {
  return String((config.params as { q?: string } | undefined)?.q ?? '');
}

function suggestionCalls(): string[] {
  return (api?.calls ?? []).filter((call) => call.url === '/search/suggestions').map(queryOf);
}

function answerWith(
  answer: (q: string) => FakeAnswer | Promise<FakeAnswer>,
): Record<string, (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>> {
  return { '/search/suggestions': (config) => answer(queryOf(config)) };
}

async function typeInBox(text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('combobox', { name: 'Buscar' });
  await user.click(box);
  await user.type(box, text);
  return { user, box };
}

describe('suggestions under the box', () => {
  it('shows what the server suggests, songs first, without leaving the page', async () => {
    api = installFakeApi(answerWith(() => ok({ items: [...SONGS, ...CREATORS] })));
    const { router } = renderApp('/search');
    const { box } = await typeInBox('cafe');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Café en la MañanaJuan Carlos PeñaCanción',
        'Cafetal de MocaZoila UreñaCanción',
        'El CafeteroRamón BáezCreador',
        'Cafecito SantosCreador',
      ]),
    );
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(router.state.location.pathname).toBe('/search');
  });

  it('never shows more than 5, even when the answer holds more', async () => {
    const many = Array.from(
      { length: 7 },
      (_, i): Suggestion => ({
        type: i < 4 ? 'song' : 'creator',
        id: i + 1,
        label: `Bachata ${i + 1}`,
        sublabel: null,
      }),
    );
    api = installFakeApi(answerWith(() => ok({ items: many })));
    renderApp('/search');
    await typeInBox('bach');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.map((option) => option.textContent?.endsWith('Canción'))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('asks once for a word typed in one go (debounced), with the trimmed text', async () => {
    api = installFakeApi(answerWith(() => ok({ items: SONGS })));
    renderApp('/search');
    await typeInBox('  cafe');
    await screen.findByRole('listbox');
    expect(suggestionCalls()).toEqual(['cafe']);
  });

  it('drops an answer that arrives after the answer to newer text', async () => {
    let releaseOld: (answer: FakeAnswer) => void = () => {};
    api = installFakeApi(
      answerWith((q) =>
        q === 'ca'
          ? new Promise<FakeAnswer>((resolve) => {
              releaseOld = resolve;
            })
          : ok({ items: [SONGS[0]] }),
      ),
    );
    renderApp('/search');
    const { user, box } = await typeInBox('ca');
    await waitFor(() => expect(suggestionCalls()).toEqual(['ca']));
    await user.type(box, 'f');
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: /Café en la Mañana/ });
    await act(async () => {
      releaseOld(ok({ items: [{ type: 'song', id: 99, label: 'Cabral viejo', sublabel: null }] }));
    });
    expect(within(list).queryByText('Cabral viejo')).toBeNull();
    expect(within(list).getAllByRole('option')).toHaveLength(1);
  });

  it('shows nothing and asks nothing for an empty box', async () => {
    api = installFakeApi(answerWith(() => ok({ items: SONGS })));
    renderApp('/search');
    // The pause after which a suggestion would be asked, passed on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const box = await screen.findByRole('combobox', { name: 'Buscar' });
      await user.click(box);
      await user.type(box, '   ');
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS * 2));
    } finally {
      vi.useRealTimers();
    }
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Buscar' });
    expect(suggestionCalls()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { name: 'Encuentra a nuevos Creadores' }),
    ).toBeInTheDocument();
  });
});

describe('keyboard (ARIA combobox)', () => {
  it('arrows move the highlight, Enter opens a song, Escape closes the list', async () => {
    api = installFakeApi(answerWith(() => ok({ items: [...SONGS, ...CREATORS] })));
    const { router } = renderApp('/search');
    const { user, box } = await typeInBox('caf');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3].id);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Artist/11'));
    expect(box).toHaveValue('');
  });

  it('Enter on a creator opens the profile; a click does the same', async () => {
    api = installFakeApi(answerWith(() => ok({ items: [...SONGS, ...CREATORS] })));
    const { router } = renderApp('/search');
    const { user } = await typeInBox('caf');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ComposerPerfil/21'));

    await typeInBox('caf');
    const option = await screen.findByRole('option', { name: /Cafecito Santos/ });
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ComposerPerfil/22'));
  });

  it("Enter without a highlighted suggestion searches: /SearchView with '+' for spaces", async () => {
    api = installFakeApi({
      ...answerWith(() => ok({ items: SONGS })),
      '/search': () => ok({ songs: empty(), creators: empty(), playlists: empty() }),
    });
    const { router } = renderApp('/search');
    const { user } = await typeInBox('  café   en la ');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/SearchView/café+en+la'));
    expect(
      await screen.findByRole('heading', { name: 'Resultados de búsqueda' }),
    ).toBeInTheDocument();
  });

  it('the search icon runs the search too', async () => {
    api = installFakeApi({
      ...answerWith(() => ok({ items: [] })),
      '/search': () => ok({ songs: empty(), creators: empty(), playlists: empty() }),
    });
    const { router } = renderApp('/search');
    const { user } = await typeInBox('merengue');
    await user.click(screen.getByRole('button', { name: 'Realizar búsqueda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SearchView/merengue'));
  });
});

describe('on a phone', () => {
  it('the box opens from its icon, suggests, and Escape closes the list, then the box', async () => {
    setViewportWidth(390);
    api = installFakeApi(answerWith(() => ok({ items: SONGS })));
    renderApp('/search');
    const user = userEvent.setup();
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Buscar' }));
    const box = within(banner).getByRole('combobox', { name: 'Buscar' });
    await user.type(box, 'cafe');
    await within(banner).findByRole('listbox');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('combobox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(banner).queryByRole('combobox')).toBeNull();
  });
});

function empty() {
  return { items: [], total: 0, limit: 12, offset: 0, capped: false };
}
