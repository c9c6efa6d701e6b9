import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Page as ApiPage, Song } from '../../domain/api';
import { apiGet, DEMO_PASSWORD } from './helpers';
import { CPU_SLOWDOWN, firstPressRatio, mainThreadCost } from './speed-guard';

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
 * Σ (long task − 50 ms) until idle, at 390×844 with the CPU slowed 4×. Measured 408–422 ms on /,
 * 157–293 ms on a song page (2026-11-26) and 164–342 ms on a listener's /Library just signed in
 * (2026-11-27, once its menus were built when pressed): budgets ~40 % above the worst run.
 */
const BLOCKING_BUDGET_MS = { home: 600, song: 400, library: 500 };

/**
 * The first press of play against `new Audio(url).play()`, medians of 7, fresh contexts, order
 * alternated, CPU not slowed (the issue's own measure). Issue 29's goal, 1.5×, held as it is:
 * measured 1.15–1.48× (2026-11-27; 1.7–1.9× before the song page prepared its element, the
 * press started it and the installing worker made way for the song). A run over it is measured
 * once more and the lower ratio kept: a server that had just started, rendering the demo's audio
 * beside the measure, gave one 1.74× among 1.22 and 1.48; a real slide fails both.
 */
const FIRST_PRESS_BUDGET = 1.5;
const FIRST_PRESS_RUNS = 7;

test(`the first screens block a phone with a ${CPU_SLOWDOWN}× slower CPU little until idle`, async ({
  browser,
  baseURL,
  request,
}) => {
  const song = await demoSong(request);
  const home = await mainThreadCost(browser, baseURL ?? '', '/');
  const songPage = await mainThreadCost(browser, baseURL ?? '', `/Artist/${song.song_id}`);
  console.log(`tareas largas: ${JSON.stringify(home)} ${JSON.stringify(songPage)}`);
  expect(home.blockingMs).toBeLessThanOrEqual(BLOCKING_BUDGET_MS.home);
  expect(songPage.blockingMs).toBeLessThanOrEqual(BLOCKING_BUDGET_MS.song);
});

test(`a listener's /Library blocks a phone with a ${CPU_SLOWDOWN}× slower CPU little until idle`, async ({
  browser,
  baseURL,
}) => {
  const library = await mainThreadCost(browser, baseURL ?? '', '/Library', {
    email: 'oyente@tambora.app',
    password: DEMO_PASSWORD,
  });
  console.log(`tareas largas: ${JSON.stringify(library)}`);
  expect(library.blockingMs).toBeLessThanOrEqual(BLOCKING_BUDGET_MS.library);
});

test(`the first press of play sounds within ${FIRST_PRESS_BUDGET}× a bare audio element`, async ({
  browser,
  baseURL,
  request,
}) => {
  const song = await demoSong(request);
  const measure = () => firstPressRatio(browser, baseURL ?? '', song, FIRST_PRESS_RUNS, 1);
  let result = await measure();
  console.log(`primera pulsación: ${JSON.stringify(result)}`);
  if (result.ratio > FIRST_PRESS_BUDGET) {
    const again = await measure();
    console.log(`primera pulsación, otra vez: ${JSON.stringify(again)}`);
    if (again.ratio < result.ratio) result = again;
  }
  expect(result.ratio).toBeLessThanOrEqual(FIRST_PRESS_BUDGET);
});
