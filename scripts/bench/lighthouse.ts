// Lighthouse 12's mobile preset (its default: a mid-range phone on a slow 4G link, simulated) in
// Debian's Chromium against the real server, as a person's browser meets it. The machine is noisy, so
// each page runs several times and the median is reported; a run Lighthouse itself could not
// finish (NO_NAVSTART and the like) is retried once.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumPath } from '../lib/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own measure of the machine's speed (a fixed loop; higher is faster). Its
   * figures follow the host: beside a score, it says whether two passes ran on like machines.
   */
  benchmarkIndex: number;
}

export interface LighthouseSummary {
  path: string;
  runs: LighthouseRun[];
  /** Each figure's median over the runs. */
  median: LighthouseRun;
}

interface LighthouseReport {
  runtimeError?: { code: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];

/** A system in dark mode: Chromium reports `prefers-color-scheme: dark` to every page. */
const DARK_SYSTEM_FLAGS = ['--force-dark-mode', '--blink-settings=preferredColorScheme=0'];

/**
 * One Lighthouse run; with `port`, in that already running browser, keeping what it holds; with
 * `dark`, in a browser whose system is in dark mode.
 */
function runOnce(url: string, port?: number, dark = false): LighthouseRun | null {
  const dir = mkdtempSync(join(tmpdir(), 'tambora-lh-'));
  try {
    const output = join(dir, 'report.json');
    const flags = dark ? [...CHROME_FLAGS, ...DARK_SYSTEM_FLAGS] : CHROME_FLAGS;
    const browser =
      port === undefined
        ? [`--chrome-flags=${flags.join(' ')}`]
        : [`--port=${port}`, '--disable-storage-reset'];
    const result = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        ...browser,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, encoding: 'utf8' },
    );
    if (result.status !== 0) return null;
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) return null;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((report.categories[category].score ?? 0) * 100),
      ]),
    ) as Record<Category, number>;
    const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs of each page: a median of five holds against one slow run on a shared machine. */
export const LIGHTHOUSE_RUNS = 5;

export function runLighthouse(
  baseUrl: string,
  path: string,
  runs = LIGHTHOUSE_RUNS,
): LighthouseSummary {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = runOnce(`${baseUrl}${path}`) ?? runOnce(`${baseUrl}${path}`);
    if (!run) throw new Error(`Lighthouse no pudo medir ${path} (dos intentos)`);
    results.push(run);
  }
  return summarise(path, results);
}

/** The scores of one run in the dark theme (accessibility stays 100 in both). */
export function runLighthouseDark(baseUrl: string, path: string): LighthouseSummary {
  const run =
    runOnce(`${baseUrl}${path}`, undefined, true) ?? runOnce(`${baseUrl}${path}`, undefined, true);
  if (!run) throw new Error(`Lighthouse no pudo medir ${path} en tema oscuro (dos intentos)`);
  return summarise(`${path} (oscuro)`, [run]);
}

export interface Account {
  email: string;
  password: string;
}

/** Where the app keeps the signed-in person (src/lib/session.ts SESSION_STORAGE_KEY, spec 3). */
const STORED_USER_KEY = 'user';

/** The demo listener, whose library has likes and playlists. */
export const DEMO_LISTENER: Account = { email: 'oyente@tambora.app', password: 'Tambora2026!' };

/**
 * Where the signed-in runs set the session: an API answer, which loads nothing of the app. Any
 * path outside /api is a page of the app to a browser (the SPA fallback answers it with
 * index.html): one opened there ran the whole app, put its entry in the HTTP cache, and made that
 * entry's V8 code cache a task of 18–24 ms inside the measured load.
 */
const PAGE_WITHOUT_APP = '/api/v1/health/live';

async function openPageWithoutApp(page: Page, baseUrl: string): Promise<void> {
  const answer = await page.goto(`${baseUrl}${PAGE_WITHOUT_APP}`);
  const type = answer?.headers()['content-type'] ?? '';
  if (!type.startsWith('application/json'))
    throw new Error(
      `${PAGE_WITHOUT_APP} respondió ${type || 'nada'}, no JSON: cargaría la aplicación`,
    );
}

