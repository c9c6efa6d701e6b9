/**
 * Which file of a song the player streams: the data saver's lighter rendition
 * when 'Calidad de audio' asks for it ('Ahorro de datos', or 'Automática' on a connection the
 * browser calls slow or with its data saver on), and never for a song saved on the device, which
 * plays from there at no cost. Part of the first download (play buttons ask it): kept tiny.
 */
import type { Song } from '../../../domain/api';
import {
  AUDIO_QUALITIES,
  AUDIO_QUALITY_KEY,
  type AudioQuality,
  DOWNLOAD_QUALITIES,
  DOWNLOAD_QUALITY_KEY,
  type DownloadQuality,
} from '../../../domain/audio-quality';
import { isOnline } from '../../lib/connectivity';
import { deviceSetting } from '../../lib/device-setting';
import { peekSavedOffline } from './saved-songs';

export const audioQuality = deviceSetting<AudioQuality>(
  AUDIO_QUALITY_KEY,
  'auto',
  (stored): stored is AudioQuality => (AUDIO_QUALITIES as readonly string[]).includes(stored),
);

/** 'Calidad de las descargas': which file Descargas saves (offline/audio-cache.ts). */
export const downloadQuality = deviceSetting<DownloadQuality>(
  DOWNLOAD_QUALITY_KEY,
  'normal',
  (stored): stored is DownloadQuality => (DOWNLOAD_QUALITIES as readonly string[]).includes(stored),
);

/**
 * The file a download of `song` fetches. It is kept under the song's own address (`song.audio`)
 * whichever it is: everything offline (saved or not, the worker's Range answers, the player
 * offline) knows a song by that address, and both files are AAC in .m4a of the same length.
 */
export function downloadSourceOf(song: Song): string {
  return downloadQuality.get() === 'light' && song.audio_light ? song.audio_light : song.audio;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);

/** Whether this device should stream the light rendition now. */
export function prefersLight(
  quality: AudioQuality = audioQuality.get(),
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (quality !== 'auto') return quality === 'light';
  return Boolean(connection?.saveData || SLOW.has(connection?.effectiveType ?? ''));
}

export function sourceOf(song: Song): string {
  // Songs kept on a device before the light rendition existed carry no such field.
  if (!song.audio_light || !prefersLight()) return song.audio;
  if (!isOnline() || peekSavedOffline(song.song_id) !== false) return song.audio;
  return song.audio_light;
}
