/** What `navigator.onLine` says from now on (jsdom's is always true). */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}
