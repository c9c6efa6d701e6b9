/**
 * When a listen counts (issue 17 point 7): after 30 seconds of actual playing, or half the song if
 * that is shorter; once per listen. A listen is one start of a song by the player (a replay by
 * 'Repetir' is a new listen); pauses stop the clock, loading does not run it. Pure apart from the
 * injected clock and timers, so tests drive it with fake time.
 */
import { secondsToCount } from '../../../domain/play-counts';

export interface ListenObservation {
  /** The player's listen number: it changes on every start of a song. */
  listen: number;
  song: { song_id: number; duration_seconds: number } | null;
  /** Sound is coming out (playing and not loading). */
  running: boolean;
}

export interface ListenCounterDeps {
  onCounted: (songId: number, listenId: string) => void;
  newListenId: () => string;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Listen {
  key: number;
  songId: number;
  id: string;
  thresholdMs: number;
  heardMs: number;
  runningSince: number | null;
  counted: boolean;
  timer: unknown;
}

export function createListenCounter(deps: ListenCounterDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let listen: Listen | null = null;

  const stopClock = (current: Listen) => {
    if (current.runningSince !== null) current.heardMs += now() - current.runningSince;
    current.runningSince = null;
    if (current.timer !== null) clearTimer(current.timer);
    current.timer = null;
  };

  const count = (current: Listen) => {
    current.timer = null;
    if (current.counted || listen !== current) return;
    current.counted = true;
    deps.onCounted(current.songId, current.id);
  };

  return {
    observe({ listen: key, song, running }: ListenObservation) {
      if (listen && (song === null || listen.key !== key || listen.songId !== song.song_id)) {
        stopClock(listen);
        listen = null;
      }
      if (!song) return;
      if (!listen) {
        listen = {
          key,
          songId: song.song_id,
          id: deps.newListenId(),
          thresholdMs: secondsToCount(song.duration_seconds) * 1000,
          heardMs: 0,
          runningSince: null,
          counted: false,
          timer: null,
        };
      }
      const current = listen;
      if (current.counted) return;
      if (running && current.runningSince === null) {
        current.runningSince = now();
        const left = Math.max(0, current.thresholdMs - current.heardMs);
        current.timer = setTimer(() => count(current), left);
      } else if (!running && current.runningSince !== null) {
        stopClock(current);
      }
    },
  };
}
