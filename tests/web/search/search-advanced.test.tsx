/**
 * /search 'Explorar' (spec sections 2 and 5): 'Encuentra a nuevos Creadores', two criteria rows
 * whose fields swap on a clash, 'Por favor, ingrese al menos un criterio de búsqueda.', the results
 * table (Identificador, Título, Compositores, Intérpretes, Género) linking to the song,
 * 'No se encontraron obras!', pages, and the offline note.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Song } from '../../../domain/api';
import type { SearchPage } from '../../../domain/search';
import { clearAllTables, db } from '../../../src/lib/db';
import { type FakeApi, installFakeApi, makeSong, ok } from '../helpers/fake-api';
import { setOnline } from '../helpers/online';
import { renderApp } from '../helpers/render-app';
import { setViewportWidth } from '../helpers/viewport';

function songsPage(items: Song[], total = items.length, offset = 0): SearchPage<Song> {
  return { items, total, limit: 30, offset, capped: false };
}

function paramsOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return (config.params ?? {}) as Record<string, unknown>;
}

let api: FakeApi | null = null;
beforeEach(() => setOnline(true));
afterEach(async () => {
  api?.restore();
  setOnline(true);
  await clearAllTables(db);
});

function rows() {
  return {
    field1: screen.getByRole('combobox', { name: 'Criterio 1' }) as HTMLSelectElement,
    value1: screen.getByRole('textbox', { name: 'Texto del criterio 1' }),
    field2: screen.getByRole('combobox', { name: 'Criterio 2' }) as HTMLSelectElement,
    value2: screen.getByRole('textbox', { name: 'Texto del criterio 2' }),
  };
}

describe('/search', () => {
  it("is 'Explorar' with 'Encuentra a nuevos Creadores' and two rows: Título and Compositor", async () => {
    renderApp('/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encuentra a nuevos Creadores' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Explorar', { selector: 'p' })).toBeInTheDocument();
    const { field1, field2 } = rows();
    expect([...field1.options].map((option) => option.textContent)).toEqual([
      'Título',
      'Compositor',
      'Autor',
      'Arreglista',
      'Intérprete',
    ]);
    expect(field1.value).toBe('titulo');
    expect(field2.value).toBe('compositor');
  });

  it('choosing the field of the other row swaps the two', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await screen.findByRole('heading', { name: 'Encuentra a nuevos Creadores' });
    const { field1, field2, value1 } = rows();
    await user.type(value1, 'amor');
    await user.selectOptions(field1, 'compositor');
    expect(field1.value).toBe('compositor');
    expect(field2.value).toBe('titulo');
    expect(value1).toHaveValue('amor');
    await user.selectOptions(field2, 'compositor');
    expect(field1.value).toBe('titulo');
    expect(field2.value).toBe('compositor');
    await user.selectOptions(field2, 'interprete');
    expect(field1.value).toBe('titulo');
    expect(field2.value).toBe('interprete');
  });

  it("without any text: 'Por favor, ingrese al menos un criterio de búsqueda.' and no request", async () => {
    api = installFakeApi({});
    const user = userEvent.setup();
    renderApp('/search');
    await screen.findByRole('heading', { name: 'Encuentra a nuevos Creadores' });
    await user.type(rows().value2, '    ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, ingrese al menos un criterio de búsqueda.',
    );
    expect(api.calls.filter((call) => call.url === '/search/advanced')).toHaveLength(0);
  });

  it('sends both rows and shows the works in the spec columns, titles leading to the song', async () => {
    api = installFakeApi({
      '/search/advanced': () =>
        ok(
          songsPage([
            makeSong(8, {
              title: 'Niño del Cibao',
              composers: ['Rafael Almonte'],
              interpreters: ['Fello Almonte', 'Conjunto Típico'],
              gender: 'MERENGUE TIPICO',
            }),
          ]),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findByRole('heading', { name: 'Encuentra a nuevos Creadores' });
    const { field1, value1, value2 } = rows();
    await user.selectOptions(field1, 'autor');
    await user.type(value1, '  almonte ');
    await user.type(value2, 'rafael');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const table = await screen.findByRole('table', { name: 'Obras encontradas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Identificador', 'Título', 'Compositores', 'Intérpretes', 'Género']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'TMB-000008',
      'Niño del Cibao',
      'Rafael Almonte',
      'Fello Almonte, Conjunto Típico',
      'MERENGUE TIPICO',
    ]);
    const call = api.calls.find((candidate) => candidate.url === '/search/advanced');
    expect(call && paramsOf(call)).toMatchObject({
      field1: 'autor',
      value1: 'almonte',
      field2: 'compositor',
      value2: 'rafael',
      limit: 30,
      offset: 0,
    });
    // The criteria are in the URL, so going back or sharing the page shows the same search.
    expect(router.state.location.search).toMatchObject({ field1: 'autor', value1: 'almonte' });
    await user.click(within(table).getByRole('link', { name: 'Niño del Cibao' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Artist/8'));
  });

  it("says 'No se encontraron obras!' when nothing matches", async () => {
    api = installFakeApi({ '/search/advanced': () => ok(songsPage([])) });
    renderApp('/search?field1=titulo&value1=zzz');
    expect(await screen.findByText('No se encontraron obras!')).toBeInTheDocument();
  });

  it('pages with Anterior and Siguiente, 30 works a page', async () => {
    api = installFakeApi({
      '/search/advanced': (config) => {
        const offset = Number(paramsOf(config).offset);
        const count = offset === 0 ? 30 : 5;
        return ok(
          songsPage(
            Array.from({ length: count }, (_, i) => makeSong(offset + i + 1)),
            35,
            offset,
          ),
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search?field2=compositor&value2=juan');
    const table = await screen.findByRole('table', { name: 'Obras encontradas' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByText('35 obras')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6),
    );
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(paramsOf(api.calls.at(-1) as InternalAxiosRequestConfig)).toMatchObject({ offset: 30 });
  });

  it('on a phone, each work is a card with the same facts', async () => {
    setViewportWidth(390);
    api = installFakeApi({
      '/search/advanced': () => ok(songsPage([makeSong(4, { title: 'Luna de Samaná' })])),
    });
    renderApp('/search?field1=titulo&value1=luna');
    const list = await screen.findByRole('list', { name: 'Obras encontradas' });
    // The title names what is searched, as the quick search's does.
    await waitFor(() => expect(document.title).toBe('Buscar «luna» en Título · Tambora'));
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Luna de Samaná' })).toHaveAttribute(
      'href',
      '/Artist/4',
    );
    expect(within(card).getByText('TMB-000004')).toBeInTheDocument();
    expect(within(card).getByText('MERENGUE')).toBeInTheDocument();
  });

  it('offline, searches the music on the device and says so', async () => {
    await db.librarySongs.put({
      song_id: 9,
      song: makeSong(9, { title: 'Sueño', composers: ['Juan Carlos Peña'] }),
      addedAt: Date.now(),
    });
    setOnline(false);
    api = installFakeApi({});
    renderApp('/search?field1=compositor&value1=pena');
    expect(
      await screen.findByText(
        'Sin conexión: los resultados se limitan a la música guardada en este dispositivo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sueño' })).toHaveAttribute('href', '/Artist/9');
    expect(api.calls).toHaveLength(0);
  });
});
