/**
 * When a listen counts: after 30 seconds of actual playing, or half the song if
 * that is shorter; once per listen. A listen is one start of a song by the player (a replay by
 * 'Repetir' is a new listen); pauses stop the clock, loading does not run it. The creator studio
 * also learns where the listen started and whether it went past half: a listen
 * counted before its half says so again, with the same id, once it gets there. Pure apart from the
 * injected clock and timers, so tests drive it with fake time.
 */
import { secondsToCount } from '../../../domain/play-counts';
import type { PlaySource } from '../../../domain/play-sources';

export interface ListenObservation {
  /** The player's listen number: it changes on every start of a song. */
  listen: number;
  song: { song_id: number; duration_seconds: number } | null;
  /** Sound is coming out (playing and not loading). */
  running: boolean;
  /** Where this listen started (the player's `origin`). */
  origin?: PlaySource;
}

/** What the server is told of a listen. */
export interface ListenFacts {
  source: PlaySource;
  /** When it counted (ms since 1970): a listen sent later counts on that day. */
  at: number;
  pastHalf: boolean;
}

export interface ListenCounterDeps {
  onCounted: (songId: number, listenId: string, facts: ListenFacts) => void;
  /** The counted listen went on past half the song. */
  onHalf?: (songId: number, listenId: string, facts: ListenFacts) => void;
  newListenId: () => string;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Listen {
  key: number;
  songId: number;
  id: string;
  source: PlaySource;
  thresholdMs: number;
  halfMs: number;
  heardMs: number;
  runningSince: number | null;
  countedAt: number | null;
  halfTold: boolean;
  timer: unknown;
}

export function createListenCounter(deps: ListenCounterDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let listen: Listen | null = null;

  /** The next moment of interest, in ms heard: the count, then the half; null when both passed. */
  const nextMark = (current: Listen): number | null => {
    if (current.countedAt === null) return current.thresholdMs;
    if (!current.halfTold) return current.halfMs;
    return null;
  };

  const heard = (current: Listen) =>
    current.heardMs + (current.runningSince === null ? 0 : now() - current.runningSince);

  const stopClock = (current: Listen) => {
    current.heardMs = heard(current);
    current.runningSince = null;
    if (current.timer !== null) clearTimer(current.timer);
    current.timer = null;
  };

  const schedule = (current: Listen) => {
    const mark = nextMark(current);
    if (mark === null || current.runningSince === null) return;
    current.timer = setTimer(() => reach(current), Math.max(0, mark - heard(current)));
  };

  const reach = (current: Listen) => {
    current.timer = null;
    if (listen !== current) return;
    if (current.countedAt === null) {
      current.countedAt = now();
      // A short song counts at its half: it is past half already (by the marks, not the clock:
      // a timer may fire a millisecond before Date.now() says it is due).
      current.halfTold = current.thresholdMs >= current.halfMs;
      deps.onCounted(current.songId, current.id, {
        source: current.source,
        at: current.countedAt,
        pastHalf: current.halfTold,
      });
    } else if (!current.halfTold) {
      current.halfTold = true;
      deps.onHalf?.(current.songId, current.id, {
        source: current.source,
        at: current.countedAt,
        pastHalf: true,
      });
    }
    schedule(current);
  };

  return {
    observe({ listen: key, song, running, origin = 'other' }: ListenObservation) {
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
          source: origin,
          thresholdMs: secondsToCount(song.duration_seconds) * 1000,
          halfMs: (song.duration_seconds * 1000) / 2,
          heardMs: 0,
          runningSince: null,
          countedAt: null,
          halfTold: false,
          timer: null,
        };
      }
      const current = listen;
      if (nextMark(current) === null) return;
      if (running && current.runningSince === null) {
        current.runningSince = now();
        schedule(current);
      } else if (!running && current.runningSince !== null) {
        stopClock(current);
      }
    },
  };
}
