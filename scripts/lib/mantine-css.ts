// Which of Mantine's per-component stylesheets a set of @mantine/core imports needs.
//
// Mantine ships one CSS file per component (`@mantine/core/styles/Button.css`) as a lighter
// alternative to its whole 250 KB stylesheet, but a component needs the styles of the components
// it is built from too (Button → UnstyledButton, Loader; Select → Combobox, Input, Popover…).
// Mantine's own ESM build says exactly that: every component module imports the modules it is
// built from, and `Foo.module.mjs` is the class map of `styles/Foo.css`. Walking those imports
// gives each component's stylesheets, its dependencies' first.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
// require.resolve gives the CommonJS entry (cjs/index.cjs); the ESM build is its sibling.
const PACKAGE_DIR = dirname(dirname(require.resolve('@mantine/core')));
const ESM_DIR = join(PACKAGE_DIR, 'esm');
const STYLES_DIR = join(PACKAGE_DIR, 'styles');
const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s*["'](\.{1,2}\/[^"']+)["']/g;

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(RELATIVE_IMPORT)].map((m) => resolve(dirname(file), m[1]));
}

/** Export name → the module that defines it, read from Mantine's index. */
function exportModules(): Map<string, string> {
  const index = join(ESM_DIR, 'index.mjs');
  const map = new Map<string, string>();
  const source = readFileSync(index, 'utf8');
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of m[1].split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0];
      if (local) map.set(local, resolve(ESM_DIR, m[2]));
    }
  }
  return map;
}

/**
 * Each stylesheet's place in Mantine's whole styles.css, which is their concatenation in the
 * order Mantine designed (globals, the shared building blocks, then components after what they
 * are built from): sheets keep that order wherever they are split up.
 */
function canonicalOrder(): Map<string, number> {
  const whole = readFileSync(join(PACKAGE_DIR, 'styles.css'), 'utf8');
  const order = new Map<string, number>();
  for (const file of readdirSync(STYLES_DIR)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const content = readFileSync(join(STYLES_DIR, file), 'utf8').trim();
    order.set(basename(file, '.css'), whole.indexOf(content.slice(0, 400)));
  }
  return order;
}

let exportsCache: Map<string, string> | null = null;
let orderCache: Map<string, number> | null = null;
const stylesheetsCache = new Map<string, string[]>();

/** The stylesheet names ('UnstyledButton', 'Button') a module needs, dependencies first. */
function stylesheetsOf(file: string, seen: Set<string>, out: string[]): void {
  if (seen.has(file)) return;
  seen.add(file);
  if (file.endsWith('.module.mjs')) {
    out.push(basename(file, '.module.mjs'));
    return;
  }
  // The components a module is built from first, its own stylesheet after: where their rules
  // meet on one element, the component's own must win.
  const imports = relativeImports(file);
  const isStylesheet = (path: string) => path.endsWith('.module.mjs');
  for (const dependency of imports.filter((path) => !isStylesheet(path))) {
    stylesheetsOf(dependency, seen, out);
  }
  for (const own of imports.filter(isStylesheet)) stylesheetsOf(own, seen, out);
}

/**
 * The stylesheets (names as in `@mantine/core/styles/<name>.css`) that these @mantine/core
 * exports need, each once, every component after the ones it is built from. Hooks, helpers and
 * unknown names need none.
 */
export function mantineStylesheets(exportNames: string[]): string[] {
  exportsCache ??= exportModules();
  const out: string[] = [];
  const seen = new Set<string>();
  for (const name of exportNames) {
    const file = exportsCache.get(name);
    if (!file) continue;
    let sheets = stylesheetsCache.get(file);
    if (!sheets) {
      sheets = [];
      stylesheetsOf(file, new Set(), sheets);
      stylesheetsCache.set(file, sheets);
    }
    for (const sheet of sheets) {
      if (!seen.has(sheet)) {
        seen.add(sheet);
        out.push(sheet);
      }
    }
  }
  orderCache ??= canonicalOrder();
  const order = orderCache;
  return out.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

const MANTINE_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
/** Mantine's companion packages the app uses, which draw @mantine/core components themselves. */
const COMPANION_IMPORT = /from\s*['"](@mantine\/notifications)['"]/g;

function namesIn(source: string, pattern: RegExp): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(pattern)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const companionCache = new Map<string, string[]>();

/**
 * The @mantine/core exports a companion package's own modules import: @mantine/notifications
 * draws core's Notification (with its close button and loader), whose stylesheets a file that
 * imports only from @mantine/notifications would otherwise never get (toasts showed unstyled).
 */
function coreImportsOfPackage(name: string): string[] {
  let names = companionCache.get(name);
  if (!names) {
    const esm = join(dirname(dirname(require.resolve(name))), 'esm');
    const core = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*"@mantine\/core"/g;
    names = readdirSync(esm)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => namesIn(readFileSync(join(esm, file), 'utf8'), core));
    companionCache.set(name, names);
  }
  return names;
}

/**
 * The value names a source file imports from @mantine/core (type-only imports left out), and
 * those its imports of Mantine's companion packages stand for.
 */
export function mantineImportsOf(source: string): string[] {
  const names = namesIn(source, MANTINE_IMPORT);
  for (const m of source.matchAll(COMPANION_IMPORT)) names.push(...coreImportsOfPackage(m[1]));
  return names;
}

/**
 * Vite plugin: every source file that imports Mantine components also imports their stylesheets
 * (the `@layer mantine` versions, so the app's own CSS modules win over Mantine's whatever order
 * lazy chunks load in). Each route chunk then carries only the CSS of what it shows, instead of
 * every page paying for Mantine's whole stylesheet. The base sheets (reset, variables, global
 * classes) are imported once in src/main.tsx.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'tambora:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0])) return null;
      const sheets = mantineStylesheets(mantineImportsOf(code));
      if (sheets.length === 0) return null;
      const imports = sheets.map((sheet) => `import '@mantine/core/styles/${sheet}.layer.css';`);
      // Appended, so no line moves and source maps stay right; imports are hoisted anyway.
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
