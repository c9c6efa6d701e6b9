// Lighthouse 12's mobile preset (its default: a mid-range phone on a slow 4G link, simulated) in
// Debian's Chromium against the real server, as the issue measures it. The machine is noisy, so
// each page runs several times and the median is reported; a run Lighthouse itself could not
// finish (NO_NAVSTART and the like) is retried once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../lib/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseSummary {
  path: string;
  runs: LighthouseRun[];
  /** Each figure's median over the runs. */
  median: LighthouseRun;
}

interface LighthouseReport {
  runtimeError?: { code: string };
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function runOnce(url: string): LighthouseRun | null {
  const dir = mkdtempSync(join(tmpdir(), 'tambora-lh-'));
  try {
    const output = join(dir, 'report.json');
    const result = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --no-first-run',
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

export function runLighthouse(baseUrl: string, path: string, runs = 3): LighthouseSummary {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = runOnce(`${baseUrl}${path}`) ?? runOnce(`${baseUrl}${path}`);
    if (!run) throw new Error(`Lighthouse no pudo medir ${path} (dos intentos)`);
    results.push(run);
  }
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
    },
  };
}

export const LIGHTHOUSE_TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export function formatSummary(summary: LighthouseSummary): string {
  const { median: m } = summary;
  const perfRuns = summary.runs.map((run) => run.scores.performance).join('/');
  const scores = CATEGORIES.map((category) => {
    const ok = m.scores[category] >= LIGHTHOUSE_TARGETS[category] ? '✔' : '✘';
    return `${category} ${m.scores[category]} ${ok}`;
  }).join(', ');
  return (
    `${summary.path.padEnd(12)} ${scores} (rendimiento por corrida ${perfRuns}); ` +
    `FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, ` +
    `TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`
  );
}
