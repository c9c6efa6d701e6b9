/**
 * The work a first screen costs a phone, counted rather than timed (docs/architecture.md "Speed
 * guards"): JavaScript run until the page says it has settled (SETTLED_MARK, where the page is
 * held while the guard counts), as function calls,
 * block runs and distinct bytes from V8's precise coverage; scripts loaded before the first
 * screen; React commits; IndexedDB transactions; DOM nodes; layouts and style recalculations;
 * requests by type. None of these depends on how fast the machine is, so a baseline kept in the
 * repository can be held to 10 %.
 */
import type { Browser, Page } from '@playwright/test';
import { FIRST_SCREEN_MARK, SETTLED_MARK } from '../../domain/performance-marks';
import { type Account, freshPhone, signInFresh } from './phone';

export type Work = Record<string, number>;

export interface WorkOptions {
  account?: Account;
  /** CPU slowdown (CDP): the counts must not move with it. */
  slowdown?: number;
  /** A busy loop of about this many ms prepended to the app's entry chunk: the guard must see it. */
  busyLoopMs?: number;
}

/** Counters the page keeps from before the app's first script (an init script). */
function countInPage(): void {
  const counts = { commits: 0, idbTransactions: 0 };
  Object.assign(window, { __work: counts });
  // React reports each commit to the DevTools hook when one is present (react-dom's
  // injectInternals): a hook that only counts.
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberRoot: () => {
        counts.commits += 1;
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    },
  });
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
    counts.idbTransactions += 1;
    return transaction.apply(this, args);
  } as typeof transaction;
}

/** What the page counts of itself at the settled mark (read once the guard lets it go on). */
interface AtSettle {
  reactCommits: number;
  idbTransactions: number;
  domNodes: number;
  scriptsBeforeFirstScreen: number;
}

/**
 * Stops the page where it marks itself settled, before anything that mark lets start runs: the
 * app starts work right after it (`whenSettled`), and a guard that polled for the mark counted
 * whatever ran until its poll came round (an init script; the guard's CDP session pauses at the
 * `debugger` statement and resumes once it has counted).
 */
function pauseAtSettled({ settled, firstScreen }: { settled: string; firstScreen: string }): void {
  const mark = performance.mark.bind(performance);
  performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
    const entry = mark(name, options);
    if (name === settled) {
      const counts = (window as unknown as { __work: { commits: number; idbTransactions: number } })
        .__work;
      const drawnAt = performance.getEntriesByName(firstScreen)[0]?.startTime ?? 0;
      const atSettle: AtSettle = {
        reactCommits: counts.commits,
        idbTransactions: counts.idbTransactions,
        domNodes: document.getElementsByTagName('*').length,
        scriptsBeforeFirstScreen: performance
          .getEntriesByType('resource')
          .filter((resource) => /\.js(\?|$)/.test(resource.name))
          .filter((resource) => (resource as PerformanceResourceTiming).responseEnd <= drawnAt)
          .length,
      };
      Object.assign(window, { __workAtSettle: atSettle });
      // biome-ignore lint/suspicious/noDebugger: where the guard's CDP session holds the page
      debugger;
    }
    return entry;
  }) as typeof performance.mark;
}

interface FunctionCoverage {
  ranges: { startOffset: number; endOffset: number; count: number }[];
}

/** Calls, block runs and distinct bytes run, over the app's own scripts. */
function coverageWork(entries: { url: string; functions: FunctionCoverage[] }[], origin: string) {
  let functionCalls = 0;
  let blockRuns = 0;
  let bytesRun = 0;
  for (const entry of entries) {
    if (!entry.url.startsWith(origin)) continue;
    // V8 lists each function's range first, then its blocks, outer before inner: painting them
    // in that order leaves each byte with the count of the innermost range that holds it.
    const end = Math.max(0, ...entry.functions.flatMap((f) => f.ranges.map((r) => r.endOffset)));
    const counts = new Uint32Array(end);
    for (const fn of entry.functions) {
      fn.ranges.forEach((range, index) => {
        if (index === 0) functionCalls += range.count;
        else blockRuns += range.count;
        counts.fill(range.count, range.startOffset, range.endOffset);
      });
    }
    for (const count of counts) if (count > 0) bytesRun += 1;
  }
  return { functionCalls, blockRuns, bytesRun };
}

