/**
 * First render of the home in each engine listeners use (Firefox and WebKit
 * within 1.3× Chromium's): a fresh browser per run, three runs per engine, alternating, each
 * reading in the page when the app's first screen replaced the first frame (FIRST_SCREEN_MARK)
 * and when the first song card's play button was there, both in ms since the navigation began.
 */
import { FIRST_SCREEN_MARK } from '../../domain/performance-marks';
import { ensureAudioSink } from '../../tests/engines/audio-sink';
import { chromiumDriver } from '../../tests/engines/drivers/chromium';
import { firefoxDriver } from '../../tests/engines/drivers/firefox';
import type { EngineDriver } from '../../tests/engines/drivers/types';
import { webkitDriver } from '../../tests/engines/drivers/webkit';
import { ListenerPage } from '../../tests/engines/listener-page';

const RUNS = 3;
/** The engines budget: each engine's median within this factor of Chromium's. */
const RATIO_BUDGET = 1.3;

interface Reading {
  screenMs: number;
  cardsMs: number;
}

async function readOnce(driver: EngineDriver, origin: string): Promise<Reading> {
  const page = await driver.launch({ width: 1280, height: 800 });
  try {
    const listener = new ListenerPage(page, origin);
    await listener.goto('/');
    return await listener.waitFor(
      'la primera pantalla con canciones',
      (mark: string) => {
        const screen = performance.getEntriesByName(mark)[0];
        const card = document.querySelector('main button[aria-label^="Reproducir "]');
        if (!screen || !card) return null;
        // Resource timing of the cards' data is not in every engine: the card's own paint is
        // approximated by the first poll that sees it, bounded below by the screen's mark.
        return { screenMs: screen.startTime, cardsMs: performance.now() };
      },
      [FIRST_SCREEN_MARK],
      30_000,
    );
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function benchEngineFirstRender(origin: string): Promise<void> {
  const sink = ensureAudioSink();
  if (sink) console.log(`(sin salida de audio: ${sink})`);
  const drivers = [chromiumDriver(), firefoxDriver(), webkitDriver()];
  const readings = new Map<string, Reading[]>();
  for (let run = 0; run < RUNS; run += 1) {
    // Alternating order, so no engine always runs on a warmer machine.
    const order = run % 2 === 0 ? drivers : [...drivers].reverse();
    for (const driver of order) {
      const missing = driver.missing();
      if (missing) continue;
      const list = readings.get(driver.engine) ?? [];
      list.push(await readOnce(driver, origin));
      readings.set(driver.engine, list);
    }
  }
  for (const driver of drivers) await driver.shutdown();
  const chromium = readings.get('chromium');
  const base = chromium ? median(chromium.map((r) => r.screenMs)) : 0;
  for (const driver of drivers) {
    const list = readings.get(driver.engine);
    if (!list) {
      console.log(`[${driver.engine}] omitido: ${driver.missing()}`);
      continue;
    }
    const screen = median(list.map((r) => r.screenMs));
    const cards = median(list.map((r) => r.cardsMs));
    const ratio = base > 0 ? screen / base : 0;
    const verdict =
      driver.engine === 'chromium' ? '' : ratio <= RATIO_BUDGET ? ' (≤ 1.3×)' : ' (> 1.3×)';
    console.log(
      `[${driver.engine}] primera pantalla ${screen.toFixed(0)} ms (corridas ${list.map((r) => r.screenMs.toFixed(0)).join(', ')}), canciones visibles ≤ ${cards.toFixed(0)} ms, ${ratio.toFixed(2)}× Chromium${verdict}`,
    );
  }
}
