import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef } from 'react';
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
        <Bars peaks={peaks} playedWidth={played * count} />
      </svg>
    </div>
  );
}

/**
 * The bars as one path drawn twice: grey, and red clipped to the part heard. Two elements instead
 * of one per peak (200): a song page drew and laid out 200 <rect>s in one task of 150–210 ms at
 * 4× CPU, and every tick of the position restyled them all; now a tick moves one clip's width.
 */
function Bars({ peaks, playedWidth }: { peaks: readonly number[]; playedWidth: number }) {
  const clipId = useId();
  const outline = useMemo(() => barsPath(peaks), [peaks]);
  return (
    <>
      <clipPath id={clipId}>
        <rect x={0} y={0} width={playedWidth} height={100} />
      </clipPath>
      <path d={outline} className={classes.bar} />
      <path d={outline} className={classes.played} clipPath={`url(#${clipId})`} />
    </>
  );
}

/** One rectangle per peak, centred on the middle line, at least 4 units tall. */
function barsPath(peaks: readonly number[]): string {
  return peaks
    .map((peak, index) => {
      const height = Math.max(4, peak * 100);
      return `M${index + 0.15} ${(100 - height) / 2}h0.7v${height}h-0.7z`;
    })
    .join('');
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
