/**
 * Small modules lazy screens share go in `shared` chunks only when they import nothing but the
 * boot chunk's, so that no cycle between chunks can form (docs/architecture.md "The first visit
 * (what a phone downloads)").
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedLeafChunks } from '../../scripts/lib/shared-chunks';

const entry = resolve('src/main.tsx');
/** Who imports what statically: the entry boots `boot-a`, which imports `boot-b`. */
const imports: Record<string, string[]> = {
  [entry]: ['boot-a'],
  'boot-a': ['boot-b'],
  'boot-b': [],
  icon: [],
  'uses-boot': ['boot-b'],
  'uses-lazy': ['icon'],
  'screen-only': ['boot-a', 'screen-helper'],
  'screen-helper': [],
};
const graph = {
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
};

describe('shared chunks', () => {
  const nameOf = sharedLeafChunks('src/main.tsx', 'shared');

  it('take a module that imports nothing, or only what the boot chunk holds', () => {
    expect(nameOf('icon', graph)).toBe('shared');
    expect(nameOf('uses-boot', graph)).toBe('shared');
  });

  it('leave a module that imports another lazy module where the bundler puts it', () => {
    expect(nameOf('uses-lazy', graph)).toBeNull();
    expect(nameOf('screen-only', graph)).toBeNull();
  });

  it('leave the boot chunk whole', () => {
    for (const id of [entry, 'boot-a', 'boot-b']) expect(nameOf(id, graph)).toBeNull();
  });
});
