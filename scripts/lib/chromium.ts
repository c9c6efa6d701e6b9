/**
 * Debian's Chromium, as every browser run of the project starts it (Playwright tests, the
 * first-visit and audio benchmarks, Lighthouse): never a downloaded browser, kept off the
 * (closed) network, and allowed to play sound without a gesture so players can be measured.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Features every run leaves off. Chromium keeps only the last --disable-features it is given, so
 * this list repeats what applies to Linux of the one Playwright launches with (its
 * chromiumSwitches: calls to Google's hosts, paint holding, the media router…) and adds the
 * omnibox's two popups: headless Chromium still builds them for every window, a renderer process
 * of their own (chrome://omnibox-popup.top-chrome) started with each test's browser context, for
 * an address bar nobody sees.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** The --disable-features switch: DISABLED_FEATURES and `more`. */
export function disableFeatures(...more: string[]): string {
  return `--disable-features=${[...DISABLED_FEATURES, ...more].join(',')}`;
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
  disableFeatures(),
];
