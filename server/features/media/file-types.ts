/**
 * The stored name's extension of each detected format (domain/file-signatures decides the format
 * from the file's first bytes).
 */
import type { AudioFormat, ImageFormat } from '../../../domain/uploads';

/** File name extension of each format (the served Content-Type follows it). */
export const FORMAT_EXTENSIONS: Record<AudioFormat | ImageFormat, string> = {
  mp3: 'mp3',
  m4a: 'm4a',
  aac: 'aac',
  ogg: 'ogg',
  opus: 'opus',
  wav: 'wav',
  flac: 'flac',
  webm: 'webm',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};
