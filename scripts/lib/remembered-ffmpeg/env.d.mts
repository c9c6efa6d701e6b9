export const REMEMBERED_FFMPEG_ENV: {
  FFMPEG_PATH: string;
  FFPROBE_PATH: string;
  REAL_FFMPEG: string;
  REAL_FFPROBE: string;
};
