// Gives Mantine the app's own `useId` (src/lib/mantine-use-id.ts, which says why) in place of
// @mantine/hooks' one, for every Mantine component that labels a field or a menu.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
export const STABLE_USE_ID_FILE = fileURLToPath(
  new URL('../../src/lib/mantine-use-id.ts', import.meta.url),
);

export function mantineStableIds(): Plugin {
  return {
    name: 'tambora:mantine-stable-ids',
    enforce: 'pre',
    load: (id) =>
      MANTINE_USE_ID.test(id.split('?')[0])
        ? `export { useId } from ${JSON.stringify(STABLE_USE_ID_FILE)};\n`
        : undefined,
  };
}
