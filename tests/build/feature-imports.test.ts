/**
 * The import rules of docs/architecture.md "Which part may import which": feature folders depend on each other in
 * one direction only (no circle between two features, nor through several), on both sides, and
 * `domain/` stays pure TypeScript (no React, no Node, no Dexie), since server and web share it.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type FeatureGraph,
  featureGraph,
  findCycles,
  importsOf,
  sourceFiles,
} from './import-graph';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Imports of the app that still close a circle, each to be undone (the list only shrinks: an
 * entry whose import is gone fails too). What undoes them: cards and tables that take their
 * actions from the caller, and the device's saved files (offline) below the player instead of
 * beside it.
 */
const CIRCLES_TO_UNDO: Record<string, string[]> = {
  'src/features': [
    'library -> playlists', // the library page draws the playlists' grid; playlists use its sync
    'offline -> player', // /Descargas and the pins play songs; the player reads saved files
    'offline -> playlists', // pinned playlists read the playlist; its page has the pin button
    'offline -> songs', // saving a song reads its details; the song page has the pin button
    'player -> songs', // the expanded player shows lyrics; cards and tables hold play buttons
    'songs -> library', // cards and tables hold the heart and the playlist menu
  ],
  'server/features': [],
};

function withoutEdges(graph: FeatureGraph, edges: string[]): FeatureGraph {
  const copy: FeatureGraph = new Map(
    Array.from(graph, ([from, targets]) => [from, new Map(targets)]),
  );
  for (const edge of edges) {
    const [from = '', to = ''] = edge.split(' -> ');
    copy.get(from)?.delete(to);
  }
  return copy;
}

describe('feature folders', () => {
  for (const [side, toUndo] of Object.entries(CIRCLES_TO_UNDO)) {
    const graph = featureGraph(path.join(root, side));

    it(`${side}: no feature reaches itself through another`, () => {
      const cycles = findCycles(withoutEdges(graph, toUndo));
      expect(cycles.map((cycle) => cycle.describe())).toEqual([]);
    });

    it(`${side}: every circle still to undo is still there (else strike it off)`, () => {
      const gone = toUndo.filter((edge) => {
        const [from = '', to = ''] = edge.split(' -> ');
        return !graph.get(from)?.has(to);
      });
      expect(gone).toEqual([]);
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
