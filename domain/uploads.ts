/**
 * What POST /storage/audios and POST /storage/images answer (DECISIONS "Security" 6: the type is
 * read from the file's bytes, the name is made by the server, the duration read from the audio).
 */
import { z } from 'zod';

export const AUDIO_FORMATS = ['mp3', 'm4a', 'aac', 'ogg', 'opus', 'wav', 'flac', 'webm'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The `accept` lists of the form's file inputs (comfort only: the server decides by content). */
export const AUDIO_ACCEPT = 'audio/*,.mp3,.m4a,.aac,.ogg,.opus,.wav,.flac,.webm';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const audioUploadSchema = z.object({
  bucket: z.literal('audios'),
  /** The stored file name (server-made). */
  name: z.string(),
  /** Public URL path (/media/audios/<name>): what POST /songs takes as `audio`. */
  url: z.string(),
  format: z.enum(AUDIO_FORMATS),
  size_bytes: z.number().int(),
  duration_seconds: z.number(),
  /** m:ss */
  duration: z.string(),
});
export type AudioUpload = z.infer<typeof audioUploadSchema>;

export const imageUploadSchema = z.object({
  bucket: z.literal('images'),
  name: z.string(),
  /** Public URL path (/media/images/<name>): what POST /songs takes as `cover`. */
  url: z.string(),
  /** The card-sized copy (320×320 WebP) stored beside it. */
  thumbUrl: z.string(),
  format: z.enum(IMAGE_FORMATS),
  size_bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

export const uploadResultSchema = z.discriminatedUnion('bucket', [
  audioUploadSchema,
  imageUploadSchema,
]);
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /storage/limits: the largest file each bucket takes, so the form says it before sending. */
export const uploadLimitsSchema = z.object({
  max_audio_bytes: z.number().int(),
  max_image_bytes: z.number().int(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
