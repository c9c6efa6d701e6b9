import { useSyncExternalStore } from 'react';

/**
 * A tiny mirror of the player that the first download can afford: play buttons and the layout read
 * it, while the player itself (store.ts, its audio engine, the bar) loads only once something plays.
 */
export interface NowPlaying {
  songId: number | null;
  playing: boolean;
  /** The bar has something to show. */
  visible: boolean;
}

let snapshot: NowPlaying = { songId: null, playing: false, visible: false };
const listeners = new Set<() => void>();

export function publishNowPlaying(next: NowPlaying): void {
  if (
    next.songId === snapshot.songId &&
    next.playing === snapshot.playing &&
    next.visible === snapshot.visible
  ) {
    return;
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getNowPlaying(): NowPlaying {
  return snapshot;
}

export function useNowPlaying(): NowPlaying {
  return useSyncExternalStore(subscribe, getNowPlaying, getNowPlaying);
}

/** The player module, loaded on first use. */
export const loadPlayer = () => import('./store');

/**
 * Loads the player and its audio engine ahead of the first press of play, at idle time once the
 * service worker holds the files (then it costs no download). Not when a pointer or focus reaches
 * a play button: the player's code then ran inside the press itself, and the engine it made took
 * the press from the first sound's element (click to play() 10-16 ms instead of 1).
 */
export function warmPlayer(): void {
  void loadPlayer().then(({ player }) => player.warm());
}