/**
 * A signed-in person's page: each run gets a new browser where the person has just signed in (the
 * session cookie and the stored user the app reads, set on a page of the origin that loads no
 * app, so the service worker, its caches and IndexedDB are as empty as on a first visit).
 */
export async function runLighthouseSignedIn(
  baseUrl: string,
  path: string,
  account: Account,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseSummary> {
  const signIn = () =>
    fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
  // After minutes of Lighthouse the pooled connection may be one the server closed as idle
  // (10 s): a POST is not retried by fetch itself, so once here.
  const login = await signIn().catch(signIn);
  if (!login.ok)
    throw new Error(`No se pudo iniciar sesión como ${account.email}: ${login.status}`);
  const user = await login.text();
  const token = /^([^=]+)=([^;]+)/.exec(login.headers.get('set-cookie') ?? '');
  if (!token) throw new Error('El inicio de sesión no devolvió la cookie de sesión');
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const profile = mkdtempSync(join(tmpdir(), 'tambora-lh-profile-'));
    // Launched as Lighthouse launches the browser of every other page (chrome-launcher, with its
    // flags that turn off Chromium's background work: translation, component updates,
    // optimisation hints, renderer backgrounding), so the pages' figures compare like with like.
    // Started here, not by puppeteer: puppeteer holds new tabs until it lets them run, and it
    // cannot while Lighthouse runs synchronously, so it only signs in and lets go.
    const chromium = await launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROME_FLAGS,
      userDataDir: profile,
      handleSIGINT: false,
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
      const page = await browser.newPage();
      await openPageWithoutApp(page, baseUrl);
      await browser.setCookie({
        name: token[1],
        value: token[2],
        domain: new URL(baseUrl).hostname,
        path: '/',
        httpOnly: true,
      });
      await page.evaluate(
        (key, stored) => localStorage.setItem(key, stored),
        STORED_USER_KEY,
        user,
      );
      await page.close();
      await browser.disconnect();
      const url = `${baseUrl}${path}`;
      const run = runOnce(url, chromium.port) ?? runOnce(url, chromium.port);
      if (!run) throw new Error(`Lighthouse no pudo medir ${path} con sesión (dos intentos)`);
      results.push(run);
    } finally {
      const exited = once(chromium.process, 'exit');
      chromium.kill();
      await exited;
      // Chromium's helper processes may still write to the profile after the browser exits: a
      // directory left in /tmp must not end the bench.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {}
    }
  }
  return summarise(`${path} (con sesión)`, results);
}

function summarise(path: string, results: LighthouseRun[]): LighthouseSummary {
  const pick = (figure: (run: LighthouseRun) => number) => median(results.map(figure));
  return {
    path,
    runs: results,
    median: {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, pick((run) => run.scores[category])]),
      ) as Record<Category, number>,
      fcpMs: pick((run) => run.fcpMs),
      lcpMs: pick((run) => run.lcpMs),
      tbtMs: pick((run) => run.tbtMs),
      cls: pick((run) => run.cls),
      benchmarkIndex: pick((run) => run.benchmarkIndex),
    },
  };
}

export const LIGHTHOUSE_TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** Total blocking time each page is held to, beside its score. */
export const TBT_TARGET_MS = 200;

/** `performanceTarget`: 95 of public pages and 90 of a signed-in library. */
export function formatSummary(summary: LighthouseSummary, performanceTarget = 95): string {
  const { median: m } = summary;
  const targets = { ...LIGHTHOUSE_TARGETS, performance: performanceTarget };
  const perfRuns = summary.runs.map((run) => run.scores.performance).join('/');
  const scores = CATEGORIES.map((category) => {
    const ok = m.scores[category] >= targets[category] ? '✔' : '✘';
    return `${category} ${m.scores[category]} ${ok}`;
  }).join(', ');
  return (
    `${summary.path.padEnd(12)} ${scores} (rendimiento por corrida ${perfRuns}); ` +
    `FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, ` +
    `TBT ${Math.round(m.tbtMs)} ms ${m.tbtMs <= TBT_TARGET_MS ? '✔' : '✘'}, CLS ${m.cls.toFixed(3)}; ` +
    `máquina: benchmarkIndex ${Math.round(m.benchmarkIndex)}`
  );
}
