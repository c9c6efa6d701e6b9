/** Zod-free, so first-visit code can name the API's base path without downloading zod. */
export const API_BASE = '/api/v1';

/**
 * On every API answer: 'public' when nobody was signed in (the answer is the same for everyone),
 * 'personal' otherwise (it may hold the signed-in person's private songs). The service worker keeps
 * only public answers, since it cannot tell whose session asked.
 */
export const AUDIENCE_HEADER = 'x-tambora-audience';

/**
 * The id of the <script type="application/json"> in which the server sends a screen's first API
 * answers with the page (server/html/page-shell.ts), read by src/lib/first-data.ts.
 */
export const FIRST_DATA_ELEMENT_ID = 'tambora-first-data';

/**
 * Put by the service worker on an API answer it gives from its cache while the server does not
 * answer: the page must not take that copy as a sign that the server is back.
 */
export const FROM_CACHE_HEADER = 'x-tambora-from-cache';
