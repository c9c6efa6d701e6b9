// In `npm run bench`: the main thread's blocking time until idle on the first screens with the
// CPU slowed 4×, and the first press of play against a bare element (a mouse's, a touch's, and a
// bare element started by the same press), in fresh phone contexts (tests/e2e/phone.ts); then
// the same presses again in a Chromium that does not hold tasks after an input, which shows
// what of the figure is that hold (docs/architecture.md, "The first press of play").
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, disableFeatures } from '../lib/chromium';
import { CPU_SLOWDOWN, firstPressMedians, mainThreadCost, median } from './main-thread';

/**
 * Chromium's scheduling that holds a page's ordinary tasks after a discrete input until its next
 * frame (media loading among them); switched off only to show its share of the press. The switch
 * replaces CHROMIUM_ARGS' own, so it names their features too.
 */
const NO_HOLD_AFTER_INPUT = disableFeatures('DeferRendererTasksAfterInput');

const ms = (value: number) => `${Math.round(value)} ms`;
const times = (value: number, of: number) => `${(value / of).toFixed(2)}×`;

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
      const press = await firstPressMedians(browser, baseURL, song, 5, slowdown);
      console.log(
        `primera pulsación de «Reproducir» (CPU ${slowdown}×, mediana de 5, contexto nuevo): app ${ms(press.mouse)}, ` +
          `<audio> solo ${ms(press.bare)} = ${times(press.mouse, press.bare)} (objetivo ≤ 1.5×)`,
      );
      console.log(
        `  la misma pulsación con un <audio> solo creado en ella ${ms(press.bareInPress)}: la app ${times(press.mouse, press.bareInPress)} eso; ` +
          `con el dedo (pantalla táctil) app ${ms(press.touch)} = ${times(press.touch, press.bare)} el <audio> solo`,
      );
    }
    await pressWithoutHold(baseURL, song);
  } finally {
    await browser.close();
  }
}

/** The same presses in a Chromium that runs a page's tasks right after an input. */
async function pressWithoutHold(
  baseURL: string,
  song: { song_id: number; title: string; audio: string },
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, NO_HOLD_AFTER_INPUT],
  });
  try {
    for (const slowdown of [1, CPU_SLOWDOWN]) {
      const press = await firstPressMedians(browser, baseURL, song, 5, slowdown);
      console.log(
        `  sin la espera de Chromium tras una pulsación (DeferRendererTasksAfterInput desactivado, CPU ${slowdown}×): ` +
          `app ${ms(press.mouse)}, <audio> solo ${ms(press.bare)} = ${times(press.mouse, press.bare)}; ` +
          `<audio> solo creado en la pulsación ${ms(press.bareInPress)} = ${times(press.bareInPress, press.bare)}; ` +
          `con el dedo app ${ms(press.touch)} = ${times(press.touch, press.bare)}`,
      );
    }
  } finally {
    await browser.close();
  }
}
