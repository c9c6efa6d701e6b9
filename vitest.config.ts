import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three tiers, one command (`npm test`): pure domain and service-worker logic, the server
// against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), and the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
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
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; one file at a time per worker keeps memory flat.
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          css: false,
          // Form tests type like a person (user-event), which takes seconds on a loaded 2-core
          // machine; 5 s (the default) made them fail on load rather than on behaviour.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
