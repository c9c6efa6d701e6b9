import { describe, expect, it } from 'vitest';
import { homeRowSize, playlistRowSize, songRowSize } from '../../../domain/row-sizes';
import {
  queryFromResultsHref,
  searchResultsPath,
  suggestionPath,
} from '../../../src/features/search/search-path';

describe('searchResultsPath', () => {
  it("replaces spaces with '+' and ignores surrounding and repeated spaces", () => {
    expect(searchResultsPath('  Juan   Luis Guerra ')).toBe('/SearchView/Juan+Luis+Guerra');
    expect(searchResultsPath('bachata')).toBe('/SearchView/bachata');
  });

  it('encodes characters that would break the path, keeping letters with accents readable to the router', () => {
    expect(searchResultsPath('a/b ¿qué?')).toBe('/SearchView/a%2Fb+%C2%BFqu%C3%A9%3F');
  });

  it('has nothing to search for an empty query', () => {
    expect(searchResultsPath('')).toBeNull();
    expect(searchResultsPath('   ')).toBeNull();
  });
});

describe('spec section 9 row sizes', () => {
  it('home rows: 5, or 10 at 768 px or narrower', () => {
    expect(homeRowSize({ narrow: false, wide: false })).toBe(5);
    expect(homeRowSize({ narrow: true, wide: false })).toBe(10);
  });
  it('song rows: 6, 9 above 1280 px, 10 at 768 px or less', () => {
    expect(songRowSize({ narrow: false, wide: false })).toBe(6);
    expect(songRowSize({ narrow: false, wide: true })).toBe(9);
    expect(songRowSize({ narrow: true, wide: false })).toBe(10);
  });
  it('playlist rows: 5, or 10 on small screens', () => {
    expect(playlistRowSize({ narrow: false, wide: true })).toBe(5);
    expect(playlistRowSize({ narrow: true, wide: false })).toBe(10);
  });
});

describe('where search leads', () => {
  it('a song suggestion to its page, a creator to the profile', () => {
    expect(suggestionPath({ type: 'song', id: 12 })).toBe('/Artist/12');
    expect(suggestionPath({ type: 'creator', id: 3 })).toBe('/ComposerPerfil/3');
  });

  it("reads the results path's '+' back as spaces, and a typed '+' as itself", () => {
    const there = (query: string) => {
      const path = searchResultsPath(query);
      if (!path) throw new Error('no path');
      return queryFromResultsHref(path, '');
    };
    expect(there('Juan Luis Guerra')).toBe('Juan Luis Guerra');
    expect(there('café')).toBe('café');
    expect(there('a+b')).toBe('a+b');
    expect(there('mi barrio?')).toBe('mi barrio?');
    expect(there('50% #1')).toBe('50% #1');
    expect(queryFromResultsHref('/SearchView/Juan+Luis?x=1', 'x')).toBe('Juan Luis');
    expect(queryFromResultsHref('/otra', 'Juan+Luis')).toBe('Juan Luis');
  });
});
