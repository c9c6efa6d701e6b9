// In `npm run bench`: the main thread's blocking time until idle on the
// first screens with the CPU slowed 4×, and the first press of play against a bare element, both
// measured as the CI guard measures them (tests/e2e/speed-guard.ts).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';
import { CPU_SLOWDOWN, firstPressRatio, mainThreadCost, median } from './main-thread';

export async function benchSpeed(baseURL: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const song = (
      (await (await fetch(`${baseURL}/api/v1/songs?sort=recent&limit=1`)).json()) as {
        items: { song_id: number; title: string; audio: string }[];
      }
    ).items[0];
    if (!song) throw new Error('sin canciones');
    for (const path of ['/', `/Artist/${song.song_id}`]) {
      const runs = [];
      for (let run = 0; run < 3; run += 1) runs.push(await mainThreadCost(browser, baseURL, path));
      console.log(
        `${path.padEnd(12)} bloqueo hasta quedar en reposo (CPU ${CPU_SLOWDOWN}× más lenta, 390×844): ` +
          `mediana ${median(runs.map((r) => r.blockingMs))} ms (${runs.map((r) => r.blockingMs).join('/')}), ` +
          `tarea más larga ${median(runs.map((r) => r.longestMs))} ms`,
      );
    }
    for (const slowdown of [1, CPU_SLOWDOWN]) {
      const press = await firstPressRatio(browser, baseURL, song, 5, slowdown);
      console.log(
        `primera pulsación de «Reproducir» (CPU ${slowdown}×, mediana de 5, contexto nuevo): app ${press.appMs} ms, ` +
          `<audio> solo ${press.bareMs} ms = ${press.ratio.toFixed(2)}× (objetivo ≤ 1.5×)`,
      );
    }
  } finally {
    await browser.close();
  }
}
