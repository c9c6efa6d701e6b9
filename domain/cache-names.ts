/**
 * The service worker's runtime caches: the worker fills them, the page reads the saved audio and
 * empties them all at sign-out (what one person saved must not remain for the next).
 */
export const API_CACHE = 'tambora-api';
export const IMAGE_CACHE = 'tambora-images';
export const STATIC_CACHE = 'tambora-static';
export const AUDIO_CACHE = 'tambora-audio';
