/**
 * The first press of play: the song's element is made before the press (a pointer or focus on
 * the button, or the song page at idle), loading the file's start only under a mouse and without
 * the data saver, a mouse's press
 * starts it without waiting for the release, the click that follows does not start it twice, and
 * a press that ends away from the button lets the sound go. A touch only prepares.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioQuality } from '../../../src/features/offline/audio-source';
import {
  forgetStandingSound,
  prepareStandingSound,
  startFirstSound,
  takeFirstSound,
  WARM_MS,
} from '../../../src/features/player/first-sound';
import { firstSoundPress } from '../../../src/features/player/first-sound-press';

const SONG = 'http://localhost/media/audios/merengue-stream.m4a';
const OTHER = 'http://localhost/media/audios/bachata-stream.m4a';
let played: HTMLMediaElement[] = [];

beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    // As a browser does when it allows the start.
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  forgetStandingSound(SONG);
  takeFirstSound('none');
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const audios = () => [...document.querySelectorAll('audio')];

function button(): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = 'Reproducir';
  document.body.appendChild(element);
  return element;
}

/** The handlers are React's; they only read these fields. */
const pointer = (target: HTMLElement, pointerType: string, buttonNumber = 0) =>
  ({ pointerType, button: buttonNumber, currentTarget: target }) as never;

