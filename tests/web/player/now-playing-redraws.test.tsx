/**
 * What a play or a pause redraws (docs/architecture.md "The first press of play"): the first
 * press's own task also starts its song, so it draws no more than what changed, the buttons of
 * the song that changed and the player's slot, never the whole layout.
 */
import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishNowPlaying } from '../../../src/features/player/now-playing';
import { PlayButton } from '../../../src/features/player/PlayButton';
import { clearAllTables, db } from '../../../src/lib/db';
import { type FakeApi, installFakeApi, makeSong, ok, page } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { renderWithMantine } from '../helpers/with-mantine';

/** The layout's top bar, drawn again whenever the layout itself is. */
const topBarDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/layout/TopBar', async (original) => {
  const { TopBar } = await original<typeof import('../../../src/layout/TopBar')>();
  return {
    TopBar: (props: Parameters<typeof TopBar>[0]) => {
      topBarDraws.count += 1;
      return TopBar(props);
    },
  };
});
// The bar itself is the player's; here only its coming matters.
vi.mock('../../../src/features/player/PlayerBar', () => ({
  PlayerBar: () => <section aria-label="Reproductor" />,
}));

const NOTHING_PLAYING = { songId: null, playing: false, visible: false };

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  act(() => publishNowPlaying(NOTHING_PLAYING));
  api = installFakeApi({
    '/creator_statistics': () => ok(page([])),
    '/songs': () => ok(page([])),
    '/playlistsFromRepertoireByAdmin': () => ok(page([])),
  });
});

afterEach(() => {
  act(() => publishNowPlaying(NOTHING_PLAYING));
  api.restore();
});

describe('a play or a pause', () => {
  it('redraws the play buttons whose song changed, and no other', () => {
    const draws = new Map<string, number>();
    const counted = (id: string, children: ReactNode) => (
      <Profiler key={id} id={id} onRender={() => draws.set(id, (draws.get(id) ?? 0) + 1)}>
        {children}
      </Profiler>
    );
    const songs = [1, 2, 3].map((id) => makeSong(id, { title: `Canción ${id}` }));
    renderWithMantine(
      <div>
        {songs.map((song) =>
          counted(String(song.song_id), <PlayButton song={song} list={songs} />),
        )}
      </div>,
    );
    const drawn = () => [1, 2, 3].map((id) => draws.get(String(id)) ?? 0);
    const before = drawn();

    act(() => publishNowPlaying({ songId: 1, playing: true, visible: true }));
    expect(screen.getByRole('button', { name: 'Pausar Canción 1' })).toBeInTheDocument();
    expect(drawn()).toEqual([before[0] + 1, before[1], before[2]]);

    act(() => publishNowPlaying({ songId: 1, playing: false, visible: true }));
    expect(drawn()).toEqual([before[0] + 2, before[1], before[2]]);

    act(() => publishNowPlaying({ songId: 2, playing: true, visible: true }));
    expect(screen.getByRole('button', { name: 'Pausar Canción 2' })).toBeInTheDocument();
    expect(drawn()).toEqual([before[0] + 3, before[1] + 1, before[2]]);
  });

  it('brings the bar without drawing the layout around it again', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    const layoutDraws = topBarDraws.count;

    act(() => publishNowPlaying({ songId: 1, playing: false, visible: true }));
    expect(await screen.findByRole('region', { name: 'Reproductor' })).toBeInTheDocument();
    act(() => publishNowPlaying({ songId: 1, playing: true, visible: true }));
    act(() => publishNowPlaying({ songId: 1, playing: false, visible: true }));

    expect(topBarDraws.count).toBe(layoutDraws);
  });
});
