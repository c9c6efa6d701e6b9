/**
 * A Chromium whose page can be put behind another tab, as a phone hides a page when the screen
 * locks: `document.visibilityState` turns 'hidden' and the page's timers are throttled. Browsers
 * Playwright launches emulate focus on every page, which also keeps each page visible, and run
 * with background throttling off; this one is started apart, with the project's flags only, and
 * joined over CDP without Playwright's default overrides (`noDefaults`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';

export interface HideablePage {
  page: Page;
  /** Another tab to the front: this page is hidden until `bringBack`. */
  putAway(): Promise<void>;
  bringBack(): Promise<void>;
  close(): Promise<void>;
}

function devtoolsEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const endpoint = said.match(/DevTools listening on (ws:\S+)/)?.[1];
      if (endpoint) resolve(endpoint);
    });
    child.once('exit', (code) => reject(new Error(`Chromium salió (${code}): ${said}`)));
  });
}

/**
 * Chromium's helper processes may still write to the profile after the browser has exited (a
 * loaded machine: ENOTEMPTY on the first try): retried, and a directory left in /tmp ends nothing.
 */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch {}
}

/** Stops the browser and waits until it has let go of its profile. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

export async function hideablePage(viewport: {
  width: number;
  height: number;
}): Promise<HideablePage> {
  const profile = mkdtempSync(join(tmpdir(), 'tambora-hideable-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--lang=es-DO',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let browser: Browser | null = null;
  try {
    browser = await chromium.connectOverCDP(await devtoolsEndpoint(child), { noDefaults: true });
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize(viewport);
    let other: Page | null = null;
    const opened = browser;
    return {
      page,
      putAway: async () => {
        other = await context.newPage();
        await other.bringToFront();
      },
      bringBack: async () => {
        await page.bringToFront();
        await other?.close();
        other = null;
      },
      close: async () => {
        await opened.close().catch(() => undefined);
        await stop(child);
        removeProfile(profile);
      },
    };
  } catch (error) {
    await stop(child);
    removeProfile(profile);
    throw error;
  }
}
