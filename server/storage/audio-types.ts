/**
 * The Content-Type of a stored audio file, from its name's extension (stored names keep the
 * extension of the detected format: features/media/file-types.ts).
 */
const AUDIO_CONTENT_TYPES: Record<string, string> = {
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  webm: 'audio/webm',
};

/** A stored audio file's extension and Content-Type, read from its name; null type if unknown. */
export function audioTypeOf(path: string): { extension: string; contentType: string | null } {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return { extension, contentType: AUDIO_CONTENT_TYPES[extension] ?? null };
}
