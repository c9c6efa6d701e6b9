import { describe, expect, it } from 'vitest';
import * as pageNames from '../../src/lib/cache-names';

// The worker's copy is loaded through Vite: the two TypeScript projects cannot import each other.
const workerModules = import.meta.glob<Record<string, string>>('../../sw/cache-names.ts', {
  eager: true,
});

describe('cache names', () => {
  it('are the same for the page (which clears them on 401) and the service worker (which fills them)', () => {
    const worker = Object.values(workerModules)[0];
    expect(worker).toBeDefined();
    expect({ ...worker }).toEqual({ ...pageNames });
  });
});
