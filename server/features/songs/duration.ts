import { parseBuffer } from 'music-metadata';
import { formatDuration } from '../../../domain/format';

export interface AudioDuration {
  seconds: number;
  /** m:ss, as the spec stores it. */
  text: string;
}

/** Duration read from the audio itself (DECISIONS: the server's figure is authoritative). */
export async function readAudioDuration(
  audio: Uint8Array,
  mimeType?: string,
): Promise<AudioDuration> {
  const { format } = await parseBuffer(audio, mimeType ? { mimeType } : undefined, {
    duration: true,
  });
  const seconds = format.duration && Number.isFinite(format.duration) ? format.duration : 0;
  return { seconds, text: formatDuration(seconds) };
}
