// The first-sound budgets: time from the play click to the media element's 'playing' event for an uncached
// and a cached song, and seeking a cached song offline to its middle (then 'playing'), in Chromium
// against the real server on loopback. Timed inside the page (performance.now) so Playwright's
// round trips are not counted.
import { type Browser, chromium, type Page } from '@playwright/test';
import type { Page as ApiPage, Song } from '../../domain/api';
import { waitForSavedAudio } from '../../tests/e2e/player-helpers';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';
import type { RunningServer } from './server-process';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Clicks the row's play button and resolves with the ms until that song's 'playing' event. */
async function clickToPlaying(page: Page, song: Song): Promise<number> {
  await page.locator(`button[aria-label="Reproducir ${song.title}"]`).first().waitFor();
  return page.evaluate(
    ({ label, audio }) =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
        if (!button) {
          reject(new Error(`sin botón ${label}`));
          return;
        }
        const onPlaying = (event: Event) => {
          const target = event.target as HTMLMediaElement;
          if (!target.currentSrc.endsWith(audio)) return;
          document.removeEventListener('playing', onPlaying, true);
          resolve(performance.now() - start);
        };
        document.addEventListener('playing', onPlaying, true);
        const start = performance.now();
        button.click();
      }),
    { label: `Reproducir ${song.title}`, audio: song.audio },
  );
}

async function pauseBar(page: Page) {
  await page
    .getByRole('region', { name: 'Reproductor' })
    .getByRole('button', { name: 'Pausar' })
    .click();
}

/** Pauses, seeks to the middle and plays: ms until 'playing' (offline, from the audio cache). */
async function seekMiddle(page: Page, song: Song): Promise<number> {
  return page.evaluate(
    (middle) =>
      new Promise<number>((resolve, reject) => {
        const audio = Array.from(document.querySelectorAll('audio')).find((a) => !a.paused);
        if (!audio) {
          reject(new Error('nada suena'));
          return;
        }
        audio.pause();
        audio.addEventListener('playing', () => resolve(performance.now() - start), { once: true });
        const start = performance.now();
        audio.currentTime = middle;
        void audio.play();
      }),
    song.duration_seconds / 2,
  );
}

/** The bars of the song page's play button, by the song's title. */
const playLabel = (song: Song) => `Reproducir ${song.title}`;

/** In the page: clicks `label` (or plays `bare` with a plain Audio) and times it to 'playing'. */
async function timeToPlaying(page: Page, how: { label?: string; bare?: string }): Promise<number> {
  return page.evaluate(
    ({ label, bare }) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const done = () => resolve(performance.now() - start);
        if (bare) {
          const audio = new Audio(bare);
          audio.addEventListener('playing', done, { once: true });
          audio.play().catch(reject);
          return;
        }
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
        if (!button) {
          reject(new Error(`sin botón ${label}`));
          return;
        }
        document.addEventListener('playing', done, { capture: true, once: true });
        button.click();
      }),
    how,
  );
}

/**
 * The first-press budget: the first press of play on a fresh visit to /Artist/{id}, against a bare
 * `new Audio(url).play()` of the same file in the same browser, each in a context of its own (so
 * both fetch the file). 'hover' lets a pointer rest on the button first, as a mouse does.
 */
const FIRST_PLAY_MODES = ['bare', 'cold', 'hover'] as const;

