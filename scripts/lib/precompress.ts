// Build-time Brotli and gzip copies of every text file in dist/, so the server sends the
// smallest encoding a browser accepts without compressing on each request (@fastify/static's
// preCompressed serves `x.js.br` / `x.js.gz` in place of `x.js`). Images and audio are already
// compressed formats and are left alone.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
  '.xml',
]);

/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
}

/** Writes `.br` and `.gz` beside each text file of `dir` that compression makes smaller. */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, brotliBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of walk(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        // A copy that is not smaller would only cost the reader: the original is served instead.
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        summary.files += 1;
        summary.rawBytes += raw.length;
        summary.brotliBytes += Math.min(br.length, raw.length);
      })(),
    );
  }
  await Promise.all(jobs);
  return summary;
}
