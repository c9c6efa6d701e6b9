import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/lib/chromium';
import type { EngineDriver, EnginePage, Viewport } from './types';

/** Chromium through Playwright, started as every browser run of the project starts it. */
export function chromiumDriver(): EngineDriver {
  return {
    engine: 'chromium',
    missing: () =>
      existsSync(chromiumPath())
        ? null
        : `no hay Chromium en ${chromiumPath()} (apt-get install chromium)`,
    async launch(viewport: Viewport): Promise<EnginePage> {
      const browser = await chromium.launch({
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
      });
      const context = await browser.newContext({
        viewport,
        locale: 'es-DO',
        serviceWorkers: 'allow',
      });
      const page = await context.newPage();
      let other: Awaited<ReturnType<typeof context.newPage>> | null = null;
      return {
        engine: 'chromium',
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        back: async () => void (await page.goBack({ waitUntil: 'commit' })),
        evaluate: (expression) => page.evaluate(expression),
        clickAt: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        type: (text) => page.keyboard.type(text),
        onEveryDocument: async (script) => void (await context.addInitScript(script)),
        // Playwright keeps every page visible (focus emulation): the hidden-page step says so;
        // tests/e2e/locked-screen.spec.ts hides a page in a Chromium of its own.
        putAway: async () => {
          other = await context.newPage();
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
