import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registered } from './accounts';
import { API_CALL } from './api-call';
import { type Account, PHONE } from './phone';
import { measureWork, medianWork, type Work, workOverBaseline } from './work-guard';

/**
 * The work guard (docs/architecture.md "Speed guards"): the first screens a phone opens cost no
 * more counted work than the baseline kept beside this file, by more than 10 % (each count's
 * median of three fresh phones). It runs on a server nobody has changed yet (its project comes
 * first, playwright.config.ts): the demo's catalogue as seeded, a listener of its own.
 * UPDATE_WORK_BASELINE=1 writes the baseline instead (each count's highest of five measures and of
 * SHAPES_OF_A_SLOW_MOMENT): a reviewed change, its reason in the commit.
 */
const BASELINE_FILE = new URL('./work-baseline.json', import.meta.url);
const UPDATE = process.env.UPDATE_WORK_BASELINE === '1';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// Playwright's trace would add its own work to each page.
test.use({ trace: 'off', viewport: PHONE });

/** The demo songs a listener of the guard likes, by id: the seed's first six. */
const LIKED_SONG_IDS = [1, 2, 3, 4, 5, 6];

let listener: Account;

test.beforeAll(async ({ baseURL }) => {
  const person = await registered(baseURL ?? '', 'guardia');
  for (const song_id of LIKED_SONG_IDS) {
    const answer = await person.api.post('/api/v1/song_libraries', {
      ...API_CALL,
      data: { song_id },
    });
    expect(answer.status()).toBe(201);
  }
  listener = { email: person.email, password: person.password };
});

const screens = () => [
  { name: 'home', path: '/' },
  { name: 'song', path: '/Artist/1' },
  { name: 'search', path: '/search' },
  { name: 'library', path: '/Library', account: listener },
];

function readBaseline(): Record<string, Work> {
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, Work>;
}

/**
 * Shapes a quiet machine does not meet, kept in the baseline when it is rewritten. The song page
 * comes in two shapes by a race not fully explained (the chunks of its lazy 'Disponible sin
 * conexión' landing after React's first commit is one; CI met the larger with every script in
 * first too; docs/architecture.md "Speed guards"): five quiet phones all met the
 * smaller (2 commits, about 60 k block runs); CI under load met the larger, a median of three
 * phones at the settled mark (docs/performance-log.md "The whole suite on a loaded machine").
 */
const SHAPES_OF_A_SLOW_MOMENT: Record<string, Work> = {
  song: {
    functionCalls: 49649,
    blockRuns: 69525,
    bytesRun: 295940,
    reactCommits: 4,
    domNodes: 299,
  },
};

const highest = (works: Work[]): Work => {
  const result: Work = {};
  for (const work of works)
    for (const [name, value] of Object.entries(work))
      result[name] = Math.max(result[name] ?? 0, value);
  return result;
};

test('each first screen costs a phone no more work than its baseline', async ({
  browser,
  baseURL,
}) => {
  const baseline = UPDATE ? {} : readBaseline();
  const measured: Record<string, Work> = {};
  const over: string[] = [];
  for (const screen of screens()) {
    if (UPDATE) {
      const works: Work[] = [];
      for (let run = 0; run < 5; run += 1) {
        works.push(await measureWork(browser, baseURL ?? '', screen.path, screen));
      }
      measured[screen.name] = highest([...works, SHAPES_OF_A_SLOW_MOMENT[screen.name] ?? {}]);
    } else {
      measured[screen.name] = await medianWork(browser, baseURL ?? '', screen.path, screen);
    }
    console.log(`trabajo de ${screen.path}: ${JSON.stringify(measured[screen.name])}`);
    if (!UPDATE) {
      over.push(
        ...workOverBaseline(measured[screen.name] ?? {}, baseline[screen.name] ?? {}).map(
          (line) => `${screen.path} ${line}`,
        ),
      );
    }
  }
  if (UPDATE) writeFileSync(BASELINE_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  expect(over).toEqual([]);
});

test('the guard fails on a 40 ms busy loop at start, and not on a CPU twice as slow', async ({
  browser,
  baseURL,
}) => {
  // Read now, after the test above: with UPDATE_WORK_BASELINE=1 the new baseline is proven too.
  const baseline = readBaseline().home ?? {};
  const busy = await measureWork(browser, baseURL ?? '', '/', { busyLoopMs: 40 });
  console.log(`trabajo de / con 40 ms de bucle al empezar: ${JSON.stringify(busy)}`);
  expect(workOverBaseline(busy, baseline)).not.toEqual([]);
  const slower = await medianWork(browser, baseURL ?? '', '/', { slowdown: 2 });
  console.log(`trabajo de / con la CPU 2× más lenta: ${JSON.stringify(slower)}`);
  expect(workOverBaseline(slower, baseline)).toEqual([]);
});
