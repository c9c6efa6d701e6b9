/**
 * Search without a connection (DECISIONS "Offline-first"): the same matching as the
 * server (case and accents ignored, the term anywhere in the text) over what this device keeps
 * in IndexedDB — library, saved and recently played songs, recommendations and the stored answers
 * of the catalogue lists.
 */
import type { FullSong, Playlist, Song } from '../../../domain/api';
import type { Composer } from '../../../domain/profiles';
import type { SearchPage, SearchResults, Suggestions } from '../../../domain/search';
import {
  foldedTextMatches,
  foldForSearch,
  normalizeSearchTerm,
  SEARCH_LIMITS,
  type SearchField,
  songFieldOf,
} from '../../../domain/search-terms';
import { db as appDb, type TamboraDb } from '../../lib/db';
import type { AdvancedCriteria, PageWindow } from './api';

export interface LocalCatalogue {
  songs: Song[];
  creators: Composer[];
  playlists: Playlist[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSong(value: unknown): value is Song {
  return (
    isObject(value) &&
    typeof value.song_id === 'number' &&
    typeof value.title === 'string' &&
    Array.isArray(value.composers)
  );
}

function isCreator(value: unknown): value is Composer {
  return (
    isObject(value) && typeof value.user_id === 'number' && typeof value.display_name === 'string'
  );
}

function isPlaylist(value: unknown): value is Playlist {
  return isObject(value) && typeof value.playlist_id === 'number' && typeof value.name === 'string';
}

/** Everything a stored answer holds: a page's items, or the one object it is. */
function storedItems(data: unknown): unknown[] {
  if (isObject(data) && Array.isArray(data.items)) return data.items;
  if (Array.isArray(data)) return data;
  return [data];
}

async function safely<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch {
    // IndexedDB unavailable (private mode, quota): searching finds nothing rather than failing.
    return [];
  }
}

function uniqueBy<T>(items: T[], key: (item: T) => number): T[] {
  const seen = new Map<number, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * Each song once, the first copy's values first; a later copy adds what the first lacks (a
 * song's own answer kept on the device brings its authors and arrangers, which lists omit).
 */
function uniqueSongs(songs: Song[]): Song[] {
  const seen = new Map<number, Song>();
  for (const song of songs) seen.set(song.song_id, { ...song, ...seen.get(song.song_id) });
  return [...seen.values()];
}

/** What this device has stored, each song, creator and playlist once. */
export async function readLocalCatalogue(database: TamboraDb = appDb): Promise<LocalCatalogue> {
  const [library, saved, recent, recommended, cached, libraryLists, viewedLists] =
    await Promise.all([
      safely(() => database.librarySongs.toArray()),
      safely(() => database.offlineSongs.toArray()),
      safely(() => database.recentlyPlayedSongs.toArray()),
      safely(() => database.recommendations.toArray()),
      safely(() => database.apiCache.toArray()),
      safely(() => database.libraryPlaylists.toArray()),
      safely(() => database.recentlyViewedPlaylists.toArray()),
    ]);
  const stored = cached.flatMap((entry) => storedItems(entry.data));
  const songs = [
    ...library.map((entry) => entry.song),
    ...saved.map((entry) => entry.song),
    ...recent.map((entry) => entry.song),
    ...recommended.flatMap((entry) => entry.songs),
    ...stored.filter(isSong),
  ].filter(isSong);
  const playlists = [
    ...libraryLists.map((entry) => entry.playlist),
    ...viewedLists.map((entry) => entry.playlist),
    ...stored.filter(isPlaylist),
  ].filter(isPlaylist);
  return {
    songs: uniqueSongs(songs),
    creators: uniqueBy(stored.filter(isCreator), (creator) => creator.user_id),
    playlists: uniqueBy(playlists, (playlist) => playlist.playlist_id),
  };
}

function anyMatches(texts: readonly string[], foldedTerm: string): boolean {
  return texts.some((text) => foldedTextMatches(text, foldedTerm));
}

function creatorTexts(creator: Composer): string[] {
  const fullName = [creator.name, creator.lastName].filter(Boolean).join(' ');
  return [creator.nickname ?? '', fullName].filter((text) => text !== '');
}

const byLikes = (a: Song, b: Song) => b.likes - a.likes || b.song_id - a.song_id;
const byName = (a: Composer, b: Composer) =>
  foldForSearch(a.display_name).localeCompare(foldForSearch(b.display_name)) ||
  a.user_id - b.user_id;
const byNewest = (a: Playlist, b: Playlist) =>
  b.createdAt.localeCompare(a.createdAt) || b.playlist_id - a.playlist_id;

function pageOf<T>(items: T[], window: PageWindow): SearchPage<T> {
  return {
    items: items.slice(window.offset, window.offset + window.limit),
    total: items.length,
    limit: window.limit,
    offset: window.offset,
    capped: false,
  };
}

/** The quick search, as GET /search answers it, over the stored catalogue. */
export function searchCatalogue(
  catalogue: LocalCatalogue,
  query: string,
  window: PageWindow,
): SearchResults {
  const term = foldForSearch(normalizeSearchTerm(query));
  const songs = catalogue.songs.filter((song) => foldedTextMatches(song.title, term)).sort(byLikes);
  const creators = catalogue.creators
    .filter((creator) => anyMatches(creatorTexts(creator), term))
    .sort(byName);
  const playlists = catalogue.playlists
    .filter((playlist) => foldedTextMatches(playlist.name, term))
    .sort(byNewest);
  return {
    songs: pageOf(songs, window),
    creators: pageOf(creators, window),
    playlists: pageOf(playlists, window),
  };
}

/** The suggestions, as GET /search/suggestions answers them: songs by title, then creators. */
export function suggestFromCatalogue(catalogue: LocalCatalogue, query: string): Suggestions {
  const term = foldForSearch(normalizeSearchTerm(query));
  const max = SEARCH_LIMITS.suggestions;
  const songs = catalogue.songs
    .filter((song) => foldedTextMatches(song.title, term))
    .sort(byLikes)
    .slice(0, max)
    .map((song) => ({
      type: 'song' as const,
      id: song.song_id,
      label: song.title,
      sublabel: song.composers.join(', ') || null,
    }));
  const creators = catalogue.creators
    .filter((creator) => anyMatches(creatorTexts(creator), term))
    .sort(byName)
    .slice(0, max - songs.length)
    .map((creator) => ({
      type: 'creator' as const,
      id: creator.user_id,
      label: creator.display_name,
      sublabel: null,
    }));
  return { items: [...songs, ...creators] };
}

/** A field lists do not carry (authors, arrangers) matches nothing offline. */
function songTexts(song: Song, field: SearchField): string[] {
  const value: unknown = (song as Song & Partial<FullSong>)[songFieldOf(field)];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/** The advanced search, as GET /search/advanced answers it (same field mapping, AND). */
export function advancedSearchCatalogue(
  catalogue: LocalCatalogue,
  criteria: AdvancedCriteria,
  window: PageWindow,
): SearchPage<Song> {
  const rows = [
    { field: criteria.field1, term: foldForSearch(normalizeSearchTerm(criteria.value1)) },
    { field: criteria.field2, term: foldForSearch(normalizeSearchTerm(criteria.value2)) },
  ].filter((row) => row.term !== '');
  const songs = catalogue.songs
    .filter(
      (song) =>
        rows.length > 0 && rows.every((row) => anyMatches(songTexts(song, row.field), row.term)),
    )
    .sort(byLikes);
  return pageOf(songs, window);
}
