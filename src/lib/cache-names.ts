/**
 * Runtime cache names shared with the service worker. sw/cache-names.ts holds the same strings
 * (the two TypeScript projects cannot import each other); tests/web/cache-names.test.ts reads both
 * files to keep them equal.
 */
export const API_CACHE = 'tambora-api';
export const IMAGE_CACHE = 'tambora-images';
export const STATIC_CACHE = 'tambora-static';
export const AUDIO_CACHE = 'tambora-audio';
