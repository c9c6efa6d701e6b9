import { describe, expect, it, vi } from 'vitest';
import type { Song } from '../../../domain/api';
import type { AudioEngine, EngineEvents } from '../../../src/features/player/engine';
import { cannotPlayMessage, notOfflineMessage } from '../../../src/features/player/messages';
import { readSavedPlayer, savePlayer } from '../../../src/features/player/persistence';
import { createPlayer, type PlayerDeps } from '../../../src/features/player/player';
import { volumeLevel } from '../../../src/features/player/volume';
import { createDb } from '../../../src/lib/db';
import { makeSong } from '../helpers/fake-api';

function song(id: number, title = `Canción ${id}`): Song {
  return makeSong(id, { title, audio: `/media/audios/${id}.wav` });
}

/** A fake engine that records calls; the test drives its events like a media element would. */
class FakeEngine implements AudioEngine {
  src: string | null = null;
  events: EngineEvents | null = null;
  playing = false;
  pos = 0;
  volume = 1;
  muted = false;
  calls: string[] = [];
  load(src: string, events: EngineEvents) {
    this.calls.push(`load ${src}`);
    this.src = src;
    this.events = events;
    this.pos = 0;
  }
  play() {
    this.calls.push('play');
    this.playing = true;
  }
  crossfade(src: string, events: EngineEvents, seconds: number) {
    this.calls.push(`crossfade ${src} ${seconds}`);
    this.src = src;
    this.events = events;
    this.pos = 0;
    this.playing = true;
  }
  pause() {
    this.calls.push('pause');
    this.playing = false;
  }
  stop() {
    this.calls.push('stop');
    this.playing = false;
    this.pos = 0;
  }
  seek(seconds: number) {
    this.pos = seconds;
  }
  position() {
    return this.pos;
  }
  duration() {
    return 180;
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  unload() {
    this.src = null;
  }
  preloaded: string[] = [];
  preload(src: string) {
    this.preloaded.push(src);
  }
  /** The media element started playing. */
  started() {
    this.events?.onLoad();
    this.events?.onPlay();
  }
}

async function setup(deps: Partial<PlayerDeps> = {}) {
  const engine = new FakeEngine();
  const started: number[] = [];
  const player = createPlayer({
    createEngine: () => engine,
    onStarted: (s) => started.push(s.song_id),
    ...deps,
  });
  // Lets the async start (canPlay, engine creation) reach engine.load.
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { engine, player, started, settle };
}

const list = [song(1), song(2), song(3)];

describe('player store (spec section 4 transitions)', () => {
  it('plays a list from a row, and the playing flag follows the engine', async () => {
    const { engine, player, started, settle } = await setup();
    player.playSongs(list, 1, { playlistId: 7 });
    await settle();
    expect(engine.src).toBe('/media/audios/2.wav');
    expect(player.getState()).toMatchObject({
      playing: true,
      loading: true,
      hidden: false,
      playlistId: 7,
    });
    engine.started();
    expect(player.getState()).toMatchObject({ playing: true, loading: false, index: 1 });
    expect(player.getState().current?.song_id).toBe(2);
    expect(started).toEqual([2]);
  });

  it('play/pause toggles, and play on the playing song pauses it', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0);
    await settle();
    engine.started();
    player.toggle();
    expect(player.getState().playing).toBe(false);
    expect(engine.playing).toBe(false);
    player.toggle();
    expect(player.getState().playing).toBe(true);
    expect(engine.playing).toBe(true);
    // The same song's play button while it plays: pause, without reloading the file.
    player.playSongs(list, 0, { pauseIfPlaying: true });
    expect(player.getState().playing).toBe(false);
    player.playSongs(list, 0, { pauseIfPlaying: true });
    expect(player.getState().playing).toBe(true);
    expect(engine.calls.filter((call) => call.startsWith('load'))).toHaveLength(1);
  });

