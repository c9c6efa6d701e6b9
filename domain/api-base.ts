/** Zod-free, so first-visit code can name the API's base path without downloading zod. */
export const API_BASE = '/api/v1';

/**
 * On every API answer: 'public' when nobody was signed in (the answer is the same for everyone),
 * 'personal' otherwise (it may hold the signed-in person's private songs). The service worker keeps
 * only public answers, since it cannot tell whose session asked.
 */
export const AUDIENCE_HEADER = 'x-tambora-audience';
