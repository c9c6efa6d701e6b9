/**
 * The type of an upload comes from its first bytes, and its stored name from the spec's rule:
 * the detectors and the name maker on their own, with the headers real files start with.
 */
import { describe, expect, it } from 'vitest';
import { detectAudioFormat, detectImageFormat } from '../../../domain/file-signatures';
import { storedMediaName, thumbnailName } from '../../../server/features/media/stored-names';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string, size = 64) => {
  const buffer = Buffer.alloc(size);
  buffer.write(value, 0, 'latin1');
  return new Uint8Array(buffer);
};
function mp4(brand: string) {
  const header = Buffer.alloc(64);
  header.writeUInt32BE(32, 0);
  header.write(`ftyp${brand}`, 4, 'latin1');
  return new Uint8Array(header);
}
function ogg(codecHead: string) {
  const header = Buffer.alloc(64);
  header.write('OggS', 0, 'latin1');
  header.write(codecHead, 28, 'latin1');
  return new Uint8Array(header);
}

describe('detectAudioFormat', () => {
  it.each([
    ['an ID3 tag', text('ID3\u0004\u0000'), 'mp3'],
    ['an MPEG-1 Layer III frame', bytes(0xff, 0xfb, 0x90, 0x64), 'mp3'],
    ['an MPEG-2 Layer III frame', bytes(0xff, 0xf3, 0x40, 0xc4), 'mp3'],
    ['an AAC ADTS frame', bytes(0xff, 0xf1, 0x50, 0x80), 'aac'],
    ['an iTunes M4A', mp4('M4A '), 'm4a'],
    ['an isom MP4', mp4('isom'), 'm4a'],
    ['Ogg Vorbis', ogg('\u0001vorbis'), 'ogg'],
    ['Ogg Opus', ogg('OpusHead'), 'opus'],
    ['RIFF WAVE', text('RIFF\u0000\u0000\u0000\u0000WAVE'), 'wav'],
    ['FLAC', text('fLaC'), 'flac'],
    ['WebM (EBML)', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f), 'webm'],
  ])('knows %s', (_label, header, format) => {
    expect(detectAudioFormat(header)).toBe(format);
  });

  it.each([
    ['plain text', text('hola, no soy música')],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['a WebP (RIFF but not WAVE)', text('RIFF\u0000\u0000\u0000\u0000WEBP')],
    ['a QuickTime movie', mp4('qt  ')],
    ['a reserved MPEG version', bytes(0xff, 0xeb, 0x90, 0x64)],
    ['an HTML page', text('<!doctype html><script>alert(1)</script>')],
    ['nothing', bytes()],
  ])('refuses %s', (_label, header) => {
    expect(detectAudioFormat(header)).toBeNull();
  });
});

describe('detectImageFormat', () => {
  it('knows JPEG, PNG and WebP, and nothing else', () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('jpeg');
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageFormat(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectImageFormat(text('GIF89a'))).toBeNull();
    expect(detectImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageFormat(text('ID3'))).toBeNull();
  });
});

describe('storedMediaName', () => {
  const NOW = 1_760_000_000_000;

  it('follows the spec rule, with a random part and the detected extension', () => {
    expect(storedMediaName('Canción del Niño.MP3', 'ogg', NOW)).toMatch(
      /^1760000000000_Cancion_del_Nino-[0-9a-f]{12}\.ogg$/,
    );
    expect(storedMediaName('a.wav', 'wav', NOW)).not.toBe(storedMediaName('a.wav', 'wav', NOW));
  });

  it('never lets a path, a dot run or an empty name through', () => {
    expect(storedMediaName('..\\..\\windows\\system.ini', 'wav', NOW)).toMatch(
      /^1760000000000_system-[0-9a-f]{12}\.wav$/,
    );
    expect(storedMediaName('...', 'mp3', NOW)).toMatch(/^1760000000000_archivo-[0-9a-f]{12}\.mp3$/);
    expect(storedMediaName('', 'mp3', NOW)).toMatch(/^1760000000000_archivo-/);
    expect(storedMediaName(undefined, 'mp3', NOW)).toMatch(/^1760000000000_archivo-/);
    const dotted = storedMediaName('a..b...c.mp3', 'mp3', NOW);
    expect(dotted).not.toContain('..');
  });

  it('keeps names short whatever was sent', () => {
    const name = storedMediaName(`${'ñ'.repeat(500)}.mp3`, 'mp3', NOW);
    expect(name.length).toBeLessThanOrEqual(14 + 80 + 13 + 4);
    expect(name).toMatch(/^1760000000000_n{80}-/);
  });

  it('puts the card copy beside the image', () => {
    expect(thumbnailName('1760000000000_foto-abc.jpg')).toBe('1760000000000_foto-abc-thumb.webp');
  });
});
