/** Characters Windows, macOS or Linux refuse in a file name. */
const RESERVED = '\\/:*?"<>|';

/**
 * The name a downloaded audio is saved under: the song's title, without characters file systems
 * refuse, and the stored file's extension (the server keeps the uploaded format).
 */
export function downloadName(title: string, audioUrl: string): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(audioUrl.split(/[?#]/)[0])?.[1] ?? '';
  const base =
    Array.from(title)
      .map((ch) => (ch < ' ' || RESERVED.includes(ch) ? '_' : ch))
      .join('')
      .trim()
      .slice(0, 120) || 'cancion';
  return extension ? `${base}.${extension.toLowerCase()}` : base;
}