  it("a playlist's 'Reproducir' on the song already playing plays on within the playlist", async () => {
    const { engine, player, settle } = await setup();
    // Heard from the home, alone; then the playlist that starts with it is played.
    player.playSongs([list[0]], 0);
    await settle();
    engine.started();
    player.playSongs(list, 0, { playlistId: 9 });
    expect(player.getState()).toMatchObject({ playing: true, playlistId: 9, index: 0 });
    expect(player.getState().list.map((item) => item.song_id)).toEqual([1, 2, 3]);
    expect(engine.playing).toBe(true);
    expect(engine.calls.filter((call) => call.startsWith('load'))).toHaveLength(1);
  });

  it('starts a song at a given second, and moves the playing song there without reloading it', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0, { startAt: 42 });
    await settle();
    expect(engine.pos).toBe(42);
    expect(player.getState()).toMatchObject({ position: 42, playing: true });
    engine.started();
    player.pause();
    // The same song, elsewhere (its waveform clicked): a seek that plays, not a pause.
    player.playSongs(list, 0, { startAt: 90 });
    expect(engine.pos).toBe(90);
    expect(player.getState()).toMatchObject({ position: 90, playing: true });
    expect(engine.calls.filter((call) => call.startsWith('load'))).toHaveLength(1);
  });

  it('next and previous wrap around', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 2);
    await settle();
    player.next();
    await settle();
    expect(player.getState().current?.song_id).toBe(1);
    expect(engine.src).toBe('/media/audios/1.wav');
    player.previous();
    await settle();
    expect(player.getState().current?.song_id).toBe(3);
    player.previous();
    await settle();
    expect(player.getState().current?.song_id).toBe(2);
  });

  it('the end of a song plays the next, wrapping at the end of the list', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 2);
    await settle();
    engine.started();
    engine.events?.onEnd();
    await settle();
    expect(player.getState().current?.song_id).toBe(1);
    expect(player.getState().playing).toBe(true);
  });

  it('a single song ends paused at 0 instead of looping', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs([song(9)], 0);
    await settle();
    engine.started();
    engine.events?.onEnd();
    expect(player.getState()).toMatchObject({ playing: false, position: 0 });
  });

  it('close stops the audio, puts the position to 0 and hides the player', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0);
    await settle();
    engine.started();
    player.seek(42);
    expect(engine.pos).toBe(42);
    player.close();
    expect(player.getState()).toMatchObject({ playing: false, position: 0, hidden: true });
    expect(engine.calls.at(-1)).toBe('stop');
    // Playing again shows it (the screen is told right after the media request is made).
    player.playSongs(list, 1);
    await settle();
    expect(player.getState().hidden).toBe(false);
  });

  it('mute toggles and volume is kept within 0-100', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0);
    await settle();
    player.toggleMute();
    expect(player.getState().muted).toBe(true);
    expect(engine.muted).toBe(true);
    player.toggleMute();
    expect(engine.muted).toBe(false);
    player.setVolume(150);
    expect(player.getState().volume).toBe(100);
    expect(engine.volume).toBe(1);
    player.setVolume(-3);
    expect(player.getState().volume).toBe(0);
    player.setVolume(35);
    expect(engine.volume).toBeCloseTo(0.35);
  });

  it('a file that fails shows a Spanish message and moves on to the next song', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0);
    await settle();
    engine.events?.onError('404');
    await settle();
    expect(player.getState().notice?.text).toBe(cannotPlayMessage('Canción 1'));
    expect(player.getState().current?.song_id).toBe(2);
  });

  it('never spins forever: a file with no sign of life is skipped after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const engine = new FakeEngine();
      const player = createPlayer({ createEngine: () => engine, loadTimeoutMs: 1000 });
      player.playSongs(list, 0);
      await vi.advanceTimersByTimeAsync(0);
      expect(player.getState().loading).toBe(true);
      await vi.advanceTimersByTimeAsync(1001);
      expect(player.getState().notice?.text).toBe(cannotPlayMessage('Canción 1'));
      expect(player.getState().current?.song_id).toBe(2);
      // Every song failing: the player stops instead of cycling.
      await vi.advanceTimersByTimeAsync(2000);
      expect(player.getState()).toMatchObject({ playing: false, loading: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, a song that is not saved is refused with the Spanish message and nothing loads', async () => {
    const { engine, player, settle } = await setup({
      canPlay: async (s) => s.song_id !== 1,
    });
    player.playSongs(list, 0);
    await settle();
    await settle();
    expect(player.getState().notice?.text).toBe(notOfflineMessage('Canción 1'));
    expect(player.getState().current).toBeNull();
    expect(engine.src).toBeNull();
  });

  it('offline, pressing an unsaved song keeps the song playing and its queue', async () => {
    const { engine, player, settle } = await setup({
      canPlay: async (s) => s.song_id !== 3,
    });
    player.playSongs(list, 1);
    await settle();
    engine.started();
    expect(player.getState().current?.song_id).toBe(2);
    player.playSongs([song(3), song(4)], 0);
    await settle();
    await settle();
    const state = player.getState();
    expect(state.notice?.text).toBe(notOfflineMessage('Canción 3'));
    expect(state.current?.song_id).toBe(2);
    expect(state.playing).toBe(true);
    expect(state.list.map((s) => s.song_id)).toEqual([1, 2, 3]);
    expect(engine.src).toBe('/media/audios/2.wav');
  });

  it('restores a saved queue paused and resumes from the saved position', async () => {
    const { engine, player, settle } = await setup();
    player.restore({
      list,
      index: 2,
      playlistId: null,
      hidden: false,
      volume: 40,
      muted: true,
      position: 61,
    });
    expect(player.getState()).toMatchObject({
      playing: false,
      position: 61,
      volume: 40,
      muted: true,
    });
    expect(engine.src).toBeNull();
    player.toggle();
    await settle();
    expect(engine.src).toBe('/media/audios/3.wav');
    expect(engine.pos).toBe(61);
    expect(engine.muted).toBe(true);
    expect(engine.volume).toBeCloseTo(0.4);
  });
});

