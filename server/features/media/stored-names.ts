/**
 * Names of stored files, made by the server (DECISIONS "Security" 6) with the spec's rule
 * (section 5: timestamp prefix, accents removed, ñ→n, other characters '_'), the extension of the
 * type read from the bytes, and a random part so two uploads of one name never collide.
 */
import { randomBytes } from 'node:crypto';
import { sanitizeFileName } from '../../../domain/format';
import { MEDIA_URL_PREFIX } from '../../storage/storage';

/** Longest part kept from the sent name: enough to recognise it, short for every file system. */
export const MAX_STEM_LENGTH = 80;

function stemOf(originalName: string | undefined): string {
  // Browsers send a bare name, but a crafted request may send a path: only its last part counts.
  const base = (originalName ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
}

export function storedMediaName(
  originalName: string | undefined,
  extension: string,
  now: number = Date.now(),
): string {
  const prefix = `${now}_`;
  const sanitized = sanitizeFileName(stemOf(originalName), now);
  const stem = sanitized
    .slice(prefix.length, prefix.length + MAX_STEM_LENGTH)
    // The rule keeps dots; a run of them ('..') must never reach a path, and none may end it.
    .replace(/\.{2,}/g, '_')
    .replace(/\.+$/, '');
  // A name with nothing readable left ('...', '🎶') says nothing: call it what it is.
  const readable = /[A-Za-z0-9]/.test(stem) ? stem : 'archivo';
  return `${prefix}${readable}-${randomBytes(6).toString('hex')}.${extension}`;
}

/** The card-sized copy's name beside an image: <name without extension>-thumb.webp. */
export function thumbnailName(imageName: string): string {
  return `${imageName.replace(/\.[A-Za-z0-9]+$/, '')}-thumb.webp`;
}

const STORED_IMAGE_URL = new RegExp(`^${MEDIA_URL_PREFIX}/images/([^/]+)$`);

/**
 * The card-sized copy of a stored image, by its URL: every image stored through an upload (or
 * the demo seed) has one beside it. Null for no image or one that is not ours.
 */
export function thumbnailUrl(imageUrl: string | null): string | null {
  const name = imageUrl ? STORED_IMAGE_URL.exec(imageUrl)?.[1] : undefined;
  return name ? `${MEDIA_URL_PREFIX}/images/${thumbnailName(name)}` : null;
}