async function slowEntryChunk(page: Page, busyLoopMs: number): Promise<void> {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    // A fixed amount of arithmetic, about `busyLoopMs` on a quiet machine (a million steps a
    // millisecond): the same work however busy or slow the machine, as the counts it must move.
    const loop = `{let x=0;for(let k=0;k<${busyLoopMs * 1000};k++){for(let i=0;i<1000;i++)x+=i}}\n`;
    await route.fulfill({ response, body: loop + (await response.text()) });
  });
}

/** What opening `path` on a fresh phone costs until the app marks the page settled. */
export async function measureWork(
  browser: Browser,
  baseURL: string,
  path: string,
  options: WorkOptions = {},
): Promise<Work> {
  const { page, cdp } = await freshPhone(browser, baseURL, options.slowdown);
  try {
    if (options.account) await signInFresh(page, options.account);
    if (options.busyLoopMs) await slowEntryChunk(page, options.busyLoopMs);
    await page.addInitScript(countInPage);
    await page.addInitScript(pauseAtSettled, {
      settled: SETTLED_MARK,
      firstScreen: FIRST_SCREEN_MARK,
    });
    await cdp.send('Performance.enable');
    await cdp.send('Debugger.enable');
    const requests: Record<string, number> = {};
    page.on('request', (request) => {
      const type = request.resourceType();
      requests[type] = (requests[type] ?? 0) + 1;
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const paused = new Promise<void>((resolve) => cdp.once('Debugger.paused', () => resolve()));
    await page.goto(path, { waitUntil: 'commit' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      paused,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${path} no llegó a asentarse en 30 s`)), 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    // Counted while the page is held at its mark.
    const requestsAtSettle = { ...requests };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const coverage = coverageWork(await page.coverage.stopJSCoverage(), new URL(baseURL).origin);
    await cdp.send('Debugger.resume');
    const inPage = await page.evaluate(
      () => (window as unknown as { __workAtSettle: AtSettle }).__workAtSettle,
    );
    const work: Work = {
      ...coverage,
      ...inPage,
      layouts: metric('LayoutCount'),
      styleRecalcs: metric('RecalcStyleCount'),
    };
    for (const [type, count] of Object.entries(requestsAtSettle)) work[`requests.${type}`] = count;
    return work;
  } finally {
    await page.context().close();
  }
}

/** Each count's median over `runs` measures (a measure is a fresh phone each time). */
export async function medianWork(
  browser: Browser,
  baseURL: string,
  path: string,
  options: WorkOptions = {},
  runs = 3,
): Promise<Work> {
  const works: Work[] = [];
  for (let run = 0; run < runs; run += 1)
    works.push(await measureWork(browser, baseURL, path, options));
  const result: Work = {};
  for (const name of new Set(works.flatMap((work) => Object.keys(work)))) {
    const values = works.map((work) => work[name] ?? 0).sort((a, b) => a - b);
    result[name] = values[Math.floor(values.length / 2)] ?? 0;
  }
  return result;
}

/** The share above its baseline a count may reach before the guard fails. */
export const WORK_MARGIN = 0.1;

/**
 * Counted, printed, not held to the margin: how many times Chromium lays out and restyles a page
 * follows how its frames fell (8–17 layouts for / on one build, one machine), not the app's work.
 */
export const FRAME_BOUND = new Set(['layouts', 'styleRecalcs']);

/**
 * Each count above its baseline by more than the margin (rounded up, so a count of 3 may be 4),
 * and each count the baseline does not know: what the guard fails on.
 */
export function workOverBaseline(work: Work, baseline: Work): string[] {
  const over: string[] = [];
  for (const [name, value] of Object.entries(work)) {
    if (FRAME_BOUND.has(name)) continue;
    const allowed = baseline[name];
    if (allowed === undefined) {
      if (value > 0) over.push(`${name}: ${value} (sin línea base)`);
    } else if (value > Math.ceil(allowed * (1 + WORK_MARGIN))) {
      over.push(`${name}: ${value} > ${allowed} × ${1 + WORK_MARGIN}`);
    }
  }
  return over;
}
