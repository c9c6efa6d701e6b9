/**
 * The build's own steps for a light first visit: Mantine's stylesheets per component (each with
 * what it is built from, in Mantine's order), Mantine's ids without an update after mount,
 * Brotli/gzip copies of the text files, and the route paths the server names chunks for.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, entryCompileHints } from '../../scripts/lib/compile-hints';
import {
  mantineComponentCss,
  mantineImportsOf,
  mantineStylesheets,
} from '../../scripts/lib/mantine-css';
import { mantineStableIds, STABLE_USE_ID_FILE } from '../../scripts/lib/mantine-stable-ids';
import { precompressDirectory } from '../../scripts/lib/precompress';
import { lowPriorityScripts, routePathOfFile } from '../../scripts/lib/route-preloads';
import viteConfig from '../../vite.config';

const require = createRequire(import.meta.url);

describe("Mantine's stylesheets per component", () => {
  it('give a component the sheets of what it is built from, before its own', () => {
    expect(mantineStylesheets(['Button'])).toEqual(['UnstyledButton', 'Loader', 'Button']);
    const select = mantineStylesheets(['Select']);
    for (const part of ['Combobox', 'Input', 'Popover', 'ScrollArea'])
      expect(select).toContain(part);
    expect(select.indexOf('Input')).toBeLessThan(select.indexOf('Combobox'));
    const modal = mantineStylesheets(['Modal']);
    expect(modal.indexOf('ModalBase')).toBeLessThan(modal.indexOf('Modal'));
  });

  it('list each sheet once for several components, and none for hooks and helpers', () => {
    const sheets = mantineStylesheets(['Button', 'ActionIcon', 'Text']);
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(mantineStylesheets(['MantineProvider', 'createTheme', 'NoSuchThing'])).toEqual([]);
  });

  it('read the value imports of a file, not its type-only ones', () => {
    const source = `import { Button,\n  Text as T, type MantineTheme } from '@mantine/core';\nimport type { BoxProps } from '@mantine/core';`;
    expect(mantineImportsOf(source)).toEqual(['Button', 'Text']);
  });

  it('are appended to a source file as @layer imports, and nothing is added without Mantine', async () => {
    const plugin = mantineComponentCss();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = `import { Button } from '@mantine/core';\nexport const x = 1;\n`;
    const out = transform(code, '/app/src/x.tsx');
    expect(out?.code.startsWith(code)).toBe(true);
    expect(out?.code).toContain("import '@mantine/core/styles/UnstyledButton.layer.css';");
    expect(out?.code.indexOf('UnstyledButton.layer.css')).toBeLessThan(
      out?.code.indexOf('/Button.layer.css') ?? -1,
    );
    expect(transform('export const y = 2;', '/app/src/y.ts')).toBeNull();
    expect(transform(code, '/app/node_modules/lib/index.js')).toBeNull();
  });

  it("give a file that imports @mantine/notifications the core Notification's sheets", () => {
    const plugin = mantineComponentCss();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = `import { Notifications } from '@mantine/notifications';\nexport const x = 1;\n`;
    const out = transform(code, '/app/src/lib/notify.tsx');
    expect(out?.code).toContain("import '@mantine/core/styles/Notification.layer.css';");
    expect(out?.code).toContain("import '@mantine/core/styles/CloseButton.layer.css';");
  });
});

describe('build-time compression', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('writes .br and .gz beside text files, which decompress to the file itself', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tambora-precompress-'));
    const script = `console.log(${JSON.stringify('merengue '.repeat(200))});`;
    await writeFile(join(dir, 'app.js'), script);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'cover.webp'), Buffer.alloc(4000, 1));
    await precompressDirectory(dir);
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'app.js.gz'))).toString()).toBe(script);
    // Too small to gain, and images are already compressed.
    await expect(stat(join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(stat(join(dir, 'cover.webp.br'))).rejects.toThrow();
  });
});

describe('routes and their scripts', () => {
  it('map the router’s file names to the paths it serves', () => {
    expect(routePathOfFile('index')).toBe('/');
    expect(routePathOfFile('search')).toBe('/search');
    expect(routePathOfFile('Artist.$songId')).toBe('/Artist/$songId');
    expect(routePathOfFile('repertoire.index')).toBe('/repertoire/');
    expect(routePathOfFile('repertoire.$userId')).toBe('/repertoire/$userId');
  });

  it('load the app’s scripts at low priority, after the first frame’s CSS and image', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">';
    expect(lowPriorityScripts(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-2.js">',
    );
  });
});

describe('compile hints', () => {
  function chunk(fileName: string, isEntry: boolean): Rollup.OutputChunk {
    return {
      type: 'chunk',
      fileName,
      isEntry,
      code: 'const a=1;\nexport{a};',
      map: { mappings: 'AAAA;AACA' },
    } as unknown as Rollup.OutputChunk;
  }

  it("open the entry chunk with V8's magic comment, and no other chunk", () => {
    const entry = chunk('assets/index-1.js', true);
    const screen = chunk('assets/search-2.js', false);
    const mapFile = {
      type: 'asset',
      fileName: 'assets/index-1.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    } as unknown as Rollup.OutputAsset;
    const bundle = {
      [entry.fileName]: entry,
      [screen.fileName]: screen,
      [mapFile.fileName]: mapFile,
    };
    const hook = entryCompileHints().generateBundle as {
      handler: (o: unknown, b: Rollup.OutputBundle) => void;
    };
    hook.handler({}, bundle);
    expect(entry.code.split('\n')).toEqual([
      ALL_FUNCTIONS_CALLED_ON_LOAD,
      'const a=1;',
      'export{a};',
    ]);
    expect(screen.code.startsWith('const a=1;')).toBe(true);
    // The source map still points each line at its source: one empty line first.
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(String(mapFile.source)).mappings).toBe(';AAAA;AACA');
  });

  it("are among the app's build steps", () => {
    const names = (viteConfig.plugins ?? [])
      .flat()
      .map((plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : null,
      );
    expect(names).toContain(entryCompileHints().name);
  });
});

describe("Mantine's ids", () => {
  it("give every Mantine component the app's useId in place of @mantine/hooks' own", async () => {
    const plugin = mantineStableIds();
    const load = plugin.load as (id: string) => string | undefined;
    // The file Mantine's own index imports its useId from, where the build finds it.
    const hooksEsm = join(dirname(dirname(require.resolve('@mantine/hooks'))), 'esm');
    const mantineUseId = join(hooksEsm, 'use-id', 'use-id.mjs');
    expect(await readFile(join(hooksEsm, 'index.mjs'), 'utf8')).toContain('./use-id/use-id.mjs');
    expect(load(mantineUseId)).toBe(
      `export { useId } from ${JSON.stringify(STABLE_USE_ID_FILE)};\n`,
    );
    expect(await stat(STABLE_USE_ID_FILE)).toBeTruthy();
    expect(load(join(hooksEsm, 'use-id-other', 'use-id.mjs'))).toBeUndefined();
    expect(load(join(hooksEsm, 'index.mjs'))).toBeUndefined();
  });
});
