/**
 * 'Temporizador' (docs/product.md "Temporizador"): the music stops after 15–60 minutes or at the
 * end of the song, fading out over the last 10 s. Time is read from the clock at each move of the
 * playing element, never from a timer: a hidden page (a locked phone) throttles timers to one a
 * minute, while a playing element keeps reporting its position.
 */
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export const SLEEP_FADE_MS = 10_000;

export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'songEnd';
export type SleepTimer = { kind: 'at'; endsAt: number } | { kind: 'songEnd' };

export const SLEEP_TEXTS = {
  button: 'Temporizador',
  minutes: (minutes: number) => `${minutes} minutos`,
  songEnd: 'Al terminar la canción',
  off: 'Apagar temporizador',
  /** The countdown beside the button, and its accessible name. */
  left: (clock: string) => `Se detiene en ${clock}`,
  leftAtEnd: 'Se detiene al terminar la canción',
  shortAtEnd: 'Fin de canción',
} as const;

export function startSleepTimer(choice: SleepChoice, now: number): SleepTimer {
  return choice === 'songEnd' ? { kind: 'songEnd' } : { kind: 'at', endsAt: now + choice * 60_000 };
}

/** Milliseconds before the music stops: for 'songEnd', what is left of the song. */
export function sleepRemainingMs(
  timer: SleepTimer,
  now: number,
  positionSeconds: number,
  durationSeconds: number,
): number {
  if (timer.kind === 'at') return timer.endsAt - now;
  return durationSeconds > 0
    ? (durationSeconds - positionSeconds) * 1000
    : Number.POSITIVE_INFINITY;
}

/** The share of the person's volume that sounds: 1 until the last SLEEP_FADE_MS, then down to 0. */
export function sleepFade(remainingMs: number): number {
  return Math.max(0, Math.min(1, remainingMs / SLEEP_FADE_MS));
}

/** '14:05' for what is left of a timer (rounded up: it never says 0:00 while music plays). */
export function sleepClock(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
