// The environment that points a server at the remembered ffmpeg and ffprobe beside this file
// (remember.mjs says what they do and why).
import { fileURLToPath } from 'node:url';

export const REMEMBERED_FFMPEG_ENV = {
  FFMPEG_PATH: fileURLToPath(new URL('./ffmpeg', import.meta.url)),
  FFPROBE_PATH: fileURLToPath(new URL('./ffprobe', import.meta.url)),
};
