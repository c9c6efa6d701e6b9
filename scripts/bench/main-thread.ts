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
 * How a first press is made on the song's page:
 * - `mouse`: the app's button pressed by a mouse that lands on it and presses at once (the
 *   hover's warming has no time to load anything);
 * - `touch`: the app's button tapped on a touch screen (a phone: no hover, the click plays);
 * - `bare-in-press`: the same mouse press, but the app's handlers are held off and the press
 *   plays a bare `new Audio(url)` itself: what any element started by a press costs here.
 *   Chromium holds a page's ordinary tasks after a discrete input until its next frame, the
 *   media element's loading among them, which an element started by script alone never meets.
 */
export type PressKind = 'mouse' | 'touch' | 'bare-in-press';

/**
 * From the press (`pointerdown`, on 'Reproducir {title}' on the song's page, loaded and idle for
 * 500 ms) to the first 'playing', in ms, in a fresh context with the CPU slowed.
 */
export async function pressFirstSound(
  browser: Browser,
  baseURL: string,
  song: { song_id: number; title: string; audio: string },
  kind: PressKind,
  slowdown = CPU_SLOWDOWN,
): Promise<number> {
  const { page } = await freshPhone(browser, baseURL, slowdown, { touch: kind === 'touch' });
  try {
    // The press's time and a promise of the first 'playing' after it, awaited without polling:
    // Playwright's waitForFunction checks at every animation frame, and those frames competed
    // with the media element for the main thread on the app's side only (about 15 ms of the
    // app's 40), while the bare element's side awaits its promise.
    await page.addInitScript(
      (bareUrl) => {
        let pressedAt: number | undefined;
        const sounding = new Promise<number>((resolve) => {
          window.addEventListener(
            'pointerdown',
            (event) => {
              pressedAt ??= performance.now();
              if (!bareUrl) return;
              event.stopPropagation();
              const audio = new Audio(bareUrl);
              audio.addEventListener(
                'playing',
                () => resolve(performance.now() - (pressedAt ?? Number.NaN)),
                { once: true },
              );
              void audio.play();
            },
            true,
          );
          if (!bareUrl) {
            document.addEventListener(
              'playing',
              () => resolve(performance.now() - (pressedAt ?? Number.NaN)),
              { capture: true, once: true },
            );
          }
        });
        // The app's handlers see nothing of a press that plays a bare element (not its hover's
        // warming either, whose request would share the file's connection).
        if (bareUrl) {
          for (const type of ['pointerover', 'pointerout', 'focusin', 'pointerup', 'click']) {
            window.addEventListener(type, (event) => event.stopPropagation(), true);
          }
        }
        Object.assign(window, { __firstPress: sounding });
      },
      kind === 'bare-in-press' ? song.audio : null,
    );
    await page.goto(`/Artist/${song.song_id}`, { waitUntil: 'networkidle' });
    const button = page
      .getByRole('main')
      .getByRole('button', { name: `Reproducir ${song.title}`, exact: true })
      .first();
    await button.waitFor();
    await page.waitForTimeout(500);
    const box = await button.boundingBox();
    if (!box) throw new Error('the play button has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (kind === 'touch') {
      await page.touchscreen.tap(x, y);
    } else {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
    }
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

/** Each kind of press and the bare element started by script, in ms: medians of `runs`. */
export interface FirstPressMedians {
  mouse: number;
  touch: number;
  bareInPress: number;
  bare: number;
}

/**
 * Medians of `runs` each of the three presses and the bare element, the four taking turns at
 * going first from run to run.
 */
export async function firstPressMedians(
  browser: Browser,
  baseURL: string,
  song: { song_id: number; title: string; audio: string },
  runs = 5,
  slowdown = CPU_SLOWDOWN,
): Promise<FirstPressMedians> {
  const kinds = ['mouse', 'touch', 'bare-in-press', 'bare'] as const;
  const times = new Map<(typeof kinds)[number], number[]>(kinds.map((kind) => [kind, []]));
  for (let run = 0; run < runs; run += 1) {
    for (let turn = 0; turn < kinds.length; turn += 1) {
      const kind = kinds[(run + turn) % kinds.length] ?? 'bare';
      const ms =
        kind === 'bare'
          ? await bareFirstPress(browser, baseURL, song, slowdown)
          : await pressFirstSound(browser, baseURL, song, kind, slowdown);
      times.get(kind)?.push(ms);
    }
  }
  const medianOf = (kind: (typeof kinds)[number]) => median(times.get(kind) ?? []);
  return {
    mouse: medianOf('mouse'),
    touch: medianOf('touch'),
    bareInPress: medianOf('bare-in-press'),
    bare: medianOf('bare'),
  };
}
