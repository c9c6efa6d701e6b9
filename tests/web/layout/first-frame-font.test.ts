// "The first visit" (docs/architecture.md): the first frame already uses the app's font, so
// nothing changes family when the app mounts and no text is looked up and laid out twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/theme';

/** A font list with quotes and spaces taken out, as a browser compares families. */
function families(list: string): string[] {
  return list.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
}

describe('the first frame’s font', () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const declared = /--mantine-font-family:\s*([^;]+);/.exec(html)?.[1];

  it('is the theme’s, declared for the whole page before any script runs', () => {
    expect(declared).toBeDefined();
    expect(families(declared ?? '')).toEqual(families(theme.fontFamily ?? ''));
    expect(html).toMatch(/--mantine-font-family-headings:\s*var\(--mantine-font-family\)/);
  });

  it('is the one every first-frame rule uses: no other font list in index.html', () => {
    const lists = [...html.matchAll(/(?<!-)font-family:\s*([^;]+);/g)].map((match) => match[1]);
    expect(lists).toEqual(['var(--mantine-font-family)']);
  });
});
