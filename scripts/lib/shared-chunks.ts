import { resolve } from 'node:path';

/** What the bundler tells a chunk group's name function about a module (rolldown's ModuleInfo). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The chunk-group name that folds small modules the lazy screens share into a few chunks, where
 * the bundler left each set of screens sharing them a chunk of its own (most under 2 KB: an icon,
 * a CSS module's class names, a text table). Each chunk is a request the service worker
 * makes when it installs, on a phone's round trips, and a cache entry.
 *
 * Only modules that import nothing but the boot chunk's are folded: such a chunk imports only
 * the boot chunk, which imports no lazy chunk, so no cycle between chunks can form (a cycle
 * changes the order modules run in). `entry` is the app's entry module (index.html's script).
 */
export function sharedLeafChunks(entry: string, name: string) {
  const entryId = resolve(entry);
  let boot: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    boot ??= staticallyImported(entryId, graph);
    if (boot.has(id)) return null;
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    return imported.every((dep) => boot?.has(dep)) ? name : null;
  };
}

/** `entry` and every module it imports statically, directly or not: what the boot chunk holds. */
function staticallyImported(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>([entry]);
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      pending.push(dep);
    }
  }
  return seen;
}
