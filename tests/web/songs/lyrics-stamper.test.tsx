/**
 * 'Marcar' in the song editor (docs/product.md "Letra sincronizada"): while the song being edited
 * plays, each press stamps the next line with the moment it sounds.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';

const shown = vi.hoisted(() => ({
  state: { current: null as { song_id: number } | null, playing: false },
  at: 0,
  playSongs: vi.fn(),
}));
vi.mock('../../../src/features/player/store', () => ({
  usePlayer: (select: (state: typeof shown.state) => unknown) => select(shown.state),
  player: { playSongs: shown.playSongs, exactPosition: () => shown.at },
}));

const { LyricsStamper } = await import('../../../src/features/songs/form/LyricsStamper');

const song = { song_id: 7, title: 'Son de prueba' } as Song;

function draw(letter: string, onChange = vi.fn()) {
  render(
    <MantineProvider>
      <LyricsStamper song={song} letter={letter} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe("'Marcar'", () => {
  it('waits for the song being edited to play, which its own button starts', () => {
    shown.state = { current: { song_id: 99 }, playing: true };
    draw('Primera\nSegunda');
    expect(screen.getByRole('button', { name: 'Marcar' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir para marcar' }));
    expect(shown.playSongs).toHaveBeenCalledWith([song], 0, { pauseIfPlaying: true });
    expect(screen.getByText('Siguiente línea: «Primera»')).toBeInTheDocument();
  });

  it('stamps the next line with where the song is', () => {
    shown.state = { current: { song_id: 7 }, playing: true };
    shown.at = 3.5;
    const onChange = draw('[00:01.00]Primera\nSegunda\nTercera');
    expect(screen.getByText('Siguiente línea: «Segunda»')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar' }));
    expect(onChange).toHaveBeenCalledWith('[00:01.00]Primera\n[00:03.50]Segunda\nTercera');
  });

  it('says when every line has its moment', () => {
    shown.state = { current: { song_id: 7 }, playing: true };
    draw('[00:01.00]Primera');
    expect(screen.getByText('Todas las líneas tienen su momento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar' })).toBeDisabled();
  });
});