describe('the first press of play', () => {
  it("starts loading the song's start under a mouse, without playing it, and lets it go when the mouse leaves", () => {
    const target = button();
    const press = firstSoundPress(SONG);
    press.onPointerEnter(pointer(target, 'mouse'));
    expect(audios()).toHaveLength(1);
    expect(audios()[0]?.src).toBe(SONG);
    expect(audios()[0]?.preload).toBe('metadata');
    expect(played).toHaveLength(0);
    press.onPointerLeave();
    expect(audios()).toHaveLength(0);
  });

  it('loads nothing before the press under a mouse while the data saver is on', () => {
    audioQuality.set('light');
    try {
      const press = firstSoundPress(SONG);
      press.onPointerEnter(pointer(button(), 'mouse'));
      expect(audios().map((audio) => [audio.src, audio.preload])).toEqual([[SONG, 'none']]);
    } finally {
      audioQuality.set('auto');
    }
  });

  it('prepares on keyboard focus too without loading a byte, and forgets on blur', () => {
    const press = firstSoundPress(SONG);
    press.onFocus();
    expect(audios().map((audio) => [audio.src, audio.preload])).toEqual([[SONG, 'none']]);
    press.onBlur();
    expect(audios()).toHaveLength(0);
  });

  it("starts the prepared element on a mouse's press, before any release, and the click does not start it again", async () => {
    const target = button();
    const press = firstSoundPress(SONG);
    press.onPointerEnter(pointer(target, 'mouse'));
    const prepared = audios()[0];
    press.onPointerDown(pointer(target, 'mouse'));
    expect(played).toEqual([prepared]);
    expect(prepared?.preload).toBe('auto');
    target.dispatchEvent(new Event('pointerup', { bubbles: true }));
    const first = startFirstSound(SONG);
    expect(played).toHaveLength(1);
    expect(startFirstSound(SONG)).toBe(first);
    expect(takeFirstSound(SONG)).toBe(prepared);
  });

  it('lets the sound go when the press ends away from the button', () => {
    const target = button();
    const elsewhere = button();
    const press = firstSoundPress(SONG);
    press.onPointerDown(pointer(target, 'mouse'));
    expect(played).toHaveLength(1);
    elsewhere.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(audios()).toHaveLength(0);
    expect(takeFirstSound(SONG)).toBeNull();
  });

  it('lets the sound go when the browser cancels the press', () => {
    const target = button();
    firstSoundPress(SONG).onPointerDown(pointer(target, 'mouse'));
    document.dispatchEvent(new Event('pointercancel'));
    expect(audios()).toHaveLength(0);
  });

  it('only prepares on a touch (a touch activates on release) and on a secondary button', () => {
    const target = button();
    const press = firstSoundPress(SONG);
    press.onPointerDown(pointer(target, 'touch'));
    press.onPointerDown(pointer(target, 'mouse', 2));
    expect(played).toHaveLength(0);
    expect(audios().map((audio) => audio.preload)).toEqual(['none']);
  });

  it('keeps one prepared element: another song replaces it', () => {
    const target = button();
    firstSoundPress(SONG).onPointerEnter(pointer(target, 'mouse'));
    firstSoundPress(OTHER).onPointerEnter(pointer(target, 'mouse'));
    expect(audios().map((audio) => audio.src)).toEqual([OTHER]);
  });

  it("gives the element back to the page's own song when a pointer leaves another song's button", () => {
    const target = button();
    prepareStandingSound(SONG);
    const other = firstSoundPress(OTHER);
    other.onPointerEnter(pointer(target, 'mouse'));
    expect(audios().map((audio) => audio.src)).toEqual([OTHER]);
    other.onPointerLeave();
    expect(audios().map((audio) => [audio.src, audio.preload])).toEqual([[SONG, 'none']]);
    // The page's own button, entered and left, keeps it: the page still wants it ready.
    const own = firstSoundPress(SONG);
    own.onPointerEnter(pointer(target, 'mouse'));
    own.onPointerLeave();
    expect(audios().map((audio) => audio.src)).toEqual([SONG]);
    forgetStandingSound(SONG);
    expect(audios()).toHaveLength(0);
    expect(played).toHaveLength(0);
  });

  it('stops loading a hovered song no press came for, and keeps one a press started', () => {
    vi.useFakeTimers();
    try {
      const target = button();
      const press = firstSoundPress(SONG);
      press.onPointerEnter(pointer(target, 'mouse'));
      const warmed = audios()[0];
      vi.advanceTimersByTime(WARM_MS);
      // Chromium goes on loading a file under preload="metadata": the element goes, and the
      // press that may still come finds one that loads nothing.
      expect(audios().map((audio) => [audio.src, audio.preload])).toEqual([[SONG, 'none']]);
      expect(audios()[0]).not.toBe(warmed);
      press.onPointerLeave();
      press.onPointerEnter(pointer(target, 'mouse'));
      const pressed = audios()[0];
      press.onPointerDown(pointer(target, 'mouse'));
      target.dispatchEvent(new Event('pointerup', { bubbles: true }));
      vi.advanceTimersByTime(WARM_MS);
      expect(audios()).toEqual([pressed]);
      expect(played).toEqual([pressed]);
      expect(takeFirstSound(SONG)).toBe(pressed);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a song a press started when the pointer crosses another button before the player takes it', () => {
    const target = button();
    const press = firstSoundPress(SONG);
    press.onPointerEnter(pointer(target, 'mouse'));
    press.onPointerDown(pointer(target, 'mouse'));
    target.dispatchEvent(new Event('pointerup', { bubbles: true }));
    const started = audios()[0];
    const other = firstSoundPress(OTHER);
    other.onPointerEnter(pointer(target, 'mouse'));
    other.onPointerLeave();
    expect(audios()).toEqual([started]);
    expect(takeFirstSound(SONG)).toBe(started);
  });

  it('does nothing when the press starts no new file (offline, or the song on the bar)', () => {
    const target = button();
    const press = firstSoundPress(null);
    press.onPointerEnter(pointer(target, 'mouse'));
    press.onFocus();
    press.onPointerDown(pointer(target, 'mouse'));
    expect(audios()).toHaveLength(0);
    expect(played).toHaveLength(0);
  });
});

describe('an engine that refuses play() on the press', () => {
  it('plays it again in the click, which is a user activation everywhere', async () => {
    const target = button();
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(function (
      this: HTMLMediaElement,
    ) {
      played.push(this);
      return Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    });
    firstSoundPress(SONG).onPointerDown(pointer(target, 'mouse'));
    await Promise.resolve();
    target.dispatchEvent(new Event('pointerup', { bubbles: true }));
    // Refused, the element stays paused: the click starts it again.
    void startFirstSound(SONG);
    expect(played).toHaveLength(2);
    expect(played[0]).toBe(played[1]);
  });
});
