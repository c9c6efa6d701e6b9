// The screenshots the web app manifest shows in Chromium's rich install dialog:
// real screens of the demo, narrow (390×844) and wide (1366×768), as WebP. Run against a server
// with the demo catalogue (npm start), with Debian's chromium:
//   node scripts/manifest-screenshots.mjs [http://127.0.0.1:8080]
// CHROME_PATH names another browser binary. The files go to public/screenshots/, which the
// manifest in vite.config.ts names; commit them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = join(import.meta.dirname, '..', 'public', 'screenshots');
mkdirSync(out, { recursive: true });

export const SCREENSHOTS = [
  { file: 'inicio-estrecha.webp', width: 390, height: 844, mobile: true },
  { file: 'inicio-ancha.webp', width: 1366, height: 768, mobile: false },
];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
try {
  for (const shot of SCREENSHOTS) {
    const page = await browser.newPage();
    await page.setViewport({
      width: shot.width,
      height: shot.height,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
      deviceScaleFactor: 1,
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
    // Covers and fonts settled: what a person sees a moment after opening the app.
    await page.evaluate(() => document.fonts.ready);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await page.screenshot({ path: join(out, shot.file), type: 'webp', quality: 80 });
    console.log(`${shot.file}: ${shot.width}×${shot.height}`);
    await page.close();
  }
} finally {
  await browser.close();
}
