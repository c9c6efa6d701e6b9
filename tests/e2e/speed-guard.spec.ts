import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Page as ApiPage, Song } from '../../domain/api';
import { apiGet, DEMO_PASSWORD } from './helpers';
import { CPU_SLOWDOWN, firstPressRatio, mainThreadCost, quietMachine } from './speed-guard';

/**
 * Issue 29 point 2: speed that slid back with no test noticing now fails the change that slows
 * it. Budgets come from measurements on these 2-core machines (2026-11-26, medians in the note of
 * docs/architecture.md "Speed guards") with the margin stated beside each.
 */
test.describe.configure({ timeout: 180_000 });
// Playwright's trace snapshots the page around each action, inside the very press being timed.
test.use({ trace: 'off' });

/**
 * A demo song, the most liked: the budgets were measured on one. Not the newest, which after the
 * other browser tests is one they uploaded, its light rendition still being made by ffmpeg in the
 * server beside the measure (a song page measured 529 ms that way in CI).
 */
async function demoSong(request: APIRequestContext) {
  const song = (await apiGet<ApiPage<Song>>(request, '/songs?sort=top&limit=1')).items[0];
  if (!song) throw new Error('sin canciones');
  return song;
}

/**
 * Σ (long task − 50 ms) until idle, at 390×844 with the CPU slowed 4×. On quiet days: 408–422 ms
 * on /, 157–293 ms on a song page (2026-11-26), 164–342 ms on a listener's /Library just signed in
 * (2026-11-27). The same build on 2026-11-28, when these machines ran the same JavaScript at half
 * their speed or less for minutes at a time: 282–1,133, 205–931 and 345–487 ms, the song page's
 * lowest of five 623 and 664 ms. A budget ~40 % above a quiet day's worst failed CI with nothing
 * changed, so each is now about twice a quiet day's worst (the song page's 2.3×): above a slow
 * day's lowest of five, while a slide of the kind users met (Lighthouse 95–98 → 75–78 was several
 * times the blocking) still fails it.
 */
const BLOCKING_BUDGET_MS = { home: 900, song: 800, library: 700 };

/**
 * The first press of play against `new Audio(url).play()`, medians of 7, fresh contexts, order
 * alternated, CPU not slowed (the issue's own measure). Issue 29's goal, 1.5×, held as it is:
 * measured 1.08–1.57× (2026-11-27; 1.7–1.9× before the song page prepared its element, the
 * press started it and the installing worker made way for the song).
 */
const FIRST_PRESS_BUDGET = 1.5;
const FIRST_PRESS_RUNS = 7;

/**
 * A measure over its budget is taken again, up to five times in all, each once the machine is
 * quiet (`quietMachine`), and the lowest kept: the lowest is the one least disturbed by what else
 * ran. These machines share their host, and how much CPU it leaves them changes by the minute: one
 * CI run (its browser tests 2.3× slower than usual) measured a song page at 518 ms and /Library at
 * 685 ms as the lowest of three, with 205–931 and 345–487 ms in runs of the same build on
 * 2026-11-28 and 157–343 and 164–342 ms on quiet days; the first press, whose sides are 20–40 ms,
 * gave 1.57 and 1.51 in a row with 1.08–1.27 around them. A real slide (2.7× was what users met)
 * fails all five.
 */
async function lowestOfFive<T>(
  measure: () => Promise<T>,
  value: (result: T) => number,
  budget: number,
  label: string,
): Promise<number> {
  let lowest = Number.POSITIVE_INFINITY;
  for (let attempt = 1; attempt <= 5 && lowest > budget; attempt += 1) {
    const waitedMs = await quietMachine();
    const result = await measure();
    console.log(`${label} (${attempt}, tras ${waitedMs} ms de espera): ${JSON.stringify(result)}`);
    lowest = Math.min(lowest, value(result));
  }
  return lowest;
}

test(`the first screens block a phone with a ${CPU_SLOWDOWN}× slower CPU little until idle`, async ({
  browser,
  baseURL,
  request,
}) => {
  const song = await demoSong(request);
  const blocking = (path: string, budget: number) =>
    lowestOfFive(
      () => mainThreadCost(browser, baseURL ?? '', path),
      (cost) => cost.blockingMs,
      budget,
      'tareas largas',
    );
  expect(await blocking('/', BLOCKING_BUDGET_MS.home)).toBeLessThanOrEqual(BLOCKING_BUDGET_MS.home);
  const songBlocking = await blocking(`/Artist/${song.song_id}`, BLOCKING_BUDGET_MS.song);
  expect(songBlocking).toBeLessThanOrEqual(BLOCKING_BUDGET_MS.song);
});

test(`a listener's /Library blocks a phone with a ${CPU_SLOWDOWN}× slower CPU little until idle`, async ({
  browser,
  baseURL,
}) => {
  const listener = { email: 'oyente@tambora.app', password: DEMO_PASSWORD };
  const library = await lowestOfFive(
    () => mainThreadCost(browser, baseURL ?? '', '/Library', listener),
    (cost) => cost.blockingMs,
    BLOCKING_BUDGET_MS.library,
    'tareas largas',
  );
  expect(library).toBeLessThanOrEqual(BLOCKING_BUDGET_MS.library);
});

test(`the first press of play sounds within ${FIRST_PRESS_BUDGET}× a bare audio element`, async ({
  browser,
  baseURL,
  request,
}) => {
  const song = await demoSong(request);
  const ratio = await lowestOfFive(
    () => firstPressRatio(browser, baseURL ?? '', song, FIRST_PRESS_RUNS, 1),
    (result) => result.ratio,
    FIRST_PRESS_BUDGET,
    'primera pulsación',
  );
  expect(ratio).toBeLessThanOrEqual(FIRST_PRESS_BUDGET);
});
