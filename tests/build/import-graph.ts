/**
 * Which feature folder imports which, read from the source's import statements (static, type-only
 * and dynamic `import()`), and the circles in that graph (Tarjan's strongly connected components).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** feature → the features it imports → the file-level imports behind that edge. */
export type FeatureGraph = Map<string, Map<string, string[]>>;

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return Array.from(text.matchAll(IMPORT), (match) => match[1] ?? match[2] ?? '');
}

/** The first folder under `base` that `file` lies in, or null outside `base`. */
function featureOf(file: string, base: string): string | null {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

export function featureGraph(base: string): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const file of sourceFiles(base)) {
    const from = featureOf(file, base);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const to = featureOf(target, base);
      if (!to || to === from) continue;
      const via = edges.get(to) ?? [];
      via.push(`${path.relative(base, file)} -> ${path.relative(base, target)}`);
      edges.set(to, via);
    }
  }
  return graph;
}

export interface Cycle {
  features: string[];
  describe(): string;
}

/** Every group of features that reach each other, with the imports that close the circle. */
export function findCycles(graph: FeatureGraph): Cycle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  return groups.map((features) => ({
    features,
    describe: () => {
      const inside = new Set(features);
      const lines = features.flatMap((from) =>
        Array.from(graph.get(from) ?? [])
          .filter(([to]) => inside.has(to))
          .flatMap(([, via]) => via),
      );
      return `${[...features].sort().join(' ↔ ')}:\n  ${lines.sort().join('\n  ')}`;
    },
  }));
}
