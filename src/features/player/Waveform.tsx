import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import type { Song } from '../../../domain/api';
import { formatDuration } from '../../../domain/format';
import { player, usePlayer } from './store';
import classes from './Waveform.module.css';

/** Arrow keys move this many seconds; Page Up/Down ten times as far. */
export const WAVEFORM_STEP_SECONDS = 5;

const KEY_STEPS: Record<string, number> = {
  ArrowRight: WAVEFORM_STEP_SECONDS,
  ArrowUp: WAVEFORM_STEP_SECONDS,
  ArrowLeft: -WAVEFORM_STEP_SECONDS,
  ArrowDown: -WAVEFORM_STEP_SECONDS,
  PageUp: WAVEFORM_STEP_SECONDS * 10,
  PageDown: -WAVEFORM_STEP_SECONDS * 10,
};

export interface WaveformProps {
  /** The song's peaks (0..1) from the audio pipeline. */
  peaks: readonly number[];
  durationSeconds: number;
  positionSeconds: number;
  /** What it is the position of, for assistive technology: 'Posición en {title}'. */
  label: string;
  onSeek: (seconds: number) => void;
}

/**
 * A waveform as a seek bar (SoundCloud-style): the part already heard in the flag's red, the rest
 * grey; a click or a key asks to move there. A slider for assistive technology and the keyboard.
 */
export function Waveform({
  peaks,
  durationSeconds,
  positionSeconds,
  label,
  onSeek,
}: WaveformProps) {
  const box = useRef<HTMLDivElement>(null);
  const duration = Math.max(1, durationSeconds);
  const played = Math.min(1, positionSeconds / duration);
  const seekTo = (seconds: number) => onSeek(Math.max(0, Math.min(duration, seconds)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    seekTo(((event.clientX - rect.left) / rect.width) * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(duration - 1);
    else if (event.key in KEY_STEPS) seekTo(positionSeconds + KEY_STEPS[event.key]);
    else return;
    event.preventDefault();
  };

  const count = peaks.length;
  return (
    <div
      ref={box}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(positionSeconds)}
      aria-valuetext={`${formatDuration(positionSeconds)} de ${formatDuration(duration)}`}
      className={classes.waveform}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      <svg viewBox={`0 0 ${count} 100`} preserveAspectRatio="none" aria-hidden focusable="false">
        {peaks.map((peak, index) => {
          const height = Math.max(4, peak * 100);
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: one bar per point, in a fixed order
              key={index}
              x={index + 0.15}
              width={0.7}
              y={(100 - height) / 2}
              height={height}
              data-played={(index + 0.5) / count <= played || undefined}
              className={classes.bar}
            />
          );
        })}
      </svg>
    </div>
  );
}

/** Moves `song` to `seconds`: the song playing seeks; another one starts there. */
export function seekSong(song: Song, seconds: number): void {
  if (player.getState().current?.song_id === song.song_id) {
    player.seek(seconds);
    if (!player.getState().playing) player.play();
  } else {
    player.playSongs([song], 0, { startAt: seconds });
  }
}

/** A song's waveform, following the player while that song is the one playing. */
export function SongWaveform({ song, peaks }: { song: Song; peaks: readonly number[] }) {
  const position = usePlayer((state) =>
    state.current?.song_id === song.song_id ? state.position : 0,
  );
  return (
    <Waveform
      peaks={peaks}
      durationSeconds={song.duration_seconds}
      positionSeconds={position}
      label={`Posición en ${song.title}`}
      onSeek={(seconds) => seekSong(song, seconds)}
    />
  );
}
