import { spawnSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import type { EngineDriver, EnginePage, Viewport } from './types';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright's Firefox is a
 * patched build that cannot be downloaded here). Headless Firefox needs an audio output or media
 * fails: a PulseAudio null sink, which the runner starts (../audio-sink.ts).
 */
export function firefoxDriver(): EngineDriver {
  return {
    engine: 'firefox',
    missing: () =>
      spawnSync(FIREFOX, ['--version']).status === 0
        ? null
        : `no hay Firefox en ${FIREFOX} (apt-get install firefox-esr)`,
    async launch(viewport: Viewport): Promise<EnginePage> {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        defaultViewport: viewport,
        extraPrefsFirefox: {
          // Play without a press, as the Chromium runs do; the scenarios still press play.
          'media.autoplay.default': 0,
          'intl.accept_languages': 'es-DO, es',
          // Keep the browser off the (closed) network.
          'app.update.enabled': false,
          'browser.safebrowsing.malware.enabled': false,
          'browser.safebrowsing.phishing.enabled': false,
          'network.captive-portal-service.enabled': false,
        },
      });
      const page = await browser.newPage();
      let other: Awaited<ReturnType<typeof browser.newPage>> | null = null;
      return {
        engine: 'firefox',
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        // Not page.goBack(), which waits for a 'load' a page shown from the back/forward cache
        // does not fire; and after the script's answer, so no answer is lost with the page.
        back: async () => void (await page.evaluate('void setTimeout(() => history.back())')),
        evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
        clickAt: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key as Parameters<typeof page.keyboard.press>[0]),
        type: (text) => page.keyboard.type(text),
        onEveryDocument: async (script) => void (await page.evaluateOnNewDocument(script)),
        putAway: async () => {
          other = await browser.newPage();
          await other.bringToFront();
        },
        bringBack: async () => {
          await page.bringToFront();
          await other?.close();
          other = null;
        },
        close: () => browser.close(),
      };
    },
    shutdown: async () => undefined,
  };
}
