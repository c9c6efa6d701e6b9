import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SONG_STYLES } from '../../../server/features/demo/demo-catalogue';
import {
  DEMO_SAMPLE_RATE,
  demoSongDurationSeconds,
  drawCover,
  makeThumbnail,
  synthesizeSongWav,
} from '../../../server/features/demo/demo-media';

function rms(wav: Buffer, from = 44, to = wav.length): number {
  let sum = 0;
  let n = 0;
  for (let i = from; i + 1 < to; i += 2) {
    const v = wav.readInt16LE(i) / 32768;
    sum += v * v;
    n++;
  }
  return Math.sqrt(sum / n);
}

describe('synthesizeSongWav', () => {
  it('writes a valid RIFF/WAVE PCM 16-bit mono 22050 Hz header', () => {
    const wav = synthesizeSongWav(3, 'merengue', 132);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.toString('ascii', 12, 16)).toBe('fmt ');
    expect(wav.readUInt32LE(16)).toBe(16);
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(DEMO_SAMPLE_RATE).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(22050 * 2);
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });

  it('lasts 20 to 30 seconds, matching its byte length', () => {
    for (let index = 0; index < 10; index++) {
      const seconds = demoSongDurationSeconds(index);
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(30);
      const wav = synthesizeSongWav(index);
      expect(wav.readUInt32LE(40)).toBe(seconds * 22050 * 2);
    }
    // Durations vary across the catalogue.
    expect(new Set([0, 1, 2, 3, 4].map(demoSongDurationSeconds)).size).toBe(5);
  });

  it('is read by music-metadata with the right duration and format', async () => {
    const wav = synthesizeSongWav(5, 'bachata', 128);
    const { format } = await parseBuffer(wav, { mimeType: 'audio/wav' });
    expect(format.duration).toBeDefined();
    expect(Math.abs((format.duration ?? 0) - demoSongDurationSeconds(5))).toBeLessThan(0.1);
    expect(format.sampleRate).toBe(22050);
    expect(format.numberOfChannels).toBe(1);
    expect(format.bitsPerSample).toBe(16);
  });

  it('produces audible, unclipped sound in every style, from start to near the end', () => {
    for (const [i, style] of SONG_STYLES.entries()) {
      const wav = synthesizeSongWav(i, style);
      const total = rms(wav);
      expect(total, style).toBeGreaterThan(0.05);
      let peak = 0;
      for (let p = 44; p < wav.length; p += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(p)));
      expect(peak, style).toBeLessThan(32767);
      expect(peak, style).toBeGreaterThan(20000);
      // The first and the second half both sound (no long silent stretch).
      const mid = 44 + Math.floor((wav.length - 44) / 4) * 2;
      expect(rms(wav, 44, mid), style).toBeGreaterThan(0.03);
      expect(rms(wav, mid, wav.length - 22050 * 2 * 2), style).toBeGreaterThan(0.03);
    }
  });

  it('is deterministic for an index and differs between indexes and styles', () => {
    const a = synthesizeSongWav(7, 'salsa', 96);
    const b = synthesizeSongWav(7, 'salsa', 96);
    expect(a.equals(b)).toBe(true);
    expect(synthesizeSongWav(8, 'salsa', 96).subarray(44, 44 + 200_000)).not.toEqual(
      a.subarray(44, 44 + 200_000),
    );
    expect(synthesizeSongWav(7, 'dembow', 96).equals(a)).toBe(false);
  });

  it('is fast enough to seed a catalogue', () => {
    const started = performance.now();
    for (let i = 0; i < 10; i++) synthesizeSongWav(i, SONG_STYLES[i]);
    // ~50 ms per song on an idle core; generous for a shared CI machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('drawCover and makeThumbnail', () => {
  it('draws a 600×600 PNG', async () => {
    const png = await drawCover('Café en la Mañana', 0);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(600);
  });

  it('is deterministic and varies with the index', async () => {
    const a = await drawCover('Niño del Cibao', 4);
    const b = await drawCover('Niño del Cibao', 4);
    expect(a.equals(b)).toBe(true);
    const c = await drawCover('Niño del Cibao', 5);
    expect(c.equals(a)).toBe(false);
  });

  it('accepts titles with XML special characters and long titles', async () => {
    const png = await drawCover('Ron & "Café" <en> la Mañana del Domingo Largo', 2);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(600);
  });

  it('makes a 320×320 WebP thumbnail', async () => {
    const thumb = await makeThumbnail(await drawCover('Luna sobre el Malecón', 1));
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(320);
    expect(thumb.length).toBeLessThan(60_000);
  });
});
