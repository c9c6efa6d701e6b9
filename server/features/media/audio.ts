/**
 * Reading an uploaded audio file: music-metadata parses it from disk (streamed, never the whole
 * file in memory) for its duration and container (DECISIONS: the server's duration is
 * authoritative).
 */
import { parseFile } from 'music-metadata';
import type { AudioFormat } from '../../../domain/uploads';

export interface AudioInfo {
  durationSeconds: number;
  /** The format, refined by the parsed container where the first bytes were ambiguous. */
  format: AudioFormat;
}

/**
 * A tag in front (ID3) says nothing about what follows: AAC and FLAC files may carry one too.
 * The container music-metadata found decides those.
 */
function refineFormat(sniffed: AudioFormat, container: string | undefined): AudioFormat {
  if (sniffed !== 'mp3' || !container) return sniffed;
  const name = container.toLowerCase();
  if (name.includes('flac')) return 'flac';
  if (name.includes('adts') || name === 'aac') return 'aac';
  return sniffed;
}

/** Duration and format, or null when the file does not decode as audio with a duration. */
export async function readAudioInfo(path: string, sniffed: AudioFormat): Promise<AudioInfo | null> {
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    const seconds = format.duration;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
    if (format.hasAudio === false) return null;
    return { durationSeconds: seconds, format: refineFormat(sniffed, format.container) };
  } catch {
    return null;
  }
}
