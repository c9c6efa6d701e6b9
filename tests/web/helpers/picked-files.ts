/**
 * Files for the forms' pickers that start the way real ones do: the upload form reads a picked
 * file's first bytes and refuses what the server would.
 */

/** An MP3 as far as its first bytes go (an ID3 tag), `size` bytes long. */
export function mp3File(name: string, size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x49, 0x44, 0x33, 0x04]);
  return new File([bytes], name, { type: 'audio/mpeg' });
}

/** A PNG as far as its signature goes, `size` bytes long. */
export function pngFile(name: string, size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}