async function firstPlay(
  browser: Browser,
  server: RunningServer,
  song: Song,
  mode: (typeof FIRST_PLAY_MODES)[number],
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript('window.__name = (fn) => fn;');
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/Artist/${song.song_id}`, { waitUntil: 'networkidle' });
    const button = page
      .getByRole('main')
      .getByRole('button', { name: playLabel(song), exact: true });
    await button.first().waitFor();
    if (mode === 'bare') return await timeToPlaying(page, { bare: song.audio });
    if (mode === 'hover') {
      await button.first().hover();
      await page.waitForTimeout(400);
    }
    return await timeToPlaying(page, { label: playLabel(song) });
  } finally {
    await context.close();
  }
}

/** From the end of one song to the next one 'playing', through the bar, on loopback. */
async function songGaps(page: Page, songs: Song[]): Promise<number[]> {
  await page.goto(page.url());
  const gaps: number[] = [];
  // From the row of recent uploads: its order is `songs`' order, so the next song is known.
  await page
    .getByRole('region', { name: 'Subidas recientemente' })
    .getByRole('button', { name: playLabel(songs[0]), exact: true })
    .click();
  for (const next of songs.slice(1, 4)) {
    await page.waitForTimeout(2500);
    const gap = page.evaluate(
      (audio) =>
        new Promise<number>((resolve) => {
          let stoppedAt = 0;
          const stopped = () => {
            stoppedAt ||= performance.now();
          };
          document.addEventListener('pause', stopped, true);
          document.addEventListener('ended', stopped, true);
          const playing = (event: Event) => {
            if (!(event.target as HTMLMediaElement).currentSrc.endsWith(audio)) return;
            document.removeEventListener('playing', playing, true);
            resolve(performance.now() - stoppedAt);
          };
          document.addEventListener('playing', playing, true);
        }),
      next.audio,
    );
    await page.getByRole('slider', { name: 'Posición' }).focus();
    await page.keyboard.press('End');
    gaps.push(await gap);
  }
  await pauseBar(page);
  return gaps;
}

export async function benchAudio(server: RunningServer): Promise<void> {
  const songs = (
    (await (await fetch(`${server.url}/api/v1/songs?sort=recent&limit=10`)).json()) as ApiPage<Song>
  ).items.slice(0, RUNS);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    // tsx names the functions it compiles with a helper the page does not have.
    await context.addInitScript('window.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.goto(server.url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
    });
    const uncached: number[] = [];
    for (const song of songs) {
      uncached.push(await clickToPlaying(page, song));
      await waitForSavedAudio(page, song.audio);
      await pauseBar(page);
    }
    await page.reload();
    const cached: number[] = [];
    for (const song of songs) {
      cached.push(await clickToPlaying(page, song));
      await pauseBar(page);
    }
    await context.setOffline(true);
    await page.reload();
    const seeks: number[] = [];
    for (const song of songs) {
      await clickToPlaying(page, song);
      seeks.push(await seekMiddle(page, song));
      await pauseBar(page);
    }
    const ms = (values: number[]) =>
      `mediana ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
    console.log(`Clic en reproducir → 'playing', sin caché: ${ms(uncached)} (objetivo < 400 ms)`);
    console.log(`Clic en reproducir → 'playing', en caché: ${ms(cached)} (objetivo < 150 ms)`);
    console.log(`Sin conexión, saltar a la mitad → 'playing': ${ms(seeks)} (objetivo < 150 ms)`);

    await context.setOffline(false);
    await page.goto(server.url);
    const gaps = await songGaps(page, songs);
    console.log(`Fin de una canción → 'playing' de la siguiente: ${ms(gaps)} (objetivo < 150 ms)`);

    const bare: number[] = [];
    const cold: number[] = [];
    const hover: number[] = [];
    // The browser's first media pipeline is slower than any after it: one round is not counted.
    const first = songs[0];
    if (first) for (const mode of FIRST_PLAY_MODES) await firstPlay(browser, server, first, mode);
    // Two rounds, the order of the three ways turned each time, so no way always goes first.
    for (const round of [0, 1]) {
      for (const [index, song] of songs.entries()) {
        const shift = (index + round) % FIRST_PLAY_MODES.length;
        const order = [...FIRST_PLAY_MODES.slice(shift), ...FIRST_PLAY_MODES.slice(0, shift)];
        for (const mode of order) {
          const taken = await firstPlay(browser, server, song, mode);
          ({ bare, cold, hover })[mode].push(taken);
        }
      }
    }
    const ratio = (values: number[]) => (median(values) / median(bare)).toFixed(1);
    console.log(`Primera reproducción en /Artist/{id}, visita nueva:`);
    console.log(`  new Audio(url).play() sin la app: ${ms(bare)}`);
    console.log(`  la app, clic directo: ${ms(cold)} = ${ratio(cold)}× (objetivo ≤ 1.5×)`);
    console.log(`  la app, puntero sobre el botón antes del clic: ${ms(hover)} = ${ratio(hover)}×`);
  } finally {
    await browser?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server-process');
  const server = await startServer();
  try {
    await benchAudio(server);
  } finally {
    await server.stop();
  }
}
