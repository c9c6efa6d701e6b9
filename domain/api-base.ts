/** Zod-free, so first-visit code can name the API's base path without downloading zod. */
export const API_BASE = '/api/v1';
