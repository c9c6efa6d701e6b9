import { describe, expect, it } from 'vitest';
import { playSourceOf } from '../../domain/play-sources';

describe('where a play was pressed', () => {
  it.each([
    ['/', 'home'],
    ['/ParaTi', 'home'],
    ['/search', 'search'],
    ['/SearchView/bachata', 'search'],
    ['/Artist/12', 'song'],
    ['/PlaylistSongsCard/3', 'playlist'],
    ['/ComposerPerfil/5', 'profile'],
    ['/Descargas', 'downloads'],
    ['/Library', 'library'],
    ['/UserSettings', 'other'],
    ['/constructor', 'other'],
  ])('%s is %s', (path, source) => {
    expect(playSourceOf(path)).toBe(source);
  });
});
