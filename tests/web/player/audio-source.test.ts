/**
 * 'Calidad de audio': which file the player streams.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_QUALITY_KEY } from '../../../domain/audio-quality';
import { audioQuality, prefersLight, sourceOf } from '../../../src/features/offline/audio-source';
import { makeSong } from '../helpers/fake-api';

afterEach(() => localStorage.clear());

describe('prefersLight', () => {
  it("'Automática' follows the browser: its data saver or a slow connection", () => {
    expect(prefersLight('auto', undefined)).toBe(false);
    expect(prefersLight('auto', { effectiveType: '4g' })).toBe(false);
    expect(prefersLight('auto', { saveData: true, effectiveType: '4g' })).toBe(true);
    expect(prefersLight('auto', { effectiveType: '3g' })).toBe(true);
    expect(prefersLight('auto', { effectiveType: '2g' })).toBe(true);
  });

  it("'Ahorro de datos' and 'Normal' are what they say, whatever the connection", () => {
    expect(prefersLight('light', { effectiveType: '4g' })).toBe(true);
    expect(prefersLight('normal', { saveData: true })).toBe(false);
  });
});

describe('sourceOf', () => {
  const song = makeSong(7, {
    audio: '/media/audios/a-stream.m4a',
    audio_light: '/media/audios/a-light.m4a',
  });

  it('streams the light file only when chosen and there is one', async () => {
    expect(sourceOf(song)).toBe(song.audio);
    audioQuality.set('light');
    expect(localStorage.getItem(AUDIO_QUALITY_KEY)).toBe('light');
    // The saved-song index has not answered yet: the normal file, which a saved copy may serve.
    expect(sourceOf(song)).toBe(song.audio);
    expect(sourceOf({ ...song, audio_light: null })).toBe(song.audio);
    // Once IndexedDB says the song is not saved, the light file.
    await vi.waitFor(() => expect(sourceOf(song)).toBe(song.audio_light));
    audioQuality.set('auto');
    expect(localStorage.getItem(AUDIO_QUALITY_KEY)).toBeNull();
  });
});
