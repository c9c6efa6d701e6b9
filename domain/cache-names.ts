/**
 * The service worker's runtime caches: the worker fills them, the page reads the saved audio and
 * empties them all at sign-out (what one person saved must not remain for the next).
 */
export const API_CACHE = 'tambora-api';
export const IMAGE_CACHE = 'tambora-images';
export const STATIC_CACHE = 'tambora-static';
export const AUDIO_CACHE = 'tambora-audio';
/**
 * Parts of audio files whose download was cut (the app closed, the connection lost for good):
 * the next download of that file resumes from them (sw/partial-audio.ts). Emptied at sign-out.
 */
export const AUDIO_PARTIAL_CACHE = 'tambora-audio-partial';
