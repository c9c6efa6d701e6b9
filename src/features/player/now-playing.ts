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

/** Where a song stands on the player, as its play button draws it. */
export type SongOnPlayer = 'playing' | 'paused' | 'elsewhere';

/**
 * Each button reads only its own song's answer, so a play or a pause redraws the buttons whose
 * answer changed, not every button on the screen: the whole snapshot redrew them all in the
 * first press's own task, while its song was starting to sound.
 */
export function useSongOnPlayer(songId: number): SongOnPlayer {
  const read = (): SongOnPlayer =>
    snapshot.songId !== songId ? 'elsewhere' : snapshot.playing ? 'playing' : 'paused';
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the bar shows; changes once when the first song is put on it. */
export function usePlayerVisible(): boolean {
  const read = () => snapshot.visible;
  return useSyncExternalStore(subscribe, read, read);
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
