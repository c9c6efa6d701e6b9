/**
 * The audio pipeline on the song page: the waveform is the seek bar (a click or a key moves
 * the song there, starting it), and the owner gets the original to download and word of how its
 * streaming version is going.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongDetail } from '../../../domain/songs';
import { player } from '../../../src/features/player/store';
import { Waveform } from '../../../src/features/player/Waveform';
import { AUDIO_PROCESSING_TEXT } from '../../../src/features/songs/detail/OwnerAudio';
import { clearAllTables, db } from '../../../src/lib/db';
import { COMPOSER, HOME_ROUTES, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, makeFullSong, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { renderWithMantine } from '../helpers/with-mantine';

const SONG_ID = 52;
const PEAKS = Array.from(
  { length: 200 },
  (_, i) => Math.round(Math.abs(Math.sin(i / 9)) * 100) / 100,
);

let api: FakeApi;

beforeEach(async () => {
  await clearAllTables(db);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  player.close();
});

afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

function detail(overrides: Partial<SongDetail> = {}): SongDetail {
  return {
    ...makeFullSong(SONG_ID, {
      title: 'Niña bonita',
      duration: '3:20',
      duration_seconds: 200,
      user_id: COMPOSER.credentials_id,
      audio: '/media/audios/nina-stream.m4a',
      audio_status: 'ready',
      waveform: PEAKS,
    }),
    composer_links: [],
    creator: null,
    ...overrides,
  };
}

function open(song: SongDetail) {
  api = installFakeApi({ ...HOME_ROUTES, [`/songs/${SONG_ID}`]: () => ok(song) });
  return renderApp(`/Artist/${SONG_ID}`);
}

describe('the waveform seek bar', () => {
  it('draws each peak, the part heard in red, and says where the song is', () => {
    renderWithMantine(
      <Waveform
        peaks={PEAKS}
        durationSeconds={200}
        positionSeconds={50}
        label="Posición"
        onSeek={() => {}}
      />,
    );
    const bar = screen.getByRole('slider', { name: 'Posición' });
    // One path of 200 bars drawn grey, and again in red clipped to the first 50 (a quarter).
    const [grey, red] = bar.querySelectorAll('path');
    expect(grey.getAttribute('d')?.match(/M/g)).toHaveLength(200);
    expect(red.getAttribute('d')).toBe(grey.getAttribute('d'));
    const clip = bar.querySelector(
      `clipPath#${CSS.escape(red.getAttribute('clip-path')?.slice(5, -1) ?? '')} rect`,
    );
    expect(clip).toHaveAttribute('width', '50');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '0:50 de 3:20');
  });

  it('asks to move where it is clicked, and by five seconds a key (sixty with Page keys)', async () => {
    const onSeek = vi.fn();
    renderWithMantine(
      <Waveform
        peaks={PEAKS}
        durationSeconds={200}
        positionSeconds={50}
        label="Posición"
        onSeek={onSeek}
      />,
    );
    const bar = screen.getByRole('slider', { name: 'Posición' });
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 400, 72));
    fireEvent.pointerDown(bar, { clientX: 400 });
    expect(onSeek).toHaveBeenLastCalledWith(150);
    const user = userEvent.setup();
    bar.focus();
    for (const [key, seconds] of [
      ['{ArrowRight}', 55],
      ['{ArrowUp}', 55],
      ['{ArrowLeft}', 45],
      ['{ArrowDown}', 45],
      ['{PageUp}', 100],
      ['{PageDown}', 0],
      ['{Home}', 0],
      ['{End}', 199],
    ] as const) {
      await user.keyboard(key);
      expect(onSeek, key).toHaveBeenLastCalledWith(seconds);
    }
  });

  it('on the song page starts the song where it is clicked', async () => {
    signInAs(LISTENER);
    open(detail());
    const bar = await screen.findByRole('slider', { name: 'Posición en Niña bonita' });
    expect(bar).toHaveAttribute('aria-valuetext', '0:00 de 3:20');
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 400, 72));
    fireEvent.pointerDown(bar, { clientX: 200 });
    // A quarter of the way in: 50 s of 200, on this song.
    expect(player.getState()).toMatchObject({ current: { song_id: SONG_ID }, position: 50 });
  });

  it('is not there while the streaming version is being made', async () => {
    signInAs(LISTENER);
    open(detail({ audio_status: 'processing', waveform: null, audio: '/media/audios/nina.wav' }));
    await screen.findByRole('heading', { level: 1, name: 'Niña bonita' });
    expect(screen.queryByRole('slider', { name: /^Posición en/ })).toBeNull();
  });
});

describe('the original audio', () => {
  it('is offered to the owner to download, with how the light version is going', async () => {
    signInAs(COMPOSER);
    open(
      detail({
        audio_status: 'processing',
        waveform: null,
        audio: '/media/audios/nina.wav',
        audio_original: '/media/audios/nina.wav',
      }),
    );
    const link = await screen.findByRole('link', { name: 'Descargar original' });
    expect(link).toHaveAttribute('href', '/media/audios/nina.wav');
    expect(link).toHaveAttribute('download', 'Niña bonita.wav');
    expect(screen.getByText(AUDIO_PROCESSING_TEXT)).toBeInTheDocument();
  });

  it('shows the owner why the light version failed', async () => {
    signInAs(COMPOSER);
    open(
      detail({
        audio_status: 'failed',
        waveform: null,
        audio_original: '/media/audios/nina.mp3',
        audio_error: 'El archivo de audio no se puede decodificar: se reproduce tal como se subió.',
      }),
    );
    expect(
      await screen.findByText(
        'El archivo de audio no se puede decodificar: se reproduce tal como se subió.',
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to anyone else (the server does not send it to them)', async () => {
    signInAs(LISTENER);
    open(detail());
    await screen.findByRole('heading', { level: 1, name: 'Niña bonita' });
    expect(screen.queryByRole('link', { name: 'Descargar original' })).toBeNull();
  });
});