describe('volume icon thresholds (spec: 0, up to 30, up to 70, above)', () => {
  it.each([
    [0, false, 'off'],
    [50, true, 'off'],
    [1, false, 'low'],
    [30, false, 'low'],
    [31, false, 'mid'],
    [70, false, 'mid'],
    [71, false, 'high'],
    [100, false, 'high'],
  ] as const)('volume %i muted %s → %s', (volume, muted, level) => {
    expect(volumeLevel(volume, muted)).toBe(level);
  });
});

describe('sign-out and unreachable servers', () => {
  it('reset stops the sound, lets the file go and hides everything of the last person', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 1, { playlistId: 7 });
    await settle();
    engine.started();
    player.setVolume(30);
    player.reset();
    expect(engine.src).toBeNull();
    expect(player.getState()).toMatchObject({
      current: null,
      list: [],
      playing: false,
      hidden: true,
      playlistId: null,
      volume: 80,
    });
    // A late event of the abandoned song changes nothing.
    engine.events?.onPlay();
    expect(player.getState().playing).toBe(false);
  });

  it('a song that fails while the server does not answer is "not available offline"', async () => {
    const { engine, player, settle } = await setup({ serverReachable: async () => false });
    player.playSongs([song(1, 'Lejos'), song(2)], 0);
    await settle();
    engine.events?.onError('network');
    await settle();
    expect(player.getState().notice?.text).toBe(notOfflineMessage('Lejos'));
  });

  it('a song that fails while the server answers is a plain failure', async () => {
    const { engine, player, settle } = await setup({ serverReachable: async () => true });
    player.playSongs([song(1, 'Rota'), song(2)], 0);
    await settle();
    engine.events?.onError('network');
    await settle();
    expect(player.getState().notice?.text).toBe(cannotPlayMessage('Rota'));
  });
});

