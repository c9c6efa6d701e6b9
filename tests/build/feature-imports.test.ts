/**
 * The import rules of docs/architecture.md "Which part may import which": feature folders depend on each other in
 * one direction only (no circle between two features, nor through several), on both sides, and
 * `domain/` stays pure TypeScript (no React, no Node, no Dexie), since server and web share it.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureGraph, findCycles, importsOf, sourceFiles } from './import-graph';

const root = path.resolve(import.meta.dirname, '../..');

describe('feature folders', () => {
  for (const side of ['src/features', 'server/features']) {
    it(`${side}: no feature reaches itself through another`, () => {
      const cycles = findCycles(featureGraph(path.join(root, side)));
      expect(cycles.map((cycle) => cycle.describe())).toEqual([]);
    });
  }

  it('the check sees a circle between two features', () => {
    const graph = new Map([
      ['songs', new Map([['player', ['songs/SongCard.tsx -> player/PlayButton']]])],
      ['player', new Map([['songs', ['player/Bar.tsx -> songs/song-texts']]])],
      ['home', new Map([['songs', ['home/Home.tsx -> songs/SongCard']]])],
    ]);
    const cycles = findCycles(graph);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.features.sort()).toEqual(['player', 'songs']);
    expect(cycles[0]?.describe()).toContain('songs/SongCard.tsx -> player/PlayButton');
  });

  it('the check sees a circle through three features', () => {
    const edge = (to: string) => new Map([[to, [`-> ${to}`]]]);
    const graph = new Map([
      ['a', edge('b')],
      ['b', edge('c')],
      ['c', edge('a')],
    ]);
    expect(findCycles(graph)[0]?.features.sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('domain/', () => {
  const forbidden = (specifier: string) =>
    specifier === 'react' ||
    specifier.startsWith('react/') ||
    specifier.startsWith('react-dom') ||
    specifier.startsWith('node:') ||
    builtinModules.includes(specifier) ||
    specifier.startsWith('dexie') ||
    /^(\.\.\/)+(src|server|sw)\//.test(specifier);

  it('imports no React, Node, Dexie, nor the server, the app or the worker', () => {
    const offenders = sourceFiles(path.join(root, 'domain')).flatMap((file) =>
      importsOf(file)
        .filter(forbidden)
        .map((specifier) => `${path.relative(root, file)} -> ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
