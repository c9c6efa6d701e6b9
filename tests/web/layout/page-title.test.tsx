/**
 * Every screen names itself in the document's title, a data page by its
 * data once it arrives; after a navigation focus moves to the page's main heading and a polite
 * live region reads the new title; a navigation from the player bar leaves focus there.
 */
import { Link } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES, pageTitle, usePageTitle } from '../../../src/layout/page-title';
import { renderWithRoutes } from '../helpers/test-router';

function LibraryPage() {
  return (
    <section>
      <h1>Mi biblioteca</h1>
      <Link to="/Artist/$songId" params={{ songId: 7 }}>
        Abrir la canción
      </Link>
    </section>
  );
}

/** A data page: its heading and name come once its data "arrives". */
function SongPage() {
  const [song, setSong] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSong('Luna de Santo Domingo'), 50);
    return () => clearTimeout(timer);
  }, []);
  usePageTitle(song);
  return song ? <h1>{song}</h1> : <p>Cargando…</p>;
}

function PlayerLike() {
  return (
    <section aria-label="Reproductor" data-keeps-focus>
      <Link to="/Library">Ir a la biblioteca desde el reproductor</Link>
    </section>
  );
}

describe('page titles and focus after a navigation', () => {
  it('names every static page, and a search by its words', () => {
    expect(pageTitle('Mi biblioteca')).toBe('Mi biblioteca · Tambora');
    expect(PAGE_TITLES['/Descargas']).toBe('Descargas');
    expect(PAGE_TITLES['/LoginPageV1']).toBe('Iniciar sesión');
    const search = PAGE_TITLES['/SearchView/$searchQuery'];
    expect(typeof search === 'function' && search({ searchQuery: 'Luna' })).toBe('Buscar «Luna»');
  });

  it('sets the title, moves focus to the heading and announces the page, data pages by their data', async () => {
    const user = userEvent.setup();
    renderWithRoutes('/Library', [
      { path: '/Library', component: LibraryPage },
      { path: '/Artist/$songId', component: SongPage },
    ]);
    await waitFor(() => expect(document.title).toBe('Mi biblioteca · Tambora'));
    await user.click(await screen.findByRole('link', { name: 'Abrir la canción' }));
    // Until the song arrives the page is 'Canción'; then it is the song's title.
    await waitFor(() => expect(document.title).toBe('Luna de Santo Domingo · Tambora'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Luna de Santo Domingo' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(document.querySelector('[data-route-announcer]')).toHaveTextContent(
        'Luna de Santo Domingo · Tambora',
      ),
    );
  });

  it('keeps the name the server gave the page it opened on until its data names it', async () => {
    document.title = pageTitle('Luna de Santo Domingo');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.title));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    try {
      renderWithRoutes('/Artist/7', [{ path: '/Artist/$songId', component: SongPage }]);
      await screen.findByRole('heading', { name: 'Luna de Santo Domingo' });
      await waitFor(() => expect(document.title).toBe('Luna de Santo Domingo · Tambora'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.filter((title) => title !== 'Luna de Santo Domingo · Tambora')).toEqual([]);
    } finally {
      observer.disconnect();
      document.title = '';
    }
  });

  it('leaves focus where the person put it while the new page was loading, and what they typed', async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => undefined;
    const slowData = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    renderWithRoutes(
      '/Library',
      [
        { path: '/Library', component: LibraryPage },
        { path: '/Artist/$songId', component: () => <h1>Luna</h1>, loader: () => slowData },
      ],
      <input aria-label="Nota" />,
    );
    await user.click(await screen.findByRole('link', { name: 'Abrir la canción' }));
    // The page is still on its way: the person goes on to type elsewhere.
    const note = screen.getByRole('textbox', { name: 'Nota' });
    await user.click(note);
    await user.type(note, 'mer');
    arrive();
    await screen.findByRole('heading', { name: 'Luna' });
    await waitFor(() =>
      expect(document.querySelector('[data-route-announcer]')).toHaveTextContent(
        'Canción · Tambora',
      ),
    );
    await user.keyboard('engue');
    expect(note).toHaveFocus();
    expect(note).toHaveValue('merengue');
  });

  it('leaves focus in the player bar when the navigation started there', async () => {
    const user = userEvent.setup();
    // Beside the pages, as the app's player bar: a link inside the page it leaves would be gone,
    // and focus with it, by the time the new page arrives.
    renderWithRoutes(
      '/Descargas',
      [
        { path: '/Descargas', component: () => <h1>Descargas</h1> },
        { path: '/Library', component: LibraryPage },
      ],
      <PlayerLike />,
    );
    const link = await screen.findByRole('link', {
      name: 'Ir a la biblioteca desde el reproductor',
    });
    await user.click(link);
    // Read once the move of focus has had its turn: it is asked for (next frame) in the same
    // effect as the announcement, which waits longer.
    await waitFor(() =>
      expect(document.querySelector('[data-route-announcer]')).toHaveTextContent(
        'Mi biblioteca · Tambora',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Mi biblioteca' })).not.toHaveFocus();
    expect(link).toHaveFocus();
  });
});
