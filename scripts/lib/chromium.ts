/**
 * Debian's Chromium, as every browser run of the project starts it (Playwright tests, the
 * first-visit and audio benchmarks, Lighthouse): never a downloaded browser, kept off the
 * (closed) network, and allowed to play sound without a gesture so players can be measured.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
