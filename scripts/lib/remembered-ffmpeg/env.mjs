// The environment that points a server at the remembered ffmpeg and ffprobe beside this file
// (remember.sh says what they do and why), which run the programs FFMPEG_PATH and FFPROBE_PATH
// name here, or the system's.
import { fileURLToPath } from 'node:url';

export const REMEMBERED_FFMPEG_ENV = {
  FFMPEG_PATH: fileURLToPath(new URL('./ffmpeg', import.meta.url)),
  FFPROBE_PATH: fileURLToPath(new URL('./ffprobe', import.meta.url)),
  REAL_FFMPEG: process.env.FFMPEG_PATH ?? 'ffmpeg',
  REAL_FFPROBE: process.env.FFPROBE_PATH ?? 'ffprobe',
};
