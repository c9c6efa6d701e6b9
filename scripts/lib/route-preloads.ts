// Which built files each route's screen needs, written to dist/route-preloads.json at build time.
//
// Every screen but the home is its own lazy chunk (the router plugin's autoCodeSplitting). A
// browser opening /search directly would otherwise download and run the entry, and only then
// learn it needs the search chunk: one more round trip on a phone before anything useful shows.
// The server reads this file and names the route's chunks in the HTML it sends
// (server/html/page-shell.ts), so they download alongside the entry.
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RouteFiles {
  /** Scripts to modulepreload, beyond what index.html already names. */
  js: string[];
  /** Stylesheets the screen loads with its chunk. */
  css: string[];
}

/** Route pattern ('/Artist/$songId') → what its screen needs. */
export type RoutePreloads = Record<string, RouteFiles>;

const SPLIT_ROUTE = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;

/**
 * The router's flat file naming: dots separate segments, `$name` is a parameter, `index` is the
 * path of its parent. `Artist.$songId` → `/Artist/$songId`, `repertoire.index` → `/repertoire/`.
 */
export function routePathOfFile(name: string): string {
  if (name === 'index') return '/';
  const segments = name.split('.');
  const last = segments.at(-1) === 'index' ? segments.slice(0, -1) : segments;
  return `/${last.join('/')}${segments.at(-1) === 'index' ? '/' : ''}`;
}

function staticClosure(chunk: OutputChunk, bundle: OutputBundle, into: Set<string>): void {
  for (const name of chunk.imports) {
    if (into.has(name)) continue;
    into.add(name);
    const imported = bundle[name];
    if (imported?.type === 'chunk') staticClosure(imported, bundle, into);
  }
}

function importedCss(files: Iterable<string>, bundle: OutputBundle): string[] {
  const css = new Set<string>();
  for (const name of files) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return [...css];
}

/**
 * The app's scripts at low priority: the first frame in index.html (and the server's for some
 * screens) is plain HTML and CSS, so what a phone needs first is that CSS and the frame's image;
 * the scripts still start at once and take over when they arrive.
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin/g,
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

export function routePreloads(): Plugin {
  return {
    name: 'tambora:route-preloads',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      if (!entry) return;
      const loadedByEntry = new Set<string>([entry.fileName]);
      staticClosure(entry, bundle, loadedByEntry);
      const entryCss = new Set(importedCss(loadedByEntry, bundle));

      const routes: RoutePreloads = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.facadeModuleId) continue;
        const match = SPLIT_ROUTE.exec(file.facadeModuleId);
        if (!match) continue;
        const needed = new Set<string>([file.fileName]);
        staticClosure(file, bundle, needed);
        const js = [...needed].filter((name) => !loadedByEntry.has(name));
        const css = importedCss(needed, bundle).filter((sheet) => !entryCss.has(sheet));
        routes[routePathOfFile(match[1])] = {
          js: js.map((name) => `/${name}`),
          css: css.map((name) => `/${name}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 1)}\n`,
      });
    },
  };
}
