/**
 * The engine on <audio> elements when an engine's media stack reports 'playing' for a preloaded
 * element and never advances it (seen in WebKitGTK): the song moves into an
 * element that works, and preloaded elements are no longer played in that engine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineEvents } from '../../../src/features/player/engine';
import {
  createMediaElementEngine,
  PRELOAD_STICKS_KEY,
  PRELOADED_STUCK_MS,
  SILENT_START_MS,
  STUCK_START_MS,
} from '../../../src/features/player/media-element-engine';

/**
 * Elements whose play() "starts" them; those in `stuckSources` never advance, and those in
 * `silentSources` have the music but never report 'playing' either.
 */
const stuckSources = new Set<string>();
const silentSources = new Set<string>();
const played: HTMLMediaElement[] = [];

function set(element: HTMLMediaElement, name: string, value: unknown) {
  Object.defineProperty(element, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  stuckSources.clear();
  silentSources.clear();
  played.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    set(this, 'paused', false);
    set(this, 'readyState', 4);
    if (typeof Object.getOwnPropertyDescriptor(this, 'currentTime')?.value !== 'number') {
      set(this, 'currentTime', 0);
    }
    queueMicrotask(() => {
      if (silentSources.has(this.src)) return;
      this.dispatchEvent(new Event('playing'));
      // WebKitGTK's stuck element: from 0 to 1e-9 at its 'playing', then nowhere.
      if (stuckSources.has(this.src)) this.currentTime += 1e-9;
      else this.currentTime += 1;
    });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    set(this, 'paused', true);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const events = (): EngineEvents & { plays: number } => {
  const to = {
    plays: 0,
    onLoad: () => undefined,
    onPlay: () => {
      to.plays += 1;
    },
    onEnd: () => undefined,
    onError: () => undefined,
  };
  return to;
};

const A = 'http://localhost/media/audios/a.m4a';
const B = 'http://localhost/media/audios/b.m4a';
const C = 'http://localhost/media/audios/c.m4a';

/** The element that last started playing `src`. */
const lastPlayed = (src: string) => played.filter((element) => element.src === src).at(-1);

describe('media element engine: a start that does not advance', () => {
  it('moves a stuck preloaded song into a working element, and stops playing preloaded ones', async () => {
    const engine = createMediaElementEngine();
    const to = events();
    engine.load(A, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    const first = lastPlayed(A);

    engine.preload(B);
    stuckSources.add(B);
    engine.load(B, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    const preloaded = lastPlayed(B);
    expect(to.plays).toBe(2);

    stuckSources.delete(B);
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    const working = lastPlayed(B);
    expect(working).not.toBe(preloaded);
    // The spare element is the one that played A: known to play without a press.
    expect(working).toBe(first);
    expect(preloaded?.getAttribute('src')).toBeNull();
    expect(engine.position()).toBeGreaterThan(0);

    // From now on the song after is loaded where songs play, not in its preloaded element.
    engine.preload(C);
    engine.load(C, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(lastPlayed(C)).toBe(preloaded);
    expect(new Set(played.filter((element) => element.src === C)).size).toBe(1);
  });

  it('judges a preloaded start sooner: the next song is not held a second and a half', async () => {
    const engine = createMediaElementEngine();
    const to = events();
    engine.load(A, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    engine.preload(B);
    stuckSources.add(B);
    engine.load(B, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    const preloaded = lastPlayed(B);
    await vi.advanceTimersByTimeAsync(PRELOADED_STUCK_MS + 10);
    expect(lastPlayed(B)).not.toBe(preloaded);
  });

  it('gives a start that is not preloaded its full time', async () => {
    const engine = createMediaElementEngine();
    stuckSources.add(A);
    engine.load(A, events());
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    const first = lastPlayed(A);
    await vi.advanceTimersByTimeAsync(STUCK_START_MS - 100);
    expect(lastPlayed(A)).toBe(first);
    await vi.advanceTimersByTimeAsync(200);
    expect(lastPlayed(A)).not.toBe(first);
  });

  it('what one page learned holds on the next page, until the browser is updated', async () => {
    const learning = createMediaElementEngine();
    const to = events();
    learning.load(A, to);
    learning.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    learning.preload(B);
    stuckSources.add(B);
    learning.load(B, to);
    learning.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    learning.unload();
    stuckSources.clear();
    expect(localStorage.getItem(PRELOAD_STICKS_KEY)).toBe(navigator.userAgent);

    /** On a new page: whether B starts in the element it was preloaded in, as it was loaded. */
    const startsAsPreloaded = async () => {
      const engine = createMediaElementEngine();
      engine.load(A, events());
      engine.play();
      await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
      engine.preload(B);
      const preloaded = Array.from(document.querySelectorAll('audio')).find(
        (element) => element.getAttribute('src') === B,
      );
      // Letting the preloaded file go and loading it afresh (even into the same element) is
      // what keeps WebKitGTK from sticking.
      const reloads: MutationRecord[] = [];
      const watch = new MutationObserver((records) => reloads.push(...records));
      if (preloaded) watch.observe(preloaded, { attributeFilter: ['src'] });
      engine.load(B, events());
      engine.play();
      await vi.advanceTimersByTimeAsync(0);
      watch.disconnect();
      const asPreloaded = lastPlayed(B) === preloaded && reloads.length === 0;
      engine.unload();
      return asPreloaded;
    };
    expect(await startsAsPreloaded()).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Un navegador actualizado');
    expect(await startsAsPreloaded()).toBe(true);
  });

  it('moves a preloaded song that never reports playing, with its music at hand', async () => {
    const engine = createMediaElementEngine();
    const to = events();
    engine.load(A, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);

    engine.preload(B);
    silentSources.add(B);
    engine.load(B, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(SILENT_START_MS - 100);
    const preloaded = lastPlayed(B);
    expect(to.plays).toBe(1);

    silentSources.delete(B);
    await vi.advanceTimersByTimeAsync(200);
    const working = lastPlayed(B);
    expect(working).not.toBe(preloaded);
    expect(to.plays).toBe(2);
    expect(preloaded?.getAttribute('src')).toBeNull();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    expect(engine.position()).toBeGreaterThan(0);
  });

  it('waits for an element asked to play while its music is still on its way', async () => {
    const engine = createMediaElementEngine();
    const to = events();
    silentSources.add(A);
    engine.load(A, to);
    engine.play();
    const asked = lastPlayed(A);
    if (asked) set(asked, 'readyState', 1);
    await vi.advanceTimersByTimeAsync(SILENT_START_MS * 3);
    expect(lastPlayed(A)).toBe(asked);
    expect(played).toHaveLength(1);
  });

  it('leaves a start that advances alone, and keeps using preloaded elements', async () => {
    const engine = createMediaElementEngine();
    const to = events();
    engine.load(A, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(10);
    engine.preload(B);
    const before = document.querySelectorAll('audio');
    const preloadedElement = Array.from(before).find((element) => element.src === B);
    engine.load(B, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    expect(played.filter((element) => element.src === B)).toEqual([preloadedElement]);
  });

  it('a paused song is not taken for a stuck one', async () => {
    const engine = createMediaElementEngine();
    const to = events();
    stuckSources.add(A);
    engine.load(A, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    engine.pause();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS * 2);
    expect(played).toHaveLength(1);
  });
});

/** A TimeRanges of the given [start, end] pairs. */
const ranges = (...spans: [number, number][]) => ({
  length: spans.length,
  start: (index: number) => spans[index][0],
  end: (index: number) => spans[index][1],
});

describe('media element engine: a seek that lands and does not advance', () => {
  /** The element playing now: the last one started. */
  const sounding = () => played.at(-1) as HTMLMediaElement;
  /** An engine playing A, its start already watched. */
  const playingA = async () => {
    const engine = createMediaElementEngine();
    const to = events();
    engine.load(A, to);
    engine.play();
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    return { engine, to };
  };
  /**
   * A seek through the engine, landed as the element reports it; given `buffered` (spans of a
   * 29 s song), as WebKitGTK reports every landing: HAVE_CURRENT_DATA.
   */
  const seekAndLand = (
    engine: ReturnType<typeof createMediaElementEngine>,
    seconds: number,
    buffered?: [number, number][],
  ) => {
    const element = sounding();
    engine.seek(seconds);
    if (buffered) {
      set(element, 'duration', 29);
      set(element, 'buffered', ranges(...buffered));
      set(element, 'readyState', 2);
    }
    element.dispatchEvent(new Event('seeked'));
    return element;
  };

  it('moves the song into a working element at the position the listener chose', async () => {
    const { engine, to } = await playingA();
    const stuck = seekAndLand(engine, 15);
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);

    const working = sounding();
    expect(working).not.toBe(stuck);
    expect(working.src).toBe(A);
    expect(stuck.getAttribute('src')).toBeNull();
    // The new element learns the song's length first; then it is put where the listener chose.
    working.dispatchEvent(new Event('loadedmetadata'));
    expect(engine.position()).toBe(15);
    // Still one song playing as far as the player knows: no second 'playing' reported.
    expect(to.plays).toBe(1);
  });

  it('knows it stuck as WebKitGTK says it after a seek: HAVE_CURRENT_DATA, the song buffered', async () => {
    const { engine } = await playingA();
    const stuck = seekAndLand(engine, 21, [[0, 29]]);
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    expect(sounding()).not.toBe(stuck);
    expect(sounding().src).toBe(A);
  });

  it('leaves a seek that waits for the network alone', async () => {
    const { engine } = await playingA();
    // What has arrived ends half a second past where the listener landed.
    const waiting = seekAndLand(engine, 21, [
      [0, 5],
      [20, 21.5],
    ]);
    await vi.advanceTimersByTimeAsync(STUCK_START_MS * 2);
    expect(played).toEqual([waiting]);
  });

  it('leaves a seek that advances alone', async () => {
    const { engine } = await playingA();
    const element = seekAndLand(engine, 15);
    element.currentTime += 0.5;
    await vi.advanceTimersByTimeAsync(STUCK_START_MS + 10);
    expect(played).toEqual([element]);
    expect(engine.position()).toBe(15.5);
  });

  it('moves a song that stops mid-song with its music at hand, from where it stopped', async () => {
    const { engine, to } = await playingA();
    const stalled = sounding();
    // It played a second, then stays at 1 s while it says it has what comes next.
    await vi.advanceTimersByTimeAsync(STUCK_START_MS);
    const working = sounding();
    expect(working).not.toBe(stalled);
    expect(working.src).toBe(A);
    working.dispatchEvent(new Event('loadedmetadata'));
    expect(engine.position()).toBe(1);
    expect(to.plays).toBe(1);
    // A stop mid-song is not a preloaded start that sticks: the next song still plays preloaded.
    engine.preload(B);
    const preloaded = Array.from(document.querySelectorAll('audio')).find((a) => a.src === B);
    engine.load(B, events());
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(lastPlayed(B)).toBe(preloaded);
  });

  it('leaves a song that plays on alone, however long, and one waiting for the network', async () => {
    const { engine } = await playingA();
    const element = sounding();
    for (let moment = 0; moment < 10; moment += 1) {
      element.currentTime += 1.5;
      await vi.advanceTimersByTimeAsync(STUCK_START_MS);
    }
    expect(played).toEqual([element]);
    // Then it waits for the rest of the song: nothing ahead of where it is.
    set(element, 'duration', 29);
    set(element, 'readyState', 2);
    set(element, 'buffered', ranges([0, element.currentTime + 0.2]));
    await vi.advanceTimersByTimeAsync(STUCK_START_MS * 3);
    expect(played).toEqual([element]);
    expect(engine.position()).toBe(16);
  });

  it('leaves a paused song where the listener put it', async () => {
    const { engine } = await playingA();
    engine.pause();
    seekAndLand(engine, 15);
    await vi.advanceTimersByTimeAsync(STUCK_START_MS * 2);
    expect(played).toHaveLength(1);
    expect(engine.position()).toBe(15);
  });
});

describe("media element engine: 'Fundido entre canciones'", () => {
  async function fading() {
    const engine = createMediaElementEngine();
    engine.setVolume(0.8);
    const first = events();
    engine.load(A, first);
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    const outgoing = lastPlayed(A) as HTMLMediaElement;
    const second = events();
    let ends = 0;
    first.onEnd = () => {
      ends += 1;
    };
    second.onEnd = () => {
      ends += 1;
    };
    engine.crossfade(B, second, 4);
    await vi.advanceTimersByTimeAsync(0);
    const incoming = lastPlayed(B) as HTMLMediaElement;
    /** The new song reached `seconds` (a timeupdate). */
    const reach = (seconds: number) => {
      set(incoming, 'currentTime', seconds);
      incoming.dispatchEvent(new Event('timeupdate'));
    };
    return { engine, outgoing, incoming, second, reach, ends: () => ends };
  }

  it('plays both songs through the fade, trading volume, then lets the old one go', async () => {
    const { engine, outgoing, incoming, second, reach } = await fading();
    expect(incoming).not.toBe(outgoing);
    expect(second.plays).toBe(1);
    expect(outgoing.paused).toBe(false);
    reach(2);
    // Equal power: halfway, each at cos 45° of the set volume.
    expect(incoming.volume).toBeCloseTo(0.8 * Math.SQRT1_2);
    expect(outgoing.volume).toBeCloseTo(0.8 * Math.SQRT1_2);
    reach(4);
    expect(outgoing.paused).toBe(true);
    expect(outgoing.getAttribute('src')).toBeNull();
    expect(incoming.volume).toBeCloseTo(0.8);
    expect(engine.position()).toBe(4);
  });

  it("the old song's end is no end of the new one, and ends the fade", async () => {
    const { outgoing, incoming, reach, ends } = await fading();
    reach(1);
    outgoing.dispatchEvent(new Event('ended'));
    expect(ends()).toBe(0);
    expect(outgoing.getAttribute('src')).toBeNull();
    expect(incoming.volume).toBeCloseTo(0.8);
  });

  /** Whether an element still plays `src` (a let-go element may be reused for another song). */
  const sounding = (src: string) =>
    [...document.querySelectorAll('audio')].some(
      (element) => element.src === src && !element.paused,
    );

  it('a pause or a skip during the fade cuts it: the old song stops at once', async () => {
    const paused = await fading();
    paused.reach(1);
    paused.engine.pause();
    expect(sounding(A)).toBe(false);
    expect(paused.incoming.paused).toBe(true);
    expect(paused.incoming.volume).toBeCloseTo(0.8);

    const skipped = await fading();
    skipped.reach(1);
    skipped.engine.load(C, events());
    expect(sounding(A)).toBe(false);
    expect(sounding(B)).toBe(false);
  });

  it('a paused song is not faded: the next one simply starts', async () => {
    const engine = createMediaElementEngine();
    engine.load(A, events());
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    engine.pause();
    engine.crossfade(B, events(), 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(sounding(A)).toBe(false);
    expect((lastPlayed(B) as HTMLMediaElement).volume).toBe(1);
  });
});
