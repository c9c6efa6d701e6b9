/**
 * A file's type decided by its first bytes (DECISIONS "Security" 6), never by its name or the
 * browser's MIME type. Only the formats browsers play (audio) or show (images) are known. The
 * server decides by these on every upload; the upload form uses the same ones to say at once that
 * a picked file will be refused. Zod-free, for both.
 */
import type { AudioFormat, ImageFormat } from './uploads';

/** How many leading bytes the detectors need (Ogg's OpusHead sits at offset 28). */
export const SNIFF_BYTES = 64;

function ascii(header: Uint8Array, offset: number, text: string): boolean {
  if (header.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) {
    if (header[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}

function bytes(header: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (header.length < offset + expected.length) return false;
  return expected.every((value, i) => header[offset + i] === value);
}

// ISO base media (MP4) brands that hold audio: iTunes audio and audiobooks, the generic ones
// phones and encoders write, and 3GPP voice recordings.
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'isom', 'iso2', 'mp41', 'mp42', 'dash']);

export function detectAudioFormat(header: Uint8Array): AudioFormat | null {
  // ID3v2 tag in front: usually MP3 (AAC and FLAC with a tag are told apart after parsing).
  if (ascii(header, 0, 'ID3')) return 'mp3';
  if (ascii(header, 0, 'fLaC')) return 'flac';
  if (ascii(header, 0, 'OggS')) return ascii(header, 28, 'OpusHead') ? 'opus' : 'ogg';
  if (ascii(header, 0, 'RIFF') && ascii(header, 8, 'WAVE')) return 'wav';
  if (bytes(header, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(header, 4, 'ftyp') && header.length >= 12) {
    const brand = String.fromCharCode(...header.subarray(8, 12));
    return MP4_AUDIO_BRANDS.has(brand) ? 'm4a' : null;
  }
  // MPEG audio frame sync: 11 set bits. Layer bits 00 mean an AAC ADTS frame instead.
  if (header.length >= 2 && header[0] === 0xff && (header[1] & 0xe0) === 0xe0) {
    const version = (header[1] >> 3) & 0b11;
    const layer = (header[1] >> 1) & 0b11;
    if (layer === 0b00) return (header[1] & 0xf6) === 0xf0 ? 'aac' : null;
    return version === 0b01 ? null : 'mp3';
  }
  return null;
}

export function detectImageFormat(header: Uint8Array): ImageFormat | null {
  if (bytes(header, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes(header, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(header, 0, 'RIFF') && ascii(header, 8, 'WEBP')) return 'webp';
  return null;
}
