import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import type { EngineDriver, EnginePage, Viewport } from './types';

/** WebDriver's default wait for a page's load. */
const DEFAULT_PAGE_LOAD_MS = 300_000;
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<string, string> = {
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Enter: Key.ENTER,
  Home: Key.HOME,
  End: Key.END,
  Tab: Key.TAB,
  Escape: Key.ESCAPE,
};

/** A display of its own: Xvfb picks a free number and writes it on the descriptor it is given. */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdio[3]?.on('data', (data: Buffer) => {
      text += data.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.on('exit', (code) => reject(new Error(`Xvfb terminó (${code})`)));
  });
  return { display: `:${number}`, process: child };
}

async function waitForDriver(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver no respondió');
}

/**
 * WebKitGTK's MiniBrowser (Safari's engine, not iOS Safari) through WebKitWebDriver and
 * selenium-webdriver, on an Xvfb display of its own. Media plays through GStreamer, which needs
 * gstreamer1.0-libav for AAC and an audio sink (../audio-sink.ts).
 */
export function webkitDriver(): EngineDriver {
  let display: { display: string; process: ChildProcess } | null = null;
  let server: ChildProcess | null = null;
  let serverUrl = '';

  const ensureServer = async () => {
    if (server) return;
    display = await startDisplay();
    const port = await freePort();
    server = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display.display },
    });
    serverUrl = `http://127.0.0.1:${port}`;
    await waitForDriver(serverUrl);
  };

  return {
    engine: 'webkit',
    missing: () => {
      if (!existsSync(DRIVER)) return `no hay ${DRIVER} (apt-get install webkit2gtk-driver)`;
      if (!existsSync(MINIBROWSER))
        return `no hay ${MINIBROWSER} (apt-get install webkit2gtk-driver)`;
      if (spawnSync('which', ['Xvfb']).status !== 0) return 'no hay Xvfb (apt-get install xvfb)';
      return null;
    },
    async launch(viewport: Viewport): Promise<EnginePage> {
      await ensureServer();
      const driver: WebDriver = await new Builder()
        .usingServer(serverUrl)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
      await driver
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...viewport });
      return {
        engine: 'webkit',
        goto: (url) => driver.get(url),
        reload: () => driver.navigate().refresh(),
        // WebDriver's own Back: a script calling history.back() waited past 120 s once in three
        // runs for a page that left during the call. Back waits for the page's load, which a page
        // shown from the back/forward cache may not fire: the driver gives up after 10 s and is
        // free for the next command (a command still waiting would hold every later one).
        back: async () => {
          await driver.manage().setTimeouts({ pageLoad: 10_000 });
          try {
            await driver.navigate().back();
          } catch (error) {
            if ((error as Error).name !== 'TimeoutError') throw error;
          } finally {
            await driver.manage().setTimeouts({ pageLoad: DEFAULT_PAGE_LOAD_MS });
          }
        },
        // W3C WebDriver waits for a promise the script returns.
        evaluate: (expression) => driver.executeScript(`return (${expression});`),
        clickAt: (x, y) =>
          driver
            .actions()
            .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
            .click()
            .perform(),
        press: (key) =>
          driver
            .actions()
            .sendKeys(KEYS[key] ?? key)
            .perform(),
        type: (text) => driver.actions().sendKeys(text).perform(),
        onEveryDocument: null,
        // MiniBrowser keeps a page behind a new tab visible; a minimised window hides it.
        putAway: async () => {
          await driver.manage().window().minimize();
        },
        // Under Xvfb a minimised MiniBrowser is not always restored by the first setRect: the
        // page stayed hidden, its frames stopped, and the next step waited 15 s for a heart that
        // was never drawn. Restored until the page says it is visible, or this step fails here.
        bringBack: async () => {
          for (let attempt = 1; attempt <= 10; attempt++) {
            if (attempt % 3 === 0) await driver.manage().window().maximize();
            await driver
              .manage()
              .window()
              .setRect({ x: 0, y: 0, ...viewport });
            if ((await driver.executeScript('return document.visibilityState;')) === 'visible') {
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          throw new Error('la ventana minimizada no volvió: la página sigue oculta');
        },
        close: () => driver.quit(),
      };
    },
    async shutdown() {
      server?.kill();
      display?.process.kill();
      server = null;
      display = null;
    },
  };
}
