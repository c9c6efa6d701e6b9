/**
 * /AdminStadisticPage (DECISIONS "Statistics screen"): an admin sees the totals as cards, the top
 * songs linking to /Artist/{songId}, the top creators linking to their profile, and the weekly
 * uploads as an SVG chart with a table of the same numbers; a failed call shows a Spanish error
 * with a retry.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../domain/api';
import type { Statistics } from '../../../domain/statistics';
import { saveSessionUser } from '../../../src/features/auth/session-store';
import { ADMIN, HOME_ROUTES } from '../helpers/auth-fixtures';
import { type FakeApi, type FakeRoute, installFakeApi, ok } from '../helpers/fake-api';
import { resetBrowser } from '../helpers/fresh-browser';
import { renderApp } from '../helpers/render-app';

let api: FakeApi | undefined;

const WEEK_STARTS = [
  '2025-12-01',
  '2025-12-08',
  '2025-12-15',
  '2025-12-22',
  '2025-12-29',
  '2026-01-05',
  '2026-01-12',
  '2026-01-19',
  '2026-01-26',
  '2026-02-02',
  '2026-02-09',
  '2026-02-16',
];
const UPLOADS = [4, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 1234];

const STATS: Statistics = {
  users: { total: 1520, user: 1400, composer: 118, admin: 3 },
  songs: { total: 2045, private: 17 },
  playlists: { total: 96, private: 1 },
  totalLikes: 33210,
  totalPlays: 1_204_311,
  topSongs: [
    {
      song_id: 41,
      title: 'Ojalá que llueva café',
      composers: ['Juan Luis Guerra'],
      likes: 812,
      plays: 20500,
      visibility: true,
    },
    {
      song_id: 7,
      title: 'Borrador secreto',
      composers: ['Ana', 'Beto'],
      likes: 1,
      plays: 3,
      visibility: false,
    },
  ],
  mostPlayed: [
    {
      song_id: 41,
      title: 'Ojalá que llueva café',
      composers: ['Juan Luis Guerra'],
      likes: 812,
      plays: 20500,
      visibility: true,
    },
    {
      song_id: 9,
      title: 'Merengue de una vez',
      composers: ['Ana'],
      likes: 0,
      plays: 1,
      visibility: true,
    },
  ],
  topCreators: [
    { user_id: 12, display_name: 'Ángel del Cibao', totalLikes: 905, songsCount: 14 },
    { user_id: 30, display_name: 'Zoila Paz', totalLikes: 1, songsCount: 1 },
  ],
  weeklyUploads: WEEK_STARTS.map((weekStart, index) => ({
    weekStart,
    isoWeek: index < 4 ? 49 + index : index - 4 + 1,
    uploads: UPLOADS[index],
  })),
};

function serveAs(person: SessionUser, statistics: FakeRoute) {
  saveSessionUser(person);
  api = installFakeApi({
    ...HOME_ROUTES,
    '/session': () => ok(person),
    [`/users/${person.credentials_id}`]: () => ok({ userImageUrl: null }),
    '/statistics': statistics,
  });
}

beforeEach(resetBrowser);

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('/AdminStadisticPage for an admin', () => {
  it('shows the totals as cards, in Spanish with Dominican number format', async () => {
    serveAs(ADMIN, () => ok(STATS));
    renderApp('/AdminStadisticPage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estadísticas' }),
    ).toBeInTheDocument();
    const totals = within(await screen.findByRole('region', { name: 'Resumen' }));
    const cards = totals.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'Usuarios1,520Una cuenta puede tener más de un rol.',
      'Oyentes1,400',
      'Compositores118',
      'Administradores3',
      'Canciones2,04517 privadas',
      'Playlists961 privada',
      'Me gusta33,210',
      'Reproducciones1,204,311',
    ]);
  });

  it('ranks the most played songs with their plays', async () => {
    serveAs(ADMIN, () => ok(STATS));
    renderApp('/AdminStadisticPage');
    const played = within(await screen.findByRole('region', { name: 'Canciones más escuchadas' }));
    const items = played.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('20,500 reproducciones');
    expect(items[1]).toHaveTextContent('1 reproducción');
    expect(within(items[1]).getByRole('link', { name: 'Merengue de una vez' })).toHaveAttribute(
      'href',
      '/Artist/9',
    );
  });

  it('links the top songs to /Artist/{songId} and the top creators to their profile', async () => {
    serveAs(ADMIN, () => ok(STATS));
    renderApp('/AdminStadisticPage');
    const songs = within(await screen.findByRole('region', { name: 'Canciones con más me gusta' }));
    const songItems = songs.getAllByRole('listitem');
    expect(songItems).toHaveLength(2);
    expect(
      within(songItems[0]).getByRole('link', { name: 'Ojalá que llueva café' }),
    ).toHaveAttribute('href', '/Artist/41');
    expect(songItems[0]).toHaveTextContent('Juan Luis Guerra');
    expect(songItems[0]).toHaveTextContent('812 me gusta');
    expect(within(songItems[1]).getByRole('link', { name: 'Borrador secreto' })).toHaveAttribute(
      'href',
      '/Artist/7',
    );
    expect(songItems[1]).toHaveTextContent('Privada');

    const creators = within(screen.getByRole('region', { name: 'Creadores con más me gusta' }));
    const creatorItems = creators.getAllByRole('listitem');
    expect(within(creatorItems[0]).getByRole('link', { name: 'Ángel del Cibao' })).toHaveAttribute(
      'href',
      '/ComposerPerfil/12',
    );
    expect(creatorItems[0]).toHaveTextContent('14 canciones');
    expect(creatorItems[0]).toHaveTextContent('905 me gusta');
    expect(creatorItems[1]).toHaveTextContent('1 canción');
  });

  it('draws the 12 weeks as a labelled SVG chart with a table of the same numbers', async () => {
    serveAs(ADMIN, () => ok(STATS));
    renderApp('/AdminStadisticPage');
    const chart = await screen.findByRole('img', {
      name: 'Canciones subidas por semana en las últimas 12 semanas: 1,241 canciones en total',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    // One bar per week with uploads; empty weeks have none, yet every week has its value.
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    expect(chart).toHaveTextContent('1,234');

    const table = screen.getByRole('table', { name: 'Canciones subidas por semana' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Semana', 'Desde', 'Subidas']);
    expect(rows.slice(1)).toHaveLength(12);
    expect(rows[1]).toEqual(['Semana 49', '1/12/2025', '4']);
    expect(rows[2]).toEqual(['Semana 50', '8/12/2025', '0']);
    expect(rows[12]).toEqual(['Semana 8', '16/2/2026', '1,234']);
  });

  it('says it is loading, then shows the Spanish error and retries on request', async () => {
    let answer: () => ReturnType<FakeRoute> = () => ({
      status: 500,
      data: { message: 'Error interno del servidor', errors: [] },
    });
    serveAs(ADMIN, () => answer());
    renderApp('/AdminStadisticPage');
    expect(await screen.findByText('Cargando estadísticas...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Ocurrió un error');
    expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument();

    answer = () => ok(STATS);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Resumen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
