/**
 * The first press of play (docs/architecture.md "The first press of play"): the song starts in
 * the press, and the player's code loads only once it sounds (or fails, or SOUND_WAIT_MS
 * passes), so its first draw never holds the main thread while the element waits on it. A song
 * slow to sound shows as starting on its button from QUIET_START_MS until the player has it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropFirstSound,
  QUIET_START_MS,
  SOUND_WAIT_MS,
} from '../../../src/features/player/first-sound';
import { PlayButton } from '../../../src/features/player/PlayButton';
import { makeSong } from '../helpers/fake-api';
import { renderWithMantine } from '../helpers/with-mantine';

const player = vi.hoisted(() => ({
  loads: 0,
  playSongs: vi.fn(),
  /** When set, each load waits here until the test lets it arrive. */
  held: null as Array<() => void> | null,
}));
vi.mock('../../../src/features/player/now-playing', async (original) => ({
  ...(await original<typeof import('../../../src/features/player/now-playing')>()),
  loadPlayer: async () => {
    player.loads += 1;
    const held = player.held;
    if (held) await new Promise<void>((arrive) => held.push(arrive));
    return { playSongs: player.playSongs };
  },
}));

const SONG = makeSong(1, { title: 'Merengue de prueba' });

beforeEach(() => {
  vi.useFakeTimers();
  player.loads = 0;
  player.held = null;
  player.playSongs.mockReset();
  // As a browser that allows the start and has not yet had the data to sound.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  dropFirstSound();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function press(): HTMLElement {
  renderWithMantine(<PlayButton song={SONG} />);
  const button = screen.getByRole('button', { name: 'Reproducir Merengue de prueba' });
  fireEvent.click(button);
  return button;
}

/** Lets the promises the press chained run (the fake timers hold only timers). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('the first press of play', () => {
  it('loads the player once the song sounds, showing it as starting until the player has it', async () => {
    const button = press();
    await act(() => vi.advanceTimersByTimeAsync(QUIET_START_MS - 1));
    expect(button).not.toHaveAttribute('aria-busy');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toHaveAttribute('aria-busy', 'true');

    // Long past the old quiet start, the song not yet sounding: the player's code still waits.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(player.loads).toBe(0);

    const audio = document.querySelector('audio');
    if (!audio) throw new Error('the press made no element');
    act(() => {
      audio.dispatchEvent(new Event('playing'));
    });
    await settle();
    expect(player.loads).toBe(1);
    expect(player.playSongs).toHaveBeenCalledWith([SONG], 0, {
      playlistId: null,
      pauseIfPlaying: true,
    });
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('loads the player anyway when the song neither sounds nor fails in SOUND_WAIT_MS', async () => {
    press();
    await act(() => vi.advanceTimersByTimeAsync(SOUND_WAIT_MS - 1));
    expect(player.loads).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(player.loads).toBe(1);
  });

  it('loads the player at once when the browser refuses the start', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new Error('NotAllowedError'));
    const button = press();
    await settle();
    expect(player.loads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(QUIET_START_MS));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('plays the song pressed last when the player arrives for an earlier press after it', async () => {
    const held: Array<() => void> = [];
    player.held = held;
    const first = makeSong(1, { title: 'Merengue de prueba' });
    const second = makeSong(2, { title: 'Bachata de prueba' });
    renderWithMantine(
      <>
        <PlayButton song={first} />
        <PlayButton song={second} />
      </>,
    );
    const sound = () => {
      const audio = document.querySelector('audio');
      if (!audio) throw new Error('the press made no element');
      act(() => {
        audio.dispatchEvent(new Event('playing'));
      });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir Merengue de prueba' }));
    sound();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir Bachata de prueba' }));
    sound();
    await settle();
    expect(held).toHaveLength(2);
    // The later press's player code arrives first (on a slow first visit it can).
    held[1]();
    await settle();
    held[0]();
    await settle();
    expect(player.playSongs.mock.calls.map(([songs, index]) => songs[index].title)).toEqual([
      'Bachata de prueba',
    ]);
  });
});
