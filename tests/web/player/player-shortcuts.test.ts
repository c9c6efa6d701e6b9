import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../../../src/features/player/shortcuts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  shortcutFor({
    key,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    repeat: false,
    ...extra,
  });

describe('player shortcuts', () => {
  it('maps Space, arrows, Shift+arrows, M, Q and ? to their actions', () => {
    expect(press(' ')).toBe('toggle');
    expect(press('ArrowLeft')).toBe('seekBack');
    expect(press('ArrowRight')).toBe('seekForward');
    expect(press('ArrowLeft', { shiftKey: true })).toBe('previous');
    expect(press('ArrowRight', { shiftKey: true })).toBe('next');
    expect(press('ArrowUp')).toBe('volumeUp');
    expect(press('ArrowDown')).toBe('volumeDown');
    expect(press('m')).toBe('mute');
    expect(press('M', { shiftKey: true })).toBe('mute');
    expect(press('q')).toBe('queue');
    expect(press('Q', { shiftKey: true })).toBe('queue');
    expect(press('?', { shiftKey: true })).toBe('help');
  });

  it('leaves the browser its own combinations, held-down toggles and every other key', () => {
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
    expect(press('ArrowRight', { metaKey: true })).toBeNull();
    expect(press('m', { ctrlKey: true })).toBeNull();
    expect(press(' ', { repeat: true })).toBeNull();
    expect(press('m', { repeat: true })).toBeNull();
    expect(press('q', { repeat: true })).toBeNull();
    expect(press('q', { ctrlKey: true })).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('Enter')).toBeNull();
  });
});