describe("'Aleatorio' and 'Repetir'", () => {
  const many = Array.from({ length: 8 }, (_, i) => song(i + 1));
  const ids = (songs: readonly Song[]) => songs.map((s) => s.song_id);

  it('repeat cycles all → one → off → all, starting at the spec wrap-around (all)', async () => {
    const { player } = await setup();
    expect(player.getState().repeat).toBe('all');
    player.cycleRepeat();
    expect(player.getState().repeat).toBe('one');
    player.cycleRepeat();
    expect(player.getState().repeat).toBe('off');
    player.cycleRepeat();
    expect(player.getState().repeat).toBe('all');
  });

  it("'one' plays the same song again, also in a list of one", async () => {
    const { engine, player, settle } = await setup();
    player.playSongs([song(9)], 0);
    player.cycleRepeat();
    await settle();
    engine.started();
    engine.calls.length = 0;
    engine.events?.onEnd();
    await settle();
    expect(engine.calls).toContain('load /media/audios/9.wav');
    expect(player.getState()).toMatchObject({ playing: true, index: 0 });
  });

  it("'off' stops after the last song instead of wrapping", async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 2);
    player.cycleRepeat();
    player.cycleRepeat();
    await settle();
    engine.started();
    engine.events?.onEnd();
    await settle();
    expect(player.getState()).toMatchObject({ playing: false, position: 0, index: 2 });
  });

  it('shuffle keeps the current song, plays every other once before any comes back, and off restores the order', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const { engine, player, settle } = await setup({ random });
    player.playSongs(many, 3);
    await settle();
    engine.started();
    player.toggleShuffle();
    const shuffled = player.getState();
    expect(shuffled).toMatchObject({ shuffle: true, index: 0 });
    expect(shuffled.current?.song_id).toBe(4);
    expect(ids(shuffled.list)[0]).toBe(4);
    expect([...ids(shuffled.list)].sort((a, b) => a - b)).toEqual(ids(many));
    expect(ids(shuffled.list)).not.toEqual(ids(many));

    const heard = [4];
    for (let i = 1; i < many.length; i += 1) {
      engine.events?.onEnd();
      await settle();
      engine.started();
      heard.push(player.getState().current?.song_id ?? 0);
    }
    expect(new Set(heard).size).toBe(many.length);

    player.toggleShuffle();
    const current = player.getState().current?.song_id;
    expect(player.getState()).toMatchObject({ shuffle: false, unshuffled: null });
    expect(ids(player.getState().list)).toEqual(ids(many));
    expect(player.getState().list[player.getState().index].song_id).toBe(current);
  });

  it('a new list played while shuffling is shuffled too, starting with the chosen song', async () => {
    const { player, settle } = await setup();
    player.playSongs(list, 0);
    player.toggleShuffle();
    player.playSongs(many, 5);
    await settle();
    expect(player.getState().current?.song_id).toBe(6);
    expect(player.getState().index).toBe(0);
    expect(ids(player.getState().unshuffled ?? [])).toEqual(ids(many));
  });

  it('saves shuffle, the order it replaced and repeat, and reads them back', async () => {
    const database = createDb(`player-order-${Date.now()}`);
    const { player } = await setup();
    player.playSongs(list, 1);
    player.toggleShuffle();
    player.cycleRepeat();
    await savePlayer(player.getState(), database);
    const saved = await readSavedPlayer(database);
    expect(saved).toMatchObject({ shuffle: true, repeat: 'one', index: 0 });
    expect(ids(saved?.unshuffled ?? [])).toEqual([1, 2, 3]);
    database.close();
    await database.delete();
  });

  it('restores shuffle and repeat with the queue', async () => {
    const { player } = await setup();
    player.restore({
      list: [song(3), song(1), song(2)],
      index: 0,
      playlistId: null,
      hidden: false,
      volume: 50,
      muted: false,
      position: 0,
      shuffle: true,
      unshuffled: list,
      repeat: 'one',
    });
    expect(player.getState()).toMatchObject({ shuffle: true, repeat: 'one' });
    player.toggleShuffle();
    expect(ids(player.getState().list)).toEqual([1, 2, 3]);
    expect(player.getState().index).toBe(2);
  });
});

