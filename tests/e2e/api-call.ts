/**
 * The options of every call a test makes to the server outside the page (page.request and the
 * like). Playwright's client keeps sockets alive and lets one go by a timer 1 s before the idle
 * timeout the server announces (server/plugins/timeouts.ts, 10 s); a test process starved for
 * longer than that on CI's two cores sent a request on a socket the server had just closed, and
 * got ECONNRESET. A browser sends such a request again by itself; with this the test client does
 * too, once. Playwright retries only ECONNRESET, never an answer.
 */
export const API_CALL = { maxRetries: 1 } as const;
