/**
 * 'Letra sincronizada' in the expanded player (docs/product.md "Letra sincronizada"): the line
 * sounding now is marked, and a press on a line takes the song there (that it stays in view is
 * layout, checked in the browser: tests/e2e/synced-lyrics.spec.ts).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readLyrics } from '../../../domain/lrc';

const player = vi.hoisted(() => ({ position: 0, seek: vi.fn() }));
vi.mock('../../../src/features/player/store', () => ({
  usePlayer: (select: (state: { position: number }) => unknown) =>
    select({ position: player.position }),
  player: { seek: player.seek },
}));

const { SyncedLyrics } = await import('../../../src/features/songs/detail/SyncedLyrics');

const lyrics = readLyrics('[00:01.00]Primera\n[00:05.50]Segunda\n[00:09.00]\n[00:12.00]Cuarta');
const lines = lyrics.kind === 'synced' ? lyrics.lines : [];

function draw() {
  return render(
    <MantineProvider>
      <h3 id="letra">Letra</h3>
      <SyncedLyrics lines={lines} labelledBy="letra" />
    </MantineProvider>,
  );
}

describe('synced lyrics in the player', () => {
  it('marks the line sounding now, and none before the first', () => {
    player.position = 0;
    const { rerender } = draw();
    expect(screen.getByRole('list', { name: 'Letra' })).toBeInTheDocument();
    expect(document.querySelector('[aria-current]')).toBeNull();
    player.position = 6;
    rerender(
      <MantineProvider>
        <h3 id="letra">Letra</h3>
        <SyncedLyrics lines={lines} labelledBy="letra" />
      </MantineProvider>,
    );
    const current = screen.getByRole('button', { name: '00:05.50 Segunda' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '00:01.00 Primera' })).not.toHaveAttribute(
      'aria-current',
    );
    // A line without words is a pause.
    expect(screen.getByRole('button', { name: '00:09.00 ♪' })).toBeInTheDocument();
  });

  it('takes the song to a line that is pressed', () => {
    player.position = 0;
    draw();
    fireEvent.click(screen.getByRole('button', { name: '00:12.00 Cuarta' }));
    expect(player.seek).toHaveBeenCalledWith(12);
  });
});
