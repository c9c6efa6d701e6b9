/** Runtime cache names. src/lib/cache-names.ts repeats them for the page (kept equal by a test). */
export const API_CACHE = 'tambora-api';
export const IMAGE_CACHE = 'tambora-images';
export const STATIC_CACHE = 'tambora-static';
export const AUDIO_CACHE = 'tambora-audio';
