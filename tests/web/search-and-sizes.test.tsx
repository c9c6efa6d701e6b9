import { describe, expect, it } from 'vitest';
import { homeRowSize, playlistRowSize, songRowSize } from '../../src/features/home/row-sizes';
import {
  queryFromPathParam,
  searchResultsPath,
  suggestionPath,
} from '../../src/layout/search-path';

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

  it("reads the results path's '+' back as spaces", () => {
    expect(queryFromPathParam('Juan+Luis+Guerra')).toBe('Juan Luis Guerra');
    expect(queryFromPathParam('café')).toBe('café');
  });
});
