/**
 * The engine on <audio> elements when an engine's media stack reports 'playing' for a preloaded
 * element and never advances it (issue 27 point 2, seen in WebKitGTK): the song moves into an
 * element that works, and preloaded elements are no longer played in that engine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineEvents } from '../../src/features/player/engine';
import {
  createMediaElementEngine,
  STUCK_START_MS,
} from '../../src/features/player/media-element-engine';

/** Elements whose play() "starts" them; those in `stuckSources` never advance. */
const stuckSources = new Set<string>();
const played: HTMLMediaElement[] = [];

function set(element: HTMLMediaElement, name: string, value: unknown) {
  Object.defineProperty(element, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  stuckSources.clear();
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
      this.dispatchEvent(new Event('playing'));
      if (!stuckSources.has(this.src)) this.currentTime += 1;
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
    await vi.advanceTimersByTimeAsync(STUCK_START_MS * 2);
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
