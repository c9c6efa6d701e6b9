/**
 * `npm run test:engines [-- chromium firefox webkit]`: the listener scenario (listener-scenario.ts)
 * in every engine listeners use, as many side by side as the machine has cores, each against a
 * server of its own (the scenario stops its server to be offline). Prints each step with its
 * engine, and closes with 'N passed, N failed, N skipped' (a step an engine's driver cannot take
 * is skipped, never counted as passed). A browser this machine lacks is a failure, not a skip: CI
 * installs all three (.ci/run). On CI an engine that fails runs the scenario once more; passing
 * then, its failures are printed as flaky and fail the run all the same, as Playwright's
 * `failOnFlakyTests` does for the browser tests (docs/architecture.md "Build and CI"): a step
 * that passes only when run again is a defect to fix, not a pass.
 */
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/lib/build-if-stale.mjs';
import { AppServer } from './app-server';
import { ensureAudioSink } from './audio-sink';
import { chromiumDriver } from './drivers/chromium';
import { firefoxDriver } from './drivers/firefox';
import type { EngineDriver, EngineName } from './drivers/types';
import { webkitDriver } from './drivers/webkit';
import { ListenerPage, StepSkipped } from './listener-page';
import { listenerScenario } from './listener-scenario';
import { StepGate } from './step-gate';

const DRIVERS: Record<EngineName, () => EngineDriver> = {
  chromium: chromiumDriver,
  firefox: firefoxDriver,
  webkit: webkitDriver,
};
const VIEWPORT = { width: 1280, height: 800 };
/** The engines' steps run side by side; a step that times audio, alone. */
const gate = new StepGate();
/** No step of a listener takes longer; past it the step has hung. */
const STEP_TIMEOUT_MS = 120_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const asked = process.argv.slice(2).filter((name): name is EngineName => name in DRIVERS);
const engines: EngineName[] = asked.length > 0 ? asked : ['chromium', 'firefox', 'webkit'];

/** What one run of the scenario in one engine came to. */
interface EngineRun {
  passed: number;
  skipped: number;
  failures: string[];
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`más de ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Where the page was and what it showed, to read a failure without a screenshot. */
async function pageSummary(listener: ListenerPage): Promise<string> {
  try {
    return await withTimeout(
      listener.run(() => {
        const audios = Array.from(document.querySelectorAll('audio')).map(
          (audio) =>
            `${audio.currentSrc.split('/').pop()} t=${audio.currentTime.toFixed(1)} ${audio.paused ? 'pausa' : 'suena'} ready=${audio.readyState} net=${audio.networkState} error=${audio.error?.code ?? '-'}`,
        );
        const text = document.body.innerText.replace(/\s+/g, ' ').slice(0, 300);
        return `${location.pathname} «${text}» audio: [${audios.join('; ')}]`;
      }),
      5000,
    );
  } catch (error) {
    return `no responde (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** The scenario once in `engine`, in a fresh browser; each step printed as it ends. */
async function runEngine(engine: EngineName, slot: number, server: AppServer): Promise<EngineRun> {
  const run: EngineRun = { passed: 0, skipped: 0, failures: [] };
  const fail = (line: string) => {
    run.failures.push(line);
    console.log(`✗ ${line}`);
  };
  const driver = DRIVERS[engine]();
  const missing = driver.missing() ?? (engine === 'chromium' ? null : sinkProblem);
  if (missing) {
    fail(`[${engine}] no se puede ejecutar: ${missing}`);
    return run;
  }
  const started = Date.now();
  const page = await driver.launch(VIEWPORT);
  const listener = new ListenerPage(page, server.origin);
  let broken = false;
  for (const step of listenerScenario(listener, server, slot)) {
    if (broken) {
      run.skipped += 1;
      console.log(`- [${engine}] ${step.name}: no se ejecutó (falló un paso anterior)`);
      continue;
    }
    const stepStarted = Date.now();
    try {
      await gate.run(step.timed === true, () => withTimeout(step.run(), STEP_TIMEOUT_MS));
      run.passed += 1;
      console.log(`✓ [${engine}] ${step.name} (${Date.now() - stepStarted} ms)`);
    } catch (error) {
      if (error instanceof StepSkipped) {
        run.skipped += 1;
        console.log(`- [${engine}] ${step.name}: omitido (${error.message})`);
        continue;
      }
      broken = true;
      fail(`[${engine}] ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      console.log(`  la página: ${await pageSummary(listener)}`);
    }
  }
  await page.close().catch(() => undefined);
  await driver.shutdown();
  // A step that failed while the server was stopped must not leave a second run without it.
  await server.start().catch(() => undefined);
  console.log(`  [${engine}] ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return run;
}

/** An engine's final run. */
interface EngineResult extends EngineRun {
  /** Failures of a first run that passed when run again: listed at the end, never hidden. */
  flaky: string[];
}

/** The scenario in `engine` on a server of its own, run once more on CI if it fails. */
async function testEngine(engine: EngineName, slot: number): Promise<EngineResult> {
  const server = new AppServer();
  try {
    try {
      await server.start();
    } catch (error) {
      const line = `[${engine}] el servidor no arrancó: ${error instanceof Error ? error.message : String(error)}`;
      console.log(`✗ ${line}`);
      return { passed: 0, skipped: 0, failures: [line], flaky: [] };
    }
    let run = await runEngine(engine, slot, server);
    const flaky: string[] = [];
    // On CI, as the browser tests do, a failed engine runs the scenario once more from a fresh
    // browser (a loaded 2-core machine starves real-time audio now and then); passing then, its
    // first failures are reported as flaky. Each run starts from an emptied library.
    if (run.failures.length > 0 && process.env.CI && !run.failures[0]?.includes('no se puede')) {
      console.log(`  [${engine}] otra vez, desde el principio`);
      const again = await runEngine(engine, slot, server);
      if (again.failures.length === 0) flaky.push(...run.failures);
      else again.failures.unshift(...run.failures);
      run = again;
    }
    return { ...run, flaky };
  } finally {
    await server.dispose();
  }
}

/** Runs `work` on every item, at most `width` at a time, keeping the items' order in the results. */
async function inPool<T, R>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

buildIfStale(root);
const sinkProblem = engines.some((engine) => engine !== 'chromium') ? ensureAudioSink() : null;
const results = await inPool(engines, availableParallelism(), testEngine);
const passed = results.reduce((sum, run) => sum + run.passed, 0);
const skipped = results.reduce((sum, run) => sum + run.skipped, 0);
const failures = results.flatMap((run) => run.failures);
const flaky = results.flatMap((run) => run.flaky);

if (flaky.length > 0)
  console.log(`\nInestables (pasaron al repetir):\n${flaky.map((line) => `  ${line}`).join('\n')}`);
if (failures.length > 0)
  console.log(`\nFallaron:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(
  `\n${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
// Flaky steps exist only on CI, where a failed engine runs again.
process.exit(failures.length > 0 || flaky.length > 0 ? 1 : 0);
