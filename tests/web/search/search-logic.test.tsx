/**
 * The search rules the screens rely on, without rendering: the suggestion source (debounce,
 * cancelling, stale answers), the criteria rows (swap), the /search URL, and the offline search
 * over IndexedDB (same matching as the server).
 */
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../../domain/search';
import { foldForSearch, normalizeSearchTerm } from '../../../domain/search-terms';
import {
  chooseField,
  criteriaFromParams,
  criteriaTitle,
  DEFAULT_CRITERIA,
  hasCriteria,
  paramsFromCriteria,
  setValue,
} from '../../../src/features/search/advanced/criteria';
import { validateAdvancedSearch } from '../../../src/features/search/advanced/search-params';
import {
  advancedSearchCatalogue,
  type LocalCatalogue,
  readLocalCatalogue,
  searchCatalogue,
  suggestFromCatalogue,
} from '../../../src/features/search/offline-search';
import { withOfflineFallback } from '../../../src/features/search/sourced';
import {
  createSuggestionSource,
  SUGGESTION_DELAY_MS,
  type SuggestionAnswer,
} from '../../../src/features/search/suggestion-source';
import { createDb, type TamboraDb } from '../../../src/lib/db';
import { makeCreator, makeFullSong, makePlaylist, makeSong } from '../helpers/fake-api';

const suggestion = (id: number, label: string): Suggestion => ({
  type: 'song',
  id,
  label,
  sublabel: null,
});

describe('suggestion source', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, 250 ms after the typing stops, for the last text', async () => {
    const fetcher = vi.fn(async (query: string) => ({
      data: { items: [suggestion(1, query)] },
      offline: false,
    }));
    const delivered: SuggestionAnswer[] = [];
    const source = createSuggestionSource((answer) => delivered.push(answer), fetcher);
    source.request('c');
    await vi.advanceTimersByTimeAsync(100);
    source.request('ca');
    await vi.advanceTimersByTimeAsync(100);
    source.request('  café  ');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toBe('café');
    expect(delivered).toEqual([{ query: 'café', items: [suggestion(1, 'café')], offline: false }]);
  });

  it('cancels the request in flight and drops its answer when a newer question comes', async () => {
    const pending: Array<{
      query: string;
      signal: AbortSignal;
      resolve: (items: Suggestion[]) => void;
    }> = [];
    const fetcher = (query: string, signal: AbortSignal) =>
      new Promise<{ data: { items: Suggestion[] }; offline: boolean }>((resolve) => {
        // Like a server that answers even after the browser gave up on the request.
        pending.push({
          query,
          signal,
          resolve: (items) => resolve({ data: { items }, offline: false }),
        });
      });
    const delivered: SuggestionAnswer[] = [];
    const source = createSuggestionSource((answer) => delivered.push(answer), fetcher);

    source.request('ca');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS);
    source.request('caf');
    expect(pending[0].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS);
    pending[1].resolve([suggestion(2, 'Café')]);
    await vi.advanceTimersByTimeAsync(0);
    pending[0].resolve([suggestion(1, 'Cabral')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered.map((answer) => answer.query)).toEqual(['caf']);
    expect(delivered[0].items[0].label).toBe('Café');
  });

  it('clears at once for an empty text, and a failed request only empties the list', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('sin servidor');
    });
    const delivered: SuggestionAnswer[] = [];
    const source = createSuggestionSource((answer) => delivered.push(answer), fetcher);
    source.request('   ');
    expect(delivered).toEqual([{ query: '', items: [], offline: false }]);
    source.request('bachata');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS);
    expect(delivered.at(-1)).toEqual({ query: 'bachata', items: [], offline: false });
    source.request('son');
    source.cancel();
    await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS * 2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('criteria rows (spec section 5)', () => {
  it('choosing the field of the other row swaps the two fields, texts stay in their rows', () => {
    const typed = setValue(setValue(DEFAULT_CRITERIA, 0, 'amor'), 1, 'juan');
    expect(typed).toEqual([
      { field: 'titulo', value: 'amor' },
      { field: 'compositor', value: 'juan' },
    ]);
    expect(chooseField(typed, 0, 'compositor')).toEqual([
      { field: 'compositor', value: 'amor' },
      { field: 'titulo', value: 'juan' },
    ]);
    expect(chooseField(typed, 1, 'titulo')).toEqual([
      { field: 'compositor', value: 'amor' },
      { field: 'titulo', value: 'juan' },
    ]);
    // A field nobody uses: no swap.
    expect(chooseField(typed, 1, 'arreglista')).toEqual([
      { field: 'titulo', value: 'amor' },
      { field: 'arreglista', value: 'juan' },
    ]);
  });

  it('needs text in at least one row, once trimmed', () => {
    expect(hasCriteria(DEFAULT_CRITERIA)).toBe(false);
    expect(hasCriteria(setValue(DEFAULT_CRITERIA, 1, '   '))).toBe(false);
    expect(hasCriteria(setValue(DEFAULT_CRITERIA, 1, ' x '))).toBe(true);
  });

  it('keeps the searched criteria in the URL and reads them back', () => {
    const criteria = chooseField(setValue(DEFAULT_CRITERIA, 0, '  peña  '), 0, 'autor');
    const params = paramsFromCriteria(criteria, 2);
    expect(params).toEqual({ field1: 'autor', value1: 'peña', field2: 'compositor', page: 2 });
    expect(criteriaFromParams(params)).toEqual([
      { field: 'autor', value: 'peña' },
      { field: 'compositor', value: '' },
    ]);
    expect(
      validateAdvancedSearch({
        field1: 'genero',
        value1: '  ',
        field2: 'interprete',
        value2: 7,
        page: '0',
      }),
    ).toEqual({ field2: 'interprete', value2: '7' });
    // A URL naming one field twice keeps row one's and gives row two another.
    expect(criteriaFromParams({ field1: 'autor', field2: 'autor' })[1].field).not.toBe('autor');
  });

  it('names a search by each row with text, with its field', () => {
    const both = criteriaFromParams({ field1: 'titulo', value1: ' Luna ', value2: 'Peña' });
    expect(criteriaTitle(both)).toBe('Buscar «Luna» en Título y «Peña» en Compositor');
    expect(criteriaTitle(criteriaFromParams({ field2: 'autor', value2: 'Rosa' }))).toBe(
      'Buscar «Rosa» en Autor',
    );
    expect(criteriaTitle(criteriaFromParams({}))).toBeNull();
  });
});

