/**
 * Image work shared by uploads and the demo seed: checking that a file really is an image, and
 * the card-sized copy lists show, so lists never download full-size covers.
 */
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { ImageFormat } from '../../../domain/uploads';

/** Cards show covers at most this wide (CSS pixels ×2 for sharp screens, rounded). */
export const THUMBNAIL_SIZE = 320;

// A small file can still claim a huge canvas (a decompression bomb): 50 megapixels is more than
// any phone camera and far less than the library's own default limit.
// sharp's default failOn ('warning') also refuses truncated files.
const INPUT_OPTIONS: SharpOptions = { limitInputPixels: 50_000_000 };

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

const SHARP_FORMATS: Record<string, ImageFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * The format and size from the image's header, or null when sharp cannot read it. The pixels are
 * decoded when the thumbnail is made, which refuses a damaged file.
 */
export async function readImageInfo(input: Buffer | string): Promise<ImageInfo | null> {
  try {
    const metadata = await sharp(input, INPUT_OPTIONS).metadata();
    const format = metadata.format ? SHARP_FORMATS[metadata.format] : undefined;
    if (!format || !metadata.width || !metadata.height) return null;
    return { format, width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
}

function thumbnailPipeline(input: Buffer | string) {
  return (
    sharp(input, INPUT_OPTIONS)
      .rotate() // phone photos carry their orientation in EXIF
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      // Shown at card size (160 px, 320 on dense screens) on every list and on first visits:
      // quality 70 is indistinguishable there and about a sixth lighter than 78.
      .webp({ quality: 70 })
  );
}

/** A 320×320 WebP of any image (covers are square; others are cropped to the centre). */
export async function makeThumbnail(input: Buffer | string): Promise<Buffer> {
  return thumbnailPipeline(input).toBuffer();
}

/** The same, written straight to `outputPath` (no image held in JS memory). */
export async function writeThumbnail(input: string, outputPath: string): Promise<void> {
  await thumbnailPipeline(input).toFile(outputPath);
}

const CLEAN_ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 90 }),
};

/**
 * The original re-encoded without its metadata: phone photos carry EXIF with GPS position, device
 * and owner, which must not be published with a cover, avatar or banner. sharp drops metadata on
 * output unless asked to keep it; the orientation is applied to the pixels first.
 */
export async function writeWithoutMetadata(
  input: string,
  outputPath: string,
  format: ImageFormat,
): Promise<void> {
  await CLEAN_ENCODERS[format](sharp(input, INPUT_OPTIONS).rotate()).toFile(outputPath);
}
