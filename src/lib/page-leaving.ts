/**
 * Runs `save` when the page goes to the background (another tab, the phone locked, the installed
 * app switched away) or is closed for good; not when it is kept in the browser's back/forward
 * cache (`pagehide` with `persisted`). WebKit does not run an IndexedDB transaction a cached page
 * asked for until the page comes back, and every later transaction on the same tables waits
 * behind it: the next page of the same tab had hearts that never answered and a queue that never
 * sent. A cached page keeps its memory, and its last periodic save is on disk already.
 */
export function onPageLeaving(
  save: () => void,
  target: Pick<Window, 'addEventListener'> = window,
  page: Pick<Document, 'addEventListener' | 'visibilityState'> = document,
): void {
  // Set between a 'pagehide' into the cache and the 'pageshow' that brings the page back: the
  // 'visibilitychange' a navigation fires after 'pagehide' is part of the same leaving.
  let cached = false;
  target.addEventListener('pagehide', (event) => {
    cached = event.persisted;
    if (!cached) save();
  });
  target.addEventListener('pageshow', () => {
    cached = false;
  });
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden' && !cached) save();
  });
}
