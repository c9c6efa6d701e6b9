// The entry chunk tells V8 to compile all of its functions while it downloads.
//
// V8 compiles a script's top level as it streams in, off the main thread, but each function only
// when first called, on the main thread. Nearly all of the entry (React, Mantine, the router, the
// app's frame) runs before the first screen, so that compiling fell in one task: the entry's
// evaluation, 40–100 ms at 1× CPU in Chromium with a phone's screen. The magic comment
// (https://v8.dev/blog/explicit-compile-hints, Chromium 136 and later; other engines read a
// comment) moves it to the streaming thread. Only the entry: a screen's chunk holds code its
// screen may never call, compiled for nothing.
import type { Plugin, Rollup } from 'vite';

/** V8 reads it only at the top of the file, and for the functions after it. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

export function entryCompileHints(): Plugin {
  return {
    name: 'tambora:entry-compile-hints',
    apply: 'build',
    generateBundle: {
      // After every plugin that writes the chunk's first lines: Vite puts its preload map there.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) hintChunk(chunk, bundle);
        }
      },
    },
  };
}

function hintChunk(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  chunk.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${chunk.code}`;
  // One line more at the top: a source map's lines are its mappings split at ';'.
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapFile.source = JSON.stringify(map);
  }
}