describe("'Cola': the queue", () => {
  const ids = (songs: readonly Song[]) => songs.map((s) => s.song_id);

  async function playing(songs: readonly Song[], index = 0) {
    const ctx = await setup();
    ctx.player.playSongs(songs, index);
    await ctx.settle();
    ctx.engine.started();
    return ctx;
  }

  it("'Reproducir a continuación' puts the song right after the current one, and it plays next", async () => {
    const { engine, player, settle } = await playing(list, 0);
    player.playNext(song(7));
    expect(ids(player.getState().list)).toEqual([1, 7, 2, 3]);
    expect(player.getState()).toMatchObject({ index: 0, playing: true });
    engine.events?.onEnd();
    await settle();
    expect(player.getState().current?.song_id).toBe(7);
  });

  it("'Añadir a la cola' appends at the end without touching what plays", async () => {
    const { engine, player } = await playing(list, 1);
    engine.calls.length = 0;
    player.addToQueue(song(8));
    expect(ids(player.getState().list)).toEqual([1, 2, 3, 8]);
    expect(player.getState().current?.song_id).toBe(2);
    expect(engine.calls).toEqual([]);
  });

  it('with nothing on the bar, a song sent to the queue plays', async () => {
    const { player, settle } = await setup();
    player.addToQueue(song(5));
    await settle();
    expect(player.getState()).toMatchObject({ index: 0, hidden: false, playing: true });
    expect(player.getState().current?.song_id).toBe(5);
    player.close();
    player.playNext(song(6));
    await settle();
    expect(ids(player.getState().list)).toEqual([6]);
  });

  it('reorders upcoming songs, and the next song follows the new order', async () => {
    const { engine, player, settle } = await playing([...list, song(4)], 0);
    player.moveInQueue(3, 1);
    expect(ids(player.getState().list)).toEqual([1, 4, 2, 3]);
    // The song playing cannot be moved, nor moved onto.
    player.moveInQueue(0, 2);
    player.moveInQueue(2, 0);
    player.moveInQueue(2, 9);
    expect(ids(player.getState().list)).toEqual([1, 4, 2, 3]);
    engine.events?.onEnd();
    await settle();
    expect(player.getState().current?.song_id).toBe(4);
  });

  it('removes one upcoming song and clears the rest, leaving the current song playing', async () => {
    const { player } = await playing([...list, song(4)], 1);
    player.removeFromQueue(2);
    expect(ids(player.getState().list)).toEqual([1, 2, 4]);
    player.removeFromQueue(1);
    player.removeFromQueue(0);
    expect(ids(player.getState().list)).toEqual([1, 2, 4]);
    player.clearQueue();
    expect(ids(player.getState().list)).toEqual([2]);
    expect(player.getState()).toMatchObject({ index: 0, playing: true });
    expect(player.getState().current?.song_id).toBe(2);
  });

  it("while shuffled, additions and removals also reach the order 'Aleatorio' off puts back", async () => {
    const { player } = await setup({ random: () => 0 });
    player.playSongs(list, 1);
    player.toggleShuffle();
    expect(ids(player.getState().list)[0]).toBe(2);
    player.playNext(song(7));
    player.addToQueue(song(8));
    expect(ids(player.getState().list).slice(0, 2)).toEqual([2, 7]);
    expect(ids(player.getState().unshuffled ?? [])).toEqual([1, 2, 7, 3, 8]);
    const at = ids(player.getState().list).indexOf(3);
    player.removeFromQueue(at);
    player.toggleShuffle();
    expect(ids(player.getState().list)).toEqual([1, 2, 7, 8]);
    expect(player.getState().index).toBe(1);
  });

  it('pausing the current song from a card keeps the queue as built', async () => {
    const { player } = await playing(list, 0);
    player.addToQueue(song(9));
    player.playSongs([song(1)], 0, { pauseIfPlaying: true });
    expect(player.getState().playing).toBe(false);
    expect(ids(player.getState().list)).toEqual([1, 2, 3, 9]);
  });

  it('the edited queue is saved and read back', async () => {
    const { player } = await playing(list, 0);
    player.playNext(song(6));
    await savePlayer(player.getState());
    expect(ids((await readSavedPlayer())?.list ?? [])).toEqual([1, 6, 2, 3]);
  });
});

