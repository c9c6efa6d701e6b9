/**
 * What a phone's main thread does until a page is idle, and the first press of play against a
 * bare <audio>, measured this way: a fresh browser context each time, Chromium at
 * 390×844, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). Wall-clock figures, so
 * printed by `npm run bench` beside each other in one run; CI counts work instead
 * (tests/e2e/work-guard.ts).
 */
import type { Browser } from '@playwright/test';
import { type Account, freshPhone, signInFresh } from '../../tests/e2e/phone';

export const CPU_SLOWDOWN = 4;

/** Each long task's time beyond 50 ms, summed until the page is idle (Lighthouse's TBT idea). */
export interface MainThreadCost {
  path: string;
  /** Σ (long task − 50 ms), in ms, with the CPU slowed. */
  blockingMs: number;
  longestMs: number;
  longTasks: number;
}

/**
 * Long tasks from the very start of the document (buffered), read once the page went quiet; with
 * `account`, as that person right after signing in.
 */
export async function mainThreadCost(
  browser: Browser,
  baseURL: string,
  path: string,
  account?: Account,
): Promise<MainThreadCost> {
  const { page } = await freshPhone(browser, baseURL, CPU_SLOWDOWN);
  try {
    if (account) await signInFresh(page, account);
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Idle: two seconds without a new long task (at most ten more).
    let seen = -1;
    for (let waited = 0; waited < 10_000; waited += 2000) {
      const count = await page.evaluate(
        () => (window as unknown as { __longTasks: number[] }).__longTasks.length,
      );
      if (count === seen) break;
      seen = count;
      await page.waitForTimeout(2000);
    }
    const tasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    return {
      path,
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
      longestMs: Math.round(Math.max(0, ...tasks)),
      longTasks: tasks.length,
    };
  } finally {
    await page.context().close();
  }
}

/**
 * From the press (pointerdown on 'Reproducir {title}' on the song's page, loaded and idle for
 * 500 ms) to the element's 'playing', in ms, in a fresh context with the CPU slowed.
 */
export async function appFirstPress(
  browser: Browser,
  baseURL: string,
  song: { song_id: number; title: string },
  slowdown = CPU_SLOWDOWN,
): Promise<number> {
  const { page } = await freshPhone(browser, baseURL, slowdown);
  try {
    // The press's time and a promise of the first 'playing' after it, awaited without polling:
    // Playwright's waitForFunction checks at every animation frame, and those frames competed
    // with the media element for the main thread on the app's side only (about 15 ms of the
    // app's 40), while the bare element's side awaits its promise.
    await page.addInitScript(() => {
      let pressedAt: number | undefined;
      document.addEventListener(
        'pointerdown',
        () => {
          pressedAt ??= performance.now();
        },
        true,
      );
      const sounding = new Promise<number>((resolve) => {
        document.addEventListener(
          'playing',
          () => resolve(performance.now() - (pressedAt ?? Number.NaN)),
          { capture: true, once: true },
        );
      });
      Object.assign(window, { __firstPress: sounding });
    });
    await page.goto(`/Artist/${song.song_id}`, { waitUntil: 'networkidle' });
    const button = page
      .getByRole('main')
      .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
      .first();
    await button.waitFor();
    await page.waitForTimeout(500);
    const box = await button.boundingBox();
    if (!box) throw new Error('the play button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    const elapsed = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __firstPress: Promise<number> }).__firstPress,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error('no sound within 20 s')), 20_000),
        ),
      ]),
    );
    if (!Number.isFinite(elapsed)) throw new Error('playing came before any press');
    return elapsed;
  } finally {
    await page.context().close();
  }
}

/** `new Audio(url).play()` to 'playing', on the same page in an identical fresh context. */
export async function bareFirstPress(
  browser: Browser,
  baseURL: string,
  song: { song_id: number; audio: string },
  slowdown = CPU_SLOWDOWN,
): Promise<number> {
  const { page } = await freshPhone(browser, baseURL, slowdown);
  try {
    await page.goto(`/Artist/${song.song_id}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return await page.evaluate(
      (url) =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          const audio = new Audio(url);
          audio.addEventListener('playing', () => resolve(performance.now() - started), {
            once: true,
          });
          audio.play().catch(reject);
        }),
      song.audio,
    );
  } finally {
    await page.context().close();
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Medians of `runs` each, app and bare alternating which goes first. */
export async function firstPressRatio(
  browser: Browser,
  baseURL: string,
  song: { song_id: number; title: string; audio: string },
  runs = 5,
  slowdown = CPU_SLOWDOWN,
): Promise<{ appMs: number; bareMs: number; ratio: number }> {
  const app: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (run % 2 === 0) {
      app.push(await appFirstPress(browser, baseURL, song, slowdown));
      bare.push(await bareFirstPress(browser, baseURL, song, slowdown));
    } else {
      bare.push(await bareFirstPress(browser, baseURL, song, slowdown));
      app.push(await appFirstPress(browser, baseURL, song, slowdown));
    }
  }
  const appMs = median(app);
  const bareMs = median(bare);
  return { appMs: Math.round(appMs), bareMs: Math.round(bareMs), ratio: appMs / bareMs };
}
