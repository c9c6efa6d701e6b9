// Measures what a first visit to `/` really downloads: every same-origin script and stylesheet
// Chromium fetches until the network is idle, gzipped (level 9) the way a CDN would serve them.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface FirstVisitSize {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { url: string; type: 'js' | 'css'; gzipBytes: number }[];
}

export async function measureFirstVisit(baseUrl: string): Promise<FirstVisitSize> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // A fresh context without a service worker: the first visit of a new person.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<FirstVisitSize['files'][number] | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!response.url().startsWith(baseUrl)) return;
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url().slice(baseUrl.length),
            type: type === 'script' ? ('js' as const) : ('css' as const),
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    const sum = (type: 'js' | 'css') =>
      files.filter((f) => f.type === type).reduce((total, f) => total + f.gzipBytes, 0);
    return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
  } finally {
    await browser.close();
  }
}

export const SIZE_BUDGET = { jsGzipBytes: 200 * 1024, cssGzipBytes: 40 * 1024 };

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