describe('folding (the browser must find what the server finds)', () => {
  it('lower case without accents, ñ = n, ü = u', () => {
    expect(foldForSearch('Canción de ÑOÑO, Güira y ÁÉÍÓÚ')).toBe('cancion de nono, guira y aeiou');
    expect(normalizeSearchTerm('  a\u0000b \t  c ')).toBe('a b c');
  });

  it('drops punctuation around the term and keeps it inside (DECISIONS "Search")', () => {
    expect(normalizeSearchTerm('mi barrio?')).toBe('mi barrio');
    expect(normalizeSearchTerm('¡¿ Qué será ?!')).toBe('Qué será');
    expect(normalizeSearchTerm('"Mañana"')).toBe('Mañana');
    expect(normalizeSearchTerm('a+b')).toBe('a+b');
    expect(normalizeSearchTerm('a%b')).toBe('a%b');
    expect(normalizeSearchTerm('?!.')).toBe('');
  });
});

describe('offline search over IndexedDB', () => {
  let database: TamboraDb;
  const now = Date.now();

  beforeEach(async () => {
    database = createDb(`tambora-search-${Math.random()}`);
    await database.librarySongs.put({
      song_id: 1,
      song: makeSong(1, { title: 'Café en la Mañana', composers: ['Juan Carlos Peña'], likes: 3 }),
      addedAt: now,
    });
    await database.offlineSongs.put({
      song_id: 2,
      song: makeSong(2, { title: 'Niño del Cibao', likes: 9 }),
      pinned: 1,
      sizeBytes: 10,
      cachedAt: now,
      lastPlayedAt: now,
    });
    await database.recentlyPlayedSongs.put({
      song_id: 3,
      song: makeSong(3, { title: 'CAFETAL', interpreters: ['Grupo Uno'] }),
      playedAt: now,
    });
    // Authors and arrangers come only with a song's own answer, kept when its page was seen.
    for (const full of [
      makeFullSong(2, { title: 'Niño del Cibao', authors: ['Rafael Almonte'], likes: 9 }),
      makeFullSong(3, { title: 'CAFETAL', interpreters: ['Grupo Uno'], arrangers: ['Marisol'] }),
    ]) {
      await database.apiCache.put({
        key: `GET /songs/${full.song_id}`,
        data: { ...full, composer_links: [] },
        updatedAt: now,
      });
    }
    await database.apiCache.put({
      key: 'GET /songs?sort=newest&limit=10&offset=0',
      data: { items: [makeSong(4, { title: 'Luna de Samaná' }), makeSong(1)], total: 2 },
      updatedAt: now,
    });
    await database.apiCache.put({
      key: 'GET /creator_statistics?limit=5&offset=0',
      data: {
        items: [makeCreator(7, { nickname: 'El Cafetero', display_name: 'El Cafetero' })],
        total: 1,
      },
      updatedAt: now,
    });
    await database.libraryPlaylists.put({
      playlist_id: 5,
      playlist: makePlaylist(5, { name: 'Café y Bachata' }),
      addedAt: now,
    });
  });
  afterEach(async () => {
    database.close();
    await database.delete();
  });

  async function catalogue(): Promise<LocalCatalogue> {
    return readLocalCatalogue(database);
  }

  it('reads the library, saved and recent songs and the stored lists, each song once', async () => {
    const local = await catalogue();
    expect(local.songs.map((song) => song.song_id).sort()).toEqual([1, 2, 3, 4]);
    expect(local.creators.map((creator) => creator.user_id)).toEqual([7]);
    expect(local.playlists.map((playlist) => playlist.playlist_id)).toEqual([5]);
  });

  it("'cafe' finds 'Café' and 'CAFETAL', 'NINO' finds 'Niño': the server's matching", async () => {
    const local = await catalogue();
    const window = { limit: 10, offset: 0 };
    const found = searchCatalogue(local, 'cafe', window);
    // Most liked first, as the server orders them.
    expect(found.songs.items.map((song) => song.title)).toEqual(['Café en la Mañana', 'CAFETAL']);
    expect(found.creators.items.map((creator) => creator.display_name)).toEqual(['El Cafetero']);
    expect(found.playlists.items.map((playlist) => playlist.name)).toEqual(['Café y Bachata']);
    expect(searchCatalogue(local, 'NINO', window).songs.items.map((song) => song.song_id)).toEqual([
      2,
    ]);
    // By the title only, as the server (spec section 5): not by a composer's name.
    expect(searchCatalogue(local, 'pena', window).songs.items).toEqual([]);
    expect(searchCatalogue(local, 'grupo uno', window).songs.items).toEqual([]);
    // Every length matches anywhere, as on the server: 'af' is inside 'Café' and 'CAFETAL'.
    expect(searchCatalogue(local, 'z', window).songs.items).toEqual([]);
    expect(searchCatalogue(local, 'afe', window).songs.items).toHaveLength(2);
    expect(searchCatalogue(local, 'af', window).songs.items).toHaveLength(2);
    const na = searchCatalogue(local, 'na', window).songs.items.map((song) => song.song_id);
    expect(na.sort()).toEqual([1, 4]);
  });

  it('suggests songs by title first, then creators, at most 5', async () => {
    const local = await catalogue();
    const items = suggestFromCatalogue(local, 'caf').items;
    expect(items.map((item) => [item.type, item.label])).toEqual([
      ['song', 'Café en la Mañana'],
      ['song', 'CAFETAL'],
      ['creator', 'El Cafetero'],
    ]);
    const many: LocalCatalogue = {
      ...local,
      songs: Array.from({ length: 7 }, (_, i) => makeSong(100 + i, { title: `Cafecito ${i}` })),
    };
    const five = suggestFromCatalogue(many, 'cafe').items;
    expect(five).toHaveLength(5);
    expect(five.every((item) => item.type === 'song')).toBe(true);
  });

  it('advanced: each field maps as DECISIONS says, two rows combine with AND', async () => {
    const local = await catalogue();
    const window = { limit: 30, offset: 0 };
    const ids = (
      field1: 'titulo' | 'compositor' | 'autor' | 'arreglista' | 'interprete',
      value1: string,
    ) =>
      advancedSearchCatalogue(
        local,
        { field1, value1, field2: 'compositor', value2: '' },
        window,
      ).items.map((song) => song.song_id);
    expect(ids('titulo', 'cafe')).toEqual([1, 3]);
    expect(ids('compositor', 'pena')).toEqual([1]);
    expect(ids('autor', 'almonte')).toEqual([2]);
    expect(ids('arreglista', 'marisol')).toEqual([3]);
    expect(ids('interprete', 'grupo uno')).toEqual([3]);
    expect(ids('autor', 'pena')).toEqual([]);
    const both = advancedSearchCatalogue(
      local,
      { field1: 'titulo', value1: 'cafe', field2: 'interprete', value2: 'grupo' },
      window,
    );
    expect(both.items.map((song) => song.song_id)).toEqual([3]);
  });
});

describe('offline fallback', () => {
  const online = () => Promise.resolve('servidor');
  const offline = () => Promise.resolve('dispositivo');

  it('uses the device when the browser is offline, or when the request got no answer', async () => {
    expect(await withOfflineFallback(online, offline, { isOnline: () => false })).toEqual({
      data: 'dispositivo',
      offline: true,
    });
    const unreachable = () =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    expect(await withOfflineFallback(unreachable, offline, { isOnline: () => true })).toEqual({
      data: 'dispositivo',
      offline: true,
    });
    expect(await withOfflineFallback(online, offline, { isOnline: () => true })).toEqual({
      data: 'servidor',
      offline: false,
    });
  });

  it('a server error is an answer: it is not hidden behind local results', async () => {
    const failing = () =>
      Promise.reject(
        new AxiosError('boom', AxiosError.ERR_BAD_RESPONSE, undefined, undefined, {
          status: 500,
          data: {},
          statusText: '500',
          headers: {},
          config: {} as never,
        }),
      );
    await expect(withOfflineFallback(failing, offline, { isOnline: () => true })).rejects.toThrow(
      'boom',
    );
  });
});
