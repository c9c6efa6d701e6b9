/**
 * /MisEstadisticas, the creator studio: cards of the period, the daily chart
 * and its table view, where plays start, the top songs leading to one song's view, the period
 * switch, the CSV of the same numbers; creators reach it from the drawer and Mi Repertorio.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioStats } from '../../../domain/studio';
import { saveSessionUser } from '../../../src/features/auth/session-store';
import { studioCsv, studioCsvName } from '../../../src/features/studio/csv';
import { COMPOSER, HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { resetBrowser } from '../helpers/fresh-browser';
import { renderApp } from '../helpers/render-app';

let api: FakeApi | undefined;

const day = (index: number) => `2026-11-${String(21 + index).padStart(2, '0')}`;

function statsFor(days: number, song: StudioStats['song'] = null): StudioStats {
  const daily = Array.from({ length: days }, (_, index) => ({
    day:
      index < days - 7 ? `2026-10-${String(1 + index).padStart(2, '0')}` : day(index - (days - 7)),
    plays: index === days - 1 ? 12 : 1,
    listeners: index === days - 1 ? 3 : 1,
    likes: index === days - 1 ? 2 : 0,
    playlist_adds: index === days - 1 ? 1 : 0,
    past_half: index === days - 1 ? 9 : 0,
    tracked: index === days - 1 ? 12 : 0,
    followers: song ? 0 : index === days - 1 ? 4 : index === days - 2 ? 1 : 0,
  }));
  return {
    days,
    song,
    daily,
    embed_sites: [],
    totals: {
      plays: 11 + days,
      likes: 2,
      playlist_adds: 1,
      listeners_per_day: 1.3,
      past_half_share: 0.75,
      followers: song ? null : 5,
    },
    sources: [
      { source: 'home', plays: 6 },
      { source: 'search', plays: 3 },
      { source: 'queue', plays: 3 },
      { source: 'downloads', plays: 0 },
    ],
    top_songs: song
      ? []
      : [
          { song_id: 41, title: 'Ojalá que llueva café', plays: 15, likes: 2, playlist_adds: 1 },
          { song_id: 9, title: 'Merengue de una vez', plays: 3, likes: 0, playlist_adds: 0 },
        ],
  };
}

function serve() {
  saveSessionUser(COMPOSER);
  api = installFakeApi({
    ...HOME_ROUTES,
    '/session': () => ok(COMPOSER),
    [`/users/${COMPOSER.credentials_id}`]: () => ok({ userImageUrl: null }),
    '/studio/stats': (config) => {
      const { days, song_id: songId } = config.params as { days: number; song_id?: number };
      return ok(
        statsFor(days, songId ? { song_id: songId, title: 'Ojalá que llueva café' } : null),
      );
    },
  });
  return api;
}

const studioCalls = () =>
  (api?.calls ?? []).filter((call) => call.url === '/studio/stats').map((call) => call.params);

beforeEach(resetBrowser);
afterEach(() => {
  api?.restore();
  api = undefined;
  vi.unstubAllGlobals();
});

describe('/MisEstadisticas', () => {
  it('shows the 30-day cards, the chart, where plays start and the top songs', async () => {
    serve();
    renderApp('/MisEstadisticas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    const cards = await screen.findByRole('list', { name: 'Estadísticas' });
    expect(cards).toHaveTextContent('Reproducciones41');
    expect(cards).toHaveTextContent('Escuchadas más de la mitad75 %');
    expect(cards).toHaveTextContent('De 12 reproducciones medidas');
    expect(cards).toHaveTextContent('Seguidores nuevos5');
    expect(studioCalls()).toEqual([{ days: 30 }]);
    expect(
      screen.getByRole('img', {
        name: /Reproducciones por día en los últimos 30 días: 41 en total/,
      }),
    ).toBeVisible();
    const sources = screen.getByRole('region', { name: 'De dónde empiezan' });
    expect(sources).toHaveTextContent('Inicio50 % · 6');
    expect(sources).not.toHaveTextContent('Descargas');
    const top = screen.getByRole('table', { name: 'Canciones más escuchadas' });
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent('Ojalá que llueva café1521');
  });

  it('switches the period, shows each day as a table, and opens one song', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderApp('/MisEstadisticas');
    await screen.findByRole('list', { name: 'Estadísticas' });
    await user.click(screen.getByRole('radio', { name: '7 días' }));
    await waitFor(() => expect(studioCalls()).toContainEqual({ days: 7 }));
    expect(router.state.location.search).toEqual({ dias: 7 });
    await user.click(await screen.findByRole('radio', { name: 'Tabla' }));
    const table = await screen.findByRole('table', { name: 'Por día: Tabla' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    // Newest first.
    expect(rows[1]).toHaveTextContent(/27 nov 2026.*12.*3.*2.*1.*9.*4/);
    expect(within(table).getByRole('columnheader', { name: 'Seguidores nuevos' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Gráfico' }));
    await user.click(await screen.findByRole('radio', { name: 'Seguidores' }));
    expect(
      screen.getByRole('img', { name: /Seguidores por día en los últimos 7 días: 5 en total/ }),
    ).toBeVisible();

    await user.click(
      screen.getByRole('link', { name: 'Ver las estadísticas de «Ojalá que llueva café»' }),
    );
    await waitFor(() => expect(studioCalls()).toContainEqual({ days: 7, song_id: 41 }));
    expect(await screen.findByText('De «Ojalá que llueva café»')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Canciones más escuchadas' })).toBeNull();
    // People follow the creator, not a song: one song's view has no followers.
    expect(screen.getByRole('list', { name: 'Estadísticas' })).not.toHaveTextContent('Seguidores');
    expect(screen.queryByRole('radio', { name: 'Seguidores' })).toBeNull();
    expect(
      await screen.findByRole('img', { name: /Reproducciones por día en los últimos 7 días/ }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Todas mis canciones' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ dias: 7 }));
  });

  it('downloads the same numbers as CSV', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:tambora/csv';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    serve();
    renderApp('/MisEstadisticas?dias=7');
    await screen.findByRole('list', { name: 'Estadísticas' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(clicked).toEqual(['estadisticas-7-dias.csv']);
    const text = await created[0].text();
    expect(text.split('\r\n')[0]).toBe(
      'fecha,reproducciones,oyentes,me_gusta,anadida_a_playlists,escuchadas_mas_de_la_mitad,reproducciones_medidas,seguidores_nuevos',
    );
    expect(text.split('\r\n')[7]).toBe('2026-11-27,12,3,2,1,9,12,4');
    expect(text).toBe(studioCsv(statsFor(7)));
    expect(studioCsvName(statsFor(7, { song_id: 4, title: 'X' }))).toBe(
      'estadisticas-cancion-4-7-dias.csv',
    );
  });

  it('is reached from the drawer; a listener is sent home', async () => {
    const user = userEvent.setup();
    serve();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Estadísticas' }),
    ).toHaveAttribute('href', '/MisEstadisticas');
    api?.restore();
    saveSessionUser(LISTENER);
    api = installFakeApi({ ...HOME_ROUTES, '/session': () => ok(LISTENER) });
    const { router } = renderApp('/MisEstadisticas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
