import type { Song } from '../../../domain/api';
import type { PlaySource } from '../../../domain/play-sources';
import { type AudioEngine, type EngineEvents, NO_REMOTE, type RemoteState } from './engine';
import { QUIET_START_MS } from './first-sound';
import { cannotPlayMessage, notOfflineMessage } from './messages';
import { indexAfterEnd, nextRepeatMode, type RepeatMode, shuffledAround } from './play-order';
import {
  addToQueueIn,
  clearQueue,
  moveInQueue,
  playNextIn,
  type QueueState,
  removeFromQueue,
} from './queue';
import {
  type SleepChoice,
  type SleepTimer,
  sleepFade,
  sleepRemainingMs,
  startSleepTimer,
} from './sleep-timer';
import { clampVolume } from './volume';

/** Spec section 3 player state, plus what the bar shows (position, duration, loading). */
export interface PlayerState {
  playing: boolean;
  /** Waiting for the file after play was pressed. */
  loading: boolean;
  current: Song | null;
  list: readonly Song[];
  index: number;
  playlistId: number | null;
  hidden: boolean;
  /** 0-100 */
  volume: number;
  muted: boolean;
  position: number;
  duration: number;
  /** The last thing that went wrong, for the bar to announce (id changes on each message). */
  notice: { id: number; text: string } | null;
  /** 'Aleatorio': `list` is shuffled and `unshuffled` keeps the order to go back to. */
  shuffle: boolean;
  unshuffled: readonly Song[] | null;
  repeat: RepeatMode;
  /** Bumped on every start of a song (a replay too): one listen for the play counts. */
  listen: number;
  /**
   * Where this listen started (the creator studio): the screen of the press, or 'queue' when
   * the queue went on by itself (the end of a song, 'Siguiente', 'Reproducción automática').
   */
  origin: PlaySource;
  /** Songs 'Reproducción automática' added after the queue ended ('Recomendadas' in 'Cola'). */
  recommended: readonly number[];
  /** 'Temporizador': when the music stops, if set (sleep-timer.ts). */
  sleep: SleepTimer | null;
  /** 'Transmitir': whether a speaker or TV can take the music, and whether one has. */
  remote: RemoteState;
}

export const INITIAL_PLAYER_STATE: PlayerState = {
  playing: false,
  loading: false,
  current: null,
  list: [],
  index: 0,
  playlistId: null,
  hidden: true,
  volume: 80,
  muted: false,
  position: 0,
  duration: 0,
  notice: null,
  shuffle: false,
  unshuffled: null,
  repeat: 'all',
  listen: 0,
  origin: 'other',
  recommended: [],
  sleep: null,
  remote: NO_REMOTE,
};

export interface PlayerDeps {
  /** Created on first use (idle time, a pointer near a play button, or the first press). */
  createEngine: () => AudioEngine | Promise<AudioEngine>;
  /** False when the song cannot play now (offline and not saved). */
  canPlay?: (song: Song) => boolean | Promise<boolean>;
  /**
   * Asked when a song fails to load: false when the server cannot be reached, so the person reads
   * that the song is not available offline rather than a generic failure.
   */
  serverReachable?: () => Promise<boolean>;
  /** Called each time a song really starts playing (recent plays, audio cache). */
  onStarted?: (song: Song) => void;
  /** For 'Aleatorio' (tests make it predictable). */
  random?: () => number;
  /** A song that gives no sign of life within this time is skipped: never spin forever. */
  loadTimeoutMs?: number;
  /**
   * 'Reproducción automática': songs to go on with when the queue ends, given the last ones
   * played and everything the queue holds; none (autoplay off, nothing found) stops.
   */
  continueWith?: (lastPlayed: readonly Song[], queued: readonly Song[]) => Promise<Song[]>;
  /** Which file of the song to play (the data saver's lighter one, or the normal one). */
  sourceOf?: (song: Song) => string;
  /** Where a play pressed now starts from (the screen on show). */
  pressedFrom?: () => PlaySource;
  /** The clock the sleep timer reads (tests set it). */
  now?: () => number;
  /** 'Fundido entre canciones': seconds of fade into the next song; 0, none. */
  crossfadeSeconds?: () => number;
}

