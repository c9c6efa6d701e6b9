import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three tiers, one command (`npm test`): pure domain and service-worker logic, the server
// against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), and the web app in jsdom.
export default defineConfig({
  test: {
    // One file per core (four at most: each server file holds a database in memory). Vitest's
    // default leaves one core free: on CI's two cores that ran every file one after the other,
    // while a server file spends much of its time waiting on its database. Two at a time: `npm test` 722 → 497 s, the server suite on PostgreSQL 270 → 166 s
    // (2026-11-27). Each server file has its own database (PGlite, or a database of its own on
    // PostgreSQL: tests/helpers/test-database.ts), so files never share rows.
    maxWorkers: Math.min(availableParallelism(), 4),
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          // Pure functions: nothing a file leaves behind can reach the next one.
          isolate: false,
          include: [
            'tests/domain/**/*.test.ts',
            'tests/sw/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Each file builds its own app on its own database (tests/helpers/test-app.ts), so files
          // share nothing but the modules, which are loaded once per worker instead of once per
          // file: the server suite on PostgreSQL 408 → 268 s, its imports 153 → 12 s.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // Each file in a VM context of its own: fresh globals and modules, as isolated as a
          // process per file, but jsdom and the dependencies loaded once per worker instead of
          // once per file. The web suite 268 → 151 s (jsdom's setup 117 → 4 s of worker time).
          // What a browser has and that window lacks, the setup adds
          // (tests/web/helpers/vm-realm.ts).
          pool: 'vmThreads',
          css: false,
          // Form tests type like a person (user-event), which takes seconds on a loaded 2-core
          // machine; 5 s (the default) made them fail on load rather than on behaviour.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