describe('next-song preload', () => {
  it('once a song plays, the next one starts loading; queue edits and repeat change which', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0);
    await settle();
    expect(engine.preloaded).toEqual([]);
    engine.started();
    await settle();
    expect(engine.preloaded).toEqual(['/media/audios/2.wav']);
    player.playNext(song(7));
    await settle();
    expect(engine.preloaded.at(-1)).toBe('/media/audios/7.wav');
    player.cycleRepeat();
    await settle();
    // 'Repetir' one: the same file plays again, nothing else to fetch.
    expect(engine.preloaded.at(-1)).toBe('/media/audios/7.wav');
    expect(engine.preloaded).toHaveLength(2);
  });

  it('the last song with repeat all preloads the first; with repeat off, nothing', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 2);
    await settle();
    engine.started();
    await settle();
    expect(engine.preloaded).toEqual(['/media/audios/1.wav']);
    player.cycleRepeat();
    player.cycleRepeat();
    await settle();
    expect(engine.preloaded).toEqual(['/media/audios/1.wav']);
  });

  it('does not fetch ahead a song that cannot play now (offline and not saved)', async () => {
    const { engine, player, settle } = await setup({ canPlay: (s) => s.song_id !== 2 });
    player.playSongs(list, 0);
    await settle();
    engine.started();
    await settle();
    expect(engine.preloaded).toEqual([]);
  });
});

