import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium';
import { E2E_WORKERS, ownE2ePort } from './tests/e2e/servers';

// Debian's Chromium, started as every browser run of the project starts it (scripts/lib/chromium.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // A screen drawn by a starved CPU (CI's two cores, a server making an upload's renditions
  // beside the browser) took more than 10 s to show the signed-in top bar.
  expect: { timeout: 15_000 },
  // A file's tests run in order in one worker; files are shared among the workers, each with its
  // own server (tests/e2e/servers.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // On CI, a test that fails is run once more so the report says whether it is flaky or broken;
  // either way the run fails (docs/architecture.md "Build and CI"): a test that passes only when
  // run again is a defect to fix, not a pass.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ownE2ePort()}`,
    viewport: { width: 1366, height: 768 },
    locale: 'es-DO',
    serviceWorkers: 'allow',
    // A trace snapshots the page around every action of every test, kept or not, on CI's two
    // cores that nobody reads from there. Locally, a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  // The work guard first, on a server nobody has changed yet (tests/e2e/work-guard.spec.ts).
  projects: [
    { name: 'work-guard', testMatch: 'work-guard.spec.ts' },
    { name: 'app', testIgnore: 'work-guard.spec.ts' },
  ],
  // One server per worker, started side by side (scripts/e2e-servers.mjs).
  webServer: {
    command: 'node --import tsx scripts/e2e-servers.mjs',
    wait: { stdout: /Servidores de prueba listos/ },
    reuseExistingServer: false,
    // Each server loads the demo and makes its renditions before it answers (server/server.ts).
    timeout: 240_000,
  },
});