export interface PlayOptions {
  playlistId?: number | null;
  /**
   * The press of a button that reads 'Pausar' while its song plays (a song's own play button):
   * on the playing song it pauses (spec). A list's 'Reproducir' (a playlist, Descargas) never
   * pauses: its first song, playing from elsewhere, goes on within the list.
   */
  pauseIfPlaying?: boolean;
  /** Where to start, in seconds (a click on a song's waveform); the beginning by default. */
  startAt?: number;
}

export interface RestoredPlayer {
  list: readonly Song[];
  index: number;
  playlistId: number | null;
  hidden: boolean;
  volume: number;
  muted: boolean;
  position: number;
  shuffle?: boolean;
  unshuffled?: readonly Song[] | null;
  repeat?: RepeatMode;
}

export type Player = ReturnType<typeof createPlayer>;

const DEFAULT_LOAD_TIMEOUT_MS = 15_000;

/**
 * The player's rules (spec section 4), independent of React and of the audio library: a store
 * read with useSyncExternalStore and a set of actions.
 */
export function createPlayer(deps: PlayerDeps) {
  let state: PlayerState = INITIAL_PLAYER_STATE;
  const listeners = new Set<() => void>();
  let engine: AudioEngine | null = null;
  let enginePromise: Promise<AudioEngine> | null = null;
  /** The song the engine holds; null until loaded (e.g. after a restore). */
  let loadedSongId: number | null = null;
  /** Bumped on every start, so callbacks of an abandoned song are ignored. */
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let noticeId = 0;
  /**
   * While true, the state changes but the screen is not told yet: re-rendering every play button
   * and the bar holds the main thread just when a starting media element needs it to report its
   * data, doubling the wait for sound. It ends when the song
   * sounds, or after QUIET_START_MS (under the ~100 ms people read as instant).
   */
  let quiet = false;
  /** Where the next start was pressed; null when the queue goes on by itself. */
  let pressed: PlaySource | null = null;

  const notify = () => {
    if (quiet) return;
    for (const listener of listeners) listener();
  };

  const set = (change: Partial<PlayerState>) => {
    state = { ...state, ...change };
    notify();
  };

  /** Ends a quiet start: the screen catches up with everything that changed meanwhile. */
  const speak = () => {
    if (!quiet) return;
    quiet = false;
    notify();
  };

  const getEngine = async (): Promise<AudioEngine> => {
    if (engine) return engine;
    enginePromise ??= Promise.resolve(deps.createEngine()).then((created) => {
      created.setVolume(state.volume / 100);
      created.setMuted(state.muted);
      created.remote?.subscribe((remote) => set({ remote }));
      engine = created;
      return created;
    });
    return enginePromise;
  };

  const now = deps.now ?? Date.now;

  /** What is left of the sleep timer, in ms; null without one. */
  const sleepLeft = (): number | null =>
    state.sleep === null
      ? null
      : sleepRemainingMs(
          state.sleep,
          now(),
          engine?.position() ?? state.position,
          engine?.duration() || state.duration,
        );

  /** The person's volume, lowered in the sleep timer's last seconds. */
  const applyVolume = () => {
    const left = sleepLeft();
    engine?.setVolume((state.volume / 100) * (left === null ? 1 : sleepFade(left)));
  };

  /** The sleep timer ran out: the music pauses, at the person's volume for the next play. */
  const fallAsleep = () => {
    set({ sleep: null });
    if (state.playing) pause();
    applyVolume();
  };

  /** At each move of the playing element: fade, or stop once the time has come. */
  const sleepTick = () => {
    if (state.sleep?.kind === 'at' && (sleepLeft() ?? 1) <= 0) fallAsleep();
    else if (state.sleep) applyVolume();
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const indexAfter = (index: number, step: 1 | -1) => {
    const count = state.list.length;
    return count === 0 ? 0 : (index + step + count) % count;
  };

  const fail = (text: string, attempt: number) => {
    if (attempt !== generation) return;
    clearTimer();
    loadedSongId = null;
    failures += 1;
    noticeId += 1;
    set({ notice: { id: noticeId, text }, loading: false });
    if (failures >= state.list.length) {
      // Nothing of this attempt may show afterwards (its deferred announce included).
      generation += 1;
      engine?.unload();
      set({ playing: false, position: 0 });
      return;
    }
    void start(indexAfter(state.index, 1), 0);
  };

  /** The load failed or timed out: say why, in the words that match the cause. */
  const failLoad = async (song: Song, attempt: number) => {
    if (attempt !== generation) return;
    const reachable = deps.serverReachable ? await deps.serverReachable() : true;
    fail(reachable ? cannotPlayMessage(song.title) : notOfflineMessage(song.title), attempt);
  };

  /**
   * 'Fundido entre canciones': as a song nears its end by itself, the next song of the queue starts
   * under it. Never on a skip (that is a start of its own), into the same song ('Repetir' one),
   * before the sleep timer's 'Al terminar la canción', into a song that must wait for the device
   * to say whether it can play offline, or for more than half of either song.
   */
  const crossfadeIfDue = () => {
    const seconds = deps.crossfadeSeconds?.() ?? 0;
    if (seconds <= 0 || !engine || !state.playing || state.loading) return;
    if (state.sleep?.kind === 'songEnd') return;
    const duration = engine.duration();
    const next = indexAfterEnd(state.index, state.list.length, state.repeat);
    const song = next === null ? undefined : state.list[next];
    if (duration <= 0 || next === null || !song || song.song_id === state.current?.song_id) return;
    const length = Math.min(seconds, duration / 2, song.duration_seconds / 2);
    if (duration - engine.position() > length) return;
    if ((deps.canPlay ? deps.canPlay(song) : true) !== true) return;
    void start(next, 0, length);
  };

  const start = async (index: number, resumeAt: number, fadeSeconds = 0) => {
    const song = state.list[index];
    if (!song) {
      speak();
      return;
    }
    generation += 1;
    const attempt = generation;
    clearTimer();
    let heard = false;

    const loadAndPlay = (audio: AudioEngine) => {
      loadedSongId = song.song_id;
      timer = setTimeout(
        () => void failLoad(song, attempt),
        deps.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
      );
      const events: EngineEvents = {
        onLoad: () => {
          if (attempt !== generation) return;
          const duration = audio.duration();
          if (duration > 0) set({ duration });
          if (resumeAt > 0) audio.seek(resumeAt);
        },
        onPlay: () => {
          if (attempt !== generation) return;
          heard = true;
          quiet = false;
          clearTimer();
          failures = 0;
          set({ loading: false, playing: true });
          deps.onStarted?.(song);
          void preloadNext();
        },
        onEnd: () => {
          if (attempt !== generation) return;
          ended();
        },
        onTime: () => {
          if (attempt !== generation) return;
          sleepTick();
          crossfadeIfDue();
        },
        onError: () => void failLoad(song, attempt),
      };
      const src = deps.sourceOf?.(song) ?? song.audio;
      if (fadeSeconds > 0) {
        audio.crossfade(src, events, fadeSeconds);
        return;
      }
      audio.load(src, events);
      if (resumeAt > 0) audio.seek(resumeAt);
      audio.play();
    };

    const origin = pressed ?? 'queue';
    pressed = null;
    const announce = () =>
      set({
        current: song,
        index,
        listen: state.listen + 1,
        origin,
        hidden: false,
        playing: true,
        loading: !heard,
        position: resumeAt,
        duration: song.duration_seconds,
      });

    // Online, with the engine warmed, nothing waits: the media request is made in the task of the
    // click itself, and the screen hears of the new song once it sounds, or after QUIET_START_MS.
    const answer = deps.canPlay ? deps.canPlay(song) : true;
    if (answer === true && engine) {
      quiet = true;
      loadAndPlay(engine);
      announce();
      setTimeout(speak, QUIET_START_MS);
      return;
    }
    speak();
    announce();
    const allowed = typeof answer === 'boolean' ? answer : await answer;
    if (attempt !== generation) return;
    if (!allowed) {
      fail(notOfflineMessage(song.title), attempt);
      return;
    }
    const audio = engine ?? (await getEngine());
    if (attempt !== generation) return;
    loadAndPlay(audio);
  };

  /**
   * Spec: the end of a song plays the next, wrapping ('Repetir' all, the default; a list of one
   * song stops at 0). 'Repetir' one plays it again; off stops after the last song.
   */
  const ended = () => {
    if (state.sleep?.kind === 'songEnd') {
      stopAtEnd();
      fallAsleep();
      return;
    }
    const next = indexAfterEnd(state.index, state.list.length, state.repeat);
    if (next === null) {
      void continueOrStop();
      return;
    }
    void start(next, 0);
  };

  const stopAtEnd = () => {
    engine?.stop();
    set({ playing: false, loading: false, position: 0 });
  };

  /**
   * Where the queue would stop ('Repetir' off, or a single song), playback goes
   * on with songs like the last ones, added at the end of the queue and marked 'Recomendadas'.
   */
  const continueOrStop = async () => {
    if (!deps.continueWith) return stopAtEnd();
    const attempt = generation;
    set({ loading: true });
    const lastPlayed = state.list.slice(Math.max(0, state.index - 4), state.index + 1);
    let more: Song[] = [];
    try {
      more = await deps.continueWith(lastPlayed, state.list);
    } catch {
      more = [];
    }
    // Something else was played, paused or closed meanwhile: that wins.
    if (attempt !== generation || !state.playing) return;
    const queued = new Set(state.list.map((song) => song.song_id));
    const fresh = more.filter((song) => !queued.has(song.song_id));
    if (fresh.length === 0) return stopAtEnd();
    const from = state.list.length;
    set({
      list: [...state.list, ...fresh],
      unshuffled: state.unshuffled ? [...state.unshuffled, ...fresh] : null,
      recommended: [...state.recommended, ...fresh.map((song) => song.song_id)],
    });
    void start(from, 0);
  };

  /** `songs` in the order they will play, shuffled around `index` while 'Aleatorio' is on. */
  const ordered = (songs: readonly Song[], index: number) =>
    state.shuffle
      ? { list: shuffledAround(songs, index, deps.random), index: 0, unshuffled: songs }
      : { list: songs, index, unshuffled: null };

  const sameSong = (a: Song, b: Song) => a.song_id === b.song_id;

  /** Applies a queue edit; the song playing is untouched. */
  const editQueue = (edit: (queue: QueueState<Song>) => QueueState<Song>) => {
    const next = edit({ list: state.list, index: state.index, unshuffled: state.unshuffled });
    if (next.list === state.list && next.unshuffled === state.unshuffled) return;
    set({ list: next.list, index: next.index, unshuffled: next.unshuffled });
    void preloadNext();
  };

  /**
   * While a song plays, the one after it starts loading in a second media element
   * (and, through the service worker, into the audio cache), so the next song starts with no
   * network wait. Asked again whenever what comes next may have changed.
   */
  const preloadNext = async () => {
    if (!engine || !state.playing || state.loading) return;
    const next = indexAfterEnd(state.index, state.list.length, state.repeat);
    const song = next === null ? undefined : state.list[next];
    if (!song || song.audio === state.current?.audio) return;
    if (deps.canPlay && !(await deps.canPlay(song))) return;
    engine.preload(deps.sourceOf?.(song) ?? song.audio);
  };

  /** Nothing on the bar: a song sent to the queue simply plays. */
  const idle = () => !state.current || state.hidden;

  const play = () => {
    if (!state.current) return;
    // A timer that ran out while paused is over: playing again is at the person's volume.
    if (state.sleep?.kind === 'at' && (sleepLeft() ?? 1) <= 0) {
      set({ sleep: null });
      applyVolume();
    }
    if (engine && loadedSongId === state.current.song_id) {
      set({ playing: true, hidden: false });
      engine.play();
      return;
    }
    // Pressing play on a restored queue: a start the person made, from where they are.
    pressed = deps.pressedFrom?.() ?? 'other';
    void start(state.index, state.position);
  };

  const pause = () => {
    if (!state.playing) return;
    // A pause while loading abandons the attempt: nothing may start playing by itself afterwards.
    if (state.loading) {
      generation += 1;
      clearTimer();
      loadedSongId = null;
      engine?.stop();
      set({ playing: false, loading: false });
      return;
    }
    engine?.pause();
    set({ playing: false, position: engine?.position() ?? state.position });
  };

  const toggle = () => (state.playing ? pause() : play());

  const seek = (seconds: number) => {
    const position = Math.max(0, Math.min(seconds, state.duration || seconds));
    if (engine && state.current && loadedSongId === state.current.song_id) engine.seek(position);
    set({ position });
  };

  /**
   * Plays `songs` from `startIndex`. A song's own play button on the song that is playing pauses
   * it (spec), leaving the queue as it is; any other press of the current song plays it on within
   * `songs`, without loading it again.
   */
  const playSongs = (songs: readonly Song[], startIndex = 0, options: PlayOptions = {}) => {
    const song = songs[startIndex];
    if (!song) return;
    const playlistId = options.playlistId ?? null;
    failures = 0;
    if (state.current?.song_id === song.song_id) {
      if (options.pauseIfPlaying && state.playing && !state.hidden) {
        pause();
        return;
      }
      // Shuffled, the order already playing stays: a play from a card must not reshuffle it.
      if (state.shuffle) set({ playlistId, hidden: false });
      else set({ list: songs, index: startIndex, playlistId, hidden: false });
      if (options.startAt !== undefined) seek(options.startAt);
      play();
      return;
    }
    const begin = () => {
      pressed = deps.pressedFrom?.() ?? 'other';
      const order = ordered(songs, startIndex);
      // The new list is part of the start below, and reaches the screen with it (a quiet start
      // when the engine is warm; start() speaks at once otherwise).
      quiet = engine !== null;
      set({ list: order.list, unshuffled: order.unshuffled, playlistId, recommended: [] });
      void start(order.index, Math.max(0, options.startAt ?? 0));
    };
    // Online the answer is at once, and the file is asked for in this very task.
    const answer = deps.canPlay ? deps.canPlay(song) : true;
    if (answer === true) {
      begin();
      return;
    }
    // Offline, a song that is not on the device leaves what plays (and the queue) as it was,
    // and says why nothing else happens.
    void Promise.resolve(answer).then((allowed) => {
      if (allowed) {
        begin();
        return;
      }
      noticeId += 1;
      set({ notice: { id: noticeId, text: notOfflineMessage(song.title) } });
    });
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    playSongs,
    /** 'Aleatorio': shuffles what is left around the current song; off puts the order back. */
    toggleShuffle() {
      if (state.shuffle) {
        const original = state.unshuffled ?? state.list;
        const found = original.findIndex((song) => song.song_id === state.current?.song_id);
        set({ shuffle: false, unshuffled: null, list: original, index: Math.max(0, found) });
      } else {
        set({
          shuffle: true,
          unshuffled: state.list,
          list: shuffledAround(state.list, state.index, deps.random),
          index: 0,
        });
      }
      void preloadNext();
    },
    /** 'Reproducir a continuación'. */
    playNext(song: Song) {
      if (idle()) return playSongs([song]);
      editQueue((queue) => playNextIn(queue, song, sameSong));
    },
    /** 'Añadir a la cola'. */
    addToQueue(song: Song) {
      if (idle()) return playSongs([song]);
      editQueue((queue) => addToQueueIn(queue, song));
    },
    /** Reorders the queue: list positions, both after the current song. */
    moveInQueue(from: number, to: number) {
      editQueue((queue) => moveInQueue(queue, from, to));
    },
    removeFromQueue(position: number) {
      editQueue((queue) => removeFromQueue(queue, position, sameSong));
    },
    /** Jumps to the song at list `position` (a press on a song of 'Cola'); the order stays. */
    playAt(position: number) {
      if (!state.list[position]) return;
      failures = 0;
      void start(position, 0);
    },
    /** 'Vaciar cola': the current song goes on; nothing follows it. */
    clearQueue() {
      editQueue(clearQueue);
    },
    /** 'Repetir': off → all → one. */
    cycleRepeat() {
      set({ repeat: nextRepeatMode(state.repeat) });
      void preloadNext();
    },
    /** Loads the audio engine ahead (idle time, a pointer near a play button). */
    warm() {
      void getEngine();
    },
    play,
    pause,
    toggle,
    next() {
      if (state.list.length === 0) return;
      failures = 0;
      void start(indexAfter(state.index, 1), 0);
    },
    previous() {
      if (state.list.length === 0) return;
      failures = 0;
      void start(indexAfter(state.index, -1), 0);
    },
    /** Spec: close stops the audio, puts the position to 0 and hides the player. */
    close() {
      quiet = false;
      generation += 1;
      clearTimer();
      engine?.stop();
      set({ playing: false, loading: false, position: 0, hidden: true, sleep: null });
      applyVolume();
    },
    seek,
    setVolume(volume: number) {
      set({ volume: clampVolume(volume) });
      applyVolume();
    },
    /** 'Temporizador': stops the music after `choice`, or not at all (null). */
    /** Where the song is now, to the engine's precision (`position` is kept twice a second). */
    exactPosition(): number {
      return engine && loadedSongId === state.current?.song_id ? engine.position() : state.position;
    },
    /** 'Transmitir': the browser's chooser of speakers and TVs, in the press that asks. */
    castToDevice() {
      engine?.remote?.prompt().catch(() => {
        // Closed without choosing, or the device went away: the music stays here.
      });
    },
    setSleepTimer(choice: SleepChoice | null) {
      set({ sleep: choice === null ? null : startSleepTimer(choice, now()) });
      applyVolume();
    },
    toggleMute() {
      const muted = !state.muted;
      engine?.setMuted(muted);
      set({ muted });
    },
    /** Reads the engine's position (the bar calls this while playing). */
    tick() {
      if (!engine || !state.playing || state.loading) return;
      const position = engine.position();
      if (Math.abs(position - state.position) >= 0.25) set({ position });
    },
    /**
     * Sign-out and a lost session: the sound stops, the file is let go, and nothing of the last
     * person's queue stays on screen (the bar hides; volume and mute go back to defaults too).
     */
    reset() {
      quiet = false;
      generation += 1;
      clearTimer();
      loadedSongId = null;
      failures = 0;
      engine?.unload();
      engine?.setVolume(INITIAL_PLAYER_STATE.volume / 100);
      engine?.setMuted(INITIAL_PLAYER_STATE.muted);
      set({ ...INITIAL_PLAYER_STATE });
    },
    /** Puts back a saved queue, paused (reload or relaunch of the installed app). */
    restore(saved: RestoredPlayer) {
      const current = saved.list[saved.index] ?? null;
      if (!current || state.current) return;
      set({
        list: saved.list,
        index: saved.index,
        current,
        playlistId: saved.playlistId,
        hidden: saved.hidden,
        volume: clampVolume(saved.volume),
        muted: saved.muted,
        position: Math.max(0, saved.position),
        duration: current.duration_seconds,
        playing: false,
        loading: false,
        shuffle: saved.shuffle ?? false,
        unshuffled: saved.shuffle ? (saved.unshuffled ?? null) : null,
        repeat: saved.repeat ?? 'all',
      });
    },
  };
}