describe('first press of play', () => {
  const warmPlayer = async () => {
    const { engine, player, settle } = await setup();
    player.warm();
    await settle();
    const seen: string[] = [];
    player.subscribe(() => {
      const current = player.getState().current;
      if (current) seen.push(`${current.song_id} after ${engine.calls.length} calls`);
    });
    return { engine, player, seen };
  };

  it('with the engine warm and online, the file is requested in the click and the screen hears of the song once it sounds', async () => {
    const { engine, player, seen } = await warmPlayer();
    player.playSongs(list, 1);
    // Synchronously, in the click's task: the media element already has its file, and the
    // player's own state is already the new song's.
    expect(engine.calls).toEqual(['load /media/audios/2.wav', 'play']);
    expect(player.getState()).toMatchObject({ playing: true, loading: true, hidden: false });
    expect(player.getState().current?.song_id).toBe(2);
    // The screen is left alone while the media element loads.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    engine.started();
    expect(seen[0]).toBe('2 after 2 calls');
    expect(player.getState()).toMatchObject({ playing: true, loading: false });
  });

  it('a song that takes longer shows as loading after the quiet start, not later', async () => {
    const { engine, player, seen } = await warmPlayer();
    vi.useFakeTimers();
    try {
      player.playSongs(list, 1);
      vi.advanceTimersByTime(99);
      expect(seen).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual(['2 after 2 calls']);
      expect(player.getState()).toMatchObject({ playing: true, loading: true });
      expect(engine.calls).toEqual(['load /media/audios/2.wav', 'play']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closing the player during a quiet start hides the bar at once', async () => {
    const { player } = await warmPlayer();
    const hidden: boolean[] = [];
    player.subscribe(() => hidden.push(player.getState().hidden));
    player.playSongs(list, 1);
    player.close();
    expect(hidden).toEqual([true]);
  });
});

describe("'Reproducción automática'", () => {
  it('goes on with songs like the last ones when the queue ends, marked as recommended', async () => {
    const continueWith = vi.fn(async () => [song(2), song(40), song(41)]);
    const { engine, player, settle } = await setup({ continueWith });
    player.playSongs(list, 2);
    player.cycleRepeat();
    player.cycleRepeat();
    await settle();
    engine.started();
    engine.events?.onEnd();
    await settle();
    await settle();
    const [lastPlayed, queued] = continueWith.mock.calls[0] as unknown as [Song[], Song[]];
    expect(lastPlayed.map((s) => s.song_id)).toEqual([1, 2, 3]);
    expect(queued.map((s) => s.song_id)).toEqual([1, 2, 3]);
    // A song the queue holds already is not added twice.
    expect(player.getState().list.map((s) => s.song_id)).toEqual([1, 2, 3, 40, 41]);
    expect(player.getState()).toMatchObject({ index: 3, playing: true, recommended: [40, 41] });
    expect(engine.calls).toContain('load /media/audios/40.wav');
    // A new list played from a card is not recommended any more.
    player.playSongs([song(5)], 0);
    expect(player.getState().recommended).toEqual([]);
  });

  it('stops as before when nothing comes (autoplay off, nothing found)', async () => {
    const { engine, player, settle } = await setup({ continueWith: async () => [] });
    player.playSongs([song(9)], 0);
    await settle();
    engine.started();
    engine.events?.onEnd();
    await settle();
    expect(player.getState()).toMatchObject({ playing: false, loading: false, position: 0 });
  });

  it('a pause while the songs are asked for wins: nothing starts by itself', async () => {
    let answer: (songs: Song[]) => void = () => undefined;
    const continueWith = () => new Promise<Song[]>((resolve) => (answer = resolve));
    const { engine, player, settle } = await setup({ continueWith });
    player.playSongs([song(9)], 0);
    await settle();
    engine.started();
    engine.events?.onEnd();
    player.pause();
    answer([song(50)]);
    await settle();
    expect(player.getState().list.map((s) => s.song_id)).toEqual([9]);
    expect(player.getState().playing).toBe(false);
  });
});

describe('where a listen started', () => {
  it('a press takes the screen it was made on; the queue going on by itself is the queue', async () => {
    let screen: 'search' | 'playlist' = 'search';
    const { engine, player, settle } = await setup({ pressedFrom: () => screen });
    player.playSongs(list, 0);
    await settle();
    engine.started();
    expect(player.getState()).toMatchObject({ listen: 1, origin: 'search' });
    engine.events?.onEnd();
    await settle();
    expect(player.getState()).toMatchObject({ listen: 2, origin: 'queue' });
    player.next();
    await settle();
    expect(player.getState().origin).toBe('queue');
    screen = 'playlist';
    player.playSongs(list, 0);
    await settle();
    expect(player.getState()).toMatchObject({ origin: 'playlist' });
  });
});

describe('\'Temporizador\' (docs/product.md "Temporizador")', () => {
  const MINUTE = 60_000;

  async function playingWithClock() {
    let clock = 1_000_000;
    const { engine, player, settle } = await setup({ now: () => clock });
    player.playSongs(list, 0);
    await settle();
    engine.started();
    const setClock = (ms: number) => {
      clock = ms;
    };
    /** The element moved at `ms` (a timeupdate). */
    const at = (ms: number) => {
      setClock(ms);
      engine.events?.onTime?.();
    };
    return { engine, player, start: clock, at, setClock };
  }

  it('15 minutes: full volume until the last 10 s, fading there, then a pause', async () => {
    const { engine, player, start, at } = await playingWithClock();
    player.setSleepTimer(15);
    expect(player.getState().sleep).toEqual({ kind: 'at', endsAt: start + 15 * MINUTE });
    at(start + 15 * MINUTE - 20_000);
    expect(engine.volume).toBeCloseTo(0.8);
    at(start + 15 * MINUTE - 5_000);
    expect(engine.volume).toBeCloseTo(0.4);
    expect(player.getState().playing).toBe(true);
    at(start + 15 * MINUTE);
    expect(player.getState()).toMatchObject({ playing: false, sleep: null });
    expect(engine.calls.at(-1)).toBe('pause');
    // The next play is at the person's volume.
    expect(engine.volume).toBeCloseTo(0.8);
  });

  it('a volume change during the fade keeps fading from the new volume', async () => {
    const { engine, player, start, at } = await playingWithClock();
    player.setSleepTimer(30);
    at(start + 30 * MINUTE - 5_000);
    player.setVolume(40);
    expect(engine.volume).toBeCloseTo(0.2);
  });

  it("'Al terminar la canción' fades the song's last 10 s and stops instead of going on", async () => {
    const { engine, player, at, start } = await playingWithClock();
    player.setSleepTimer('songEnd');
    engine.pos = 100;
    at(start);
    expect(engine.volume).toBeCloseTo(0.8);
    engine.pos = 175;
    at(start);
    expect(engine.volume).toBeCloseTo(0.4);
    engine.events?.onEnd();
    expect(engine.src).toBe('/media/audios/1.wav');
    expect(player.getState()).toMatchObject({ playing: false, sleep: null, index: 0 });
    expect(engine.volume).toBeCloseTo(0.8);
  });

  it('turned off, the volume comes back at once; a timer run out while paused is over', async () => {
    const { engine, player, start, at, setClock } = await playingWithClock();
    player.setSleepTimer(15);
    at(start + 15 * MINUTE - 5_000);
    player.setSleepTimer(null);
    expect(engine.volume).toBeCloseTo(0.8);

    player.setSleepTimer(15);
    player.pause();
    // Paused, the element reports nothing; the time passes all the same.
    setClock(start + 45 * MINUTE);
    player.play();
    expect(player.getState()).toMatchObject({ playing: true, sleep: null });
    expect(engine.volume).toBeCloseTo(0.8);
  });
});

describe('\'Fundido entre canciones\' (docs/product.md "Fundido entre canciones")', () => {
  async function playingWithFade(seconds: number, songs = list) {
    const { engine, player, settle } = await setup({ crossfadeSeconds: () => seconds });
    player.playSongs(songs, 0);
    await settle();
    engine.started();
    /** The element moved to `position` (a timeupdate). */
    const at = (position: number) => {
      engine.pos = position;
      engine.events?.onTime?.();
    };
    return { engine, player, settle, at };
  }

  it('starts the next song under the end of this one, once, when it ends by itself', async () => {
    const { engine, player, at } = await playingWithFade(6);
    at(170);
    expect(engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);
    at(174.5);
    expect(engine.calls.at(-1)).toBe('crossfade /media/audios/2.wav 6');
    expect(player.getState()).toMatchObject({ index: 1, playing: true });
    expect(player.getState().current?.song_id).toBe(2);
    // The new song's own moves do not fade again until its own end.
    at(3);
    expect(engine.calls.filter((call) => call.startsWith('crossfade'))).toHaveLength(1);
  });

  it('is off by default, and never on a skip', async () => {
    const { engine, player, settle } = await setup();
    player.playSongs(list, 0);
    await settle();
    engine.started();
    engine.pos = 179;
    engine.events?.onTime?.();
    expect(engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);

    const faded = await playingWithFade(6);
    faded.at(100);
    faded.player.next();
    await faded.settle();
    expect(faded.engine.calls.at(-2)).toBe('load /media/audios/2.wav');
    expect(faded.engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);
  });

  it("not into the same song ('Repetir' one), nor before 'Al terminar la canción'", async () => {
    const once = await playingWithFade(6);
    while (once.player.getState().repeat !== 'one') once.player.cycleRepeat();
    once.at(178);
    expect(once.engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);

    const sleepy = await playingWithFade(6);
    sleepy.player.setSleepTimer('songEnd');
    sleepy.at(178);
    expect(sleepy.engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);
  });

  it('takes at most half of a short song', async () => {
    const short = [song(1), { ...song(2), duration_seconds: 4 }];
    const { engine, at } = await playingWithFade(12, short);
    at(170);
    expect(engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);
    at(178.5);
    expect(engine.calls.at(-1)).toBe('crossfade /media/audios/2.wav 2');
  });

  it('waits for the end where the device must first say whether the next song plays offline', async () => {
    const { engine, at } = await (async () => {
      const made = await setup({
        crossfadeSeconds: () => 6,
        canPlay: (one) => (one.song_id === 1 ? true : Promise.resolve(true)),
      });
      made.player.playSongs(list, 0);
      await made.settle();
      made.engine.started();
      return {
        engine: made.engine,
        at: (position: number) => {
          made.engine.pos = position;
          made.engine.events?.onTime?.();
        },
      };
    })();
    at(178);
    expect(engine.calls.some((call) => call.startsWith('crossfade'))).toBe(false);
  });
});
