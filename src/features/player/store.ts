import { useSyncExternalStore } from 'react';
import type { Song } from '../../../domain/api';
import { playSourceOf } from '../../../domain/play-sources';
import { onForgetPerson } from '../../lib/browser-storage';
import { checkServer, isOnline } from '../../lib/connectivity';
import { onPageLeaving } from '../../lib/page-leaving';
import { newUuid } from '../../lib/uuid';
import { sourceOf } from '../offline/audio-source';
import { createListenCounter } from '../plays/listen-counter';
import { crossfadeSeconds } from './crossfade-setting';
import { createMediaElementEngine } from './media-element-engine';
import { connectMediaSession } from './media-session';
import { publishNowPlaying } from './now-playing';
import { readSavedPlayer, recordRecentPlay, savePlayer } from './persistence';
import { createPlayer, type PlayerState, type PlayOptions } from './player';

/**
 * The app's one player. Every play button goes through it (cards, tables, song page, playlists).
 * The offline rules load on first use.
 */
export const player = createPlayer({
  createEngine: createMediaElementEngine,
  // Online is the common case and is known at once; offline asks whether the song is saved.
  canPlay: (song) =>
    isOnline() || import('../offline/audio-cache').then((cache) => cache.canPlayNow(song)),
  serverReachable: checkServer,
  onStarted: (song) => {
    void recordRecentPlay(song);
    // The data saver's file is streamed, not kept (sw/sw.ts): only the normal one is saved.
    if (sourceOf(song) !== song.audio) return;
    void import('../offline/audio-cache').then((cache) => cache.keepRecentlyPlayed(song));
  },
  sourceOf,
  pressedFrom: () => playSourceOf(window.location.pathname),
  continueWith: (lastPlayed, queued) =>
    import('./autoplay').then((autoplay) => autoplay.songsToContinue(lastPlayed, queued)),
  crossfadeSeconds,
});

const SAVE_EVERY_MS = 3000;
let lastSaved = 0;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let previous: PlayerState = player.getState();

function scheduleSave(immediate: boolean) {
  if (saveTimer !== null) clearTimeout(saveTimer);
  const wait = immediate ? 0 : Math.max(0, SAVE_EVERY_MS - (Date.now() - lastSaved));
  saveTimer = setTimeout(() => {
    saveTimer = null;
    lastSaved = Date.now();
    void savePlayer(player.getState());
  }, wait);
}

/** Play counts: each listen that reaches the rule goes to the queue once. */
const listens = createListenCounter({
  newListenId: newUuid,
  onCounted: (songId, listenId, facts) =>
    void import('../plays/send-plays').then((plays) => plays.queuePlay(songId, listenId, facts)),
  onHalf: (songId, listenId, facts) =>
    void import('../plays/send-plays').then((plays) => plays.queuePlay(songId, listenId, facts)),
});

player.subscribe(() => {
  const state = player.getState();
  listens.observe({
    listen: state.listen,
    song: state.current,
    running: state.playing && !state.loading,
    origin: state.origin,
  });
  publishNowPlaying({
    songId: state.current?.song_id ?? null,
    playing: state.playing,
    visible: state.current !== null && !state.hidden,
  });
  if (state.current === null) return;
  const structural =
    state.current !== previous.current ||
    state.list !== previous.list ||
    state.hidden !== previous.hidden ||
    state.volume !== previous.volume ||
    state.muted !== previous.muted ||
    state.shuffle !== previous.shuffle ||
    state.repeat !== previous.repeat ||
    state.playing !== previous.playing;
  if (structural || state.position !== previous.position) scheduleSave(structural);
  previous = state;
});

/**
 * The player holds the person's song in memory: a sign-out (or lost session) stops it, hides the
 * bar and cancels a pending save, so the wiped state is not written back afterwards.
 */
export function forgetPlayer(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  player.reset();
}

onForgetPerson(forgetPlayer);

if (typeof window !== 'undefined') {
  connectMediaSession(player);
  // The last position before the tab goes away or to the background (installed app relaunch).
  onPageLeaving(() => void savePlayer(player.getState()));
}

// 'Fundido entre canciones' in Configuración reads and sets the choice through the store: one
// chunk with the player, which every screen has, instead of one more request of its own.
export { setCrossfadeSeconds, useCrossfadeSeconds, volumeIsAdjustable } from './crossfade-setting';

/** Plays a list from one row: the playlist page plays the whole playlist from any row. */
export function playSongs(songs: readonly Song[], startIndex = 0, options: PlayOptions = {}): void {
  player.playSongs(songs, startIndex, options);
}

/** Puts the saved queue back, paused; true when there was one. */
export async function restorePlayer(): Promise<boolean> {
  const saved = await readSavedPlayer();
  if (!saved) return false;
  player.restore(saved);
  return true;
}

export function usePlayer<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    player.subscribe,
    () => select(player.getState()),
    () => select(player.getState()),
  );
}
