/**
 * The search rules (DECISIONS "Search"): quick search over songs, creators and
 * playlists, suggestions under the search box, and the advanced search by credits. Songs follow
 * the catalogue's visibility (public, the viewer's own, all for admins); playlists are the public
 * ones and the viewer's own.
 */
import { and, type SQL } from 'drizzle-orm';
import type { Song } from '../../../domain/api';
import { displayName } from '../../../domain/display-name';
import {
  type AdvancedSearchQuery,
  criteriaOf,
  SEARCH_LIMITS,
  SEARCH_TEXTS,
  type SearchPage,
  type SearchQuery,
  type SearchResults,
  type Suggestion,
  type Suggestions,
  type SuggestionsQuery,
  songFieldOf,
} from '../../../domain/search';
import type { Orm } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../auth/viewer';
import { toComposer } from '../creators/mapper';
import { toPlaylist } from '../playlists/mapper';
import { visibleSongs } from '../songs/access';
import { toListSong } from '../songs/mapper';
import { matchesTerm, SONG_SEARCH_COLUMNS } from './match';
import { findQuickSearchSections } from './quick-search-query';
import {
  type CreatorMatchRow,
  findMatchingCreators,
  findMatchingSongs,
  type Matches,
  type PageWindow,
} from './repository';
import { findSongSuggestions } from './suggestions-query';

function emptyPage<T>({ limit, offset }: PageWindow): SearchPage<T> {
  return { items: [], total: 0, limit, offset, capped: false };
}

function pageOf<Row, Item>(
  { rows, total, capped }: Matches<Row>,
  toItem: (row: Row) => Item,
  window: PageWindow,
): SearchPage<Item> {
  return { items: rows.map(toItem), total, capped, ...window };
}

/**
 * GET /search: the three sections of /SearchView, each a page of its own (same limit/offset).
 * 'Canciones' matches the title, 'Compositores' the nickname or name (spec section 5). Each
 * section knows whether another page follows; the results page shows no totals.
 */
export async function quickSearch(
  orm: Orm,
  query: SearchQuery,
  viewer: Viewer | null,
): Promise<SearchResults> {
  const window = { limit: query.limit, offset: query.offset };
  if (query.q === '') {
    return { songs: emptyPage(window), creators: emptyPage(window), playlists: emptyPage(window) };
  }
  const sections = await findQuickSearchSections(
    orm,
    query.q,
    visibleSongs(viewer),
    viewer?.userId ?? null,
    window,
  );
  return {
    songs: pageOf(sections.songs, (row) => toListSong(row, viewer), window),
    creators: pageOf(sections.creators, toComposer, window),
    playlists: pageOf(sections.playlists, toPlaylist, window),
  };
}

function creatorSuggestion(row: CreatorMatchRow): Suggestion {
  const label = displayName(row);
  const fullName = displayName({ name: row.name, lastName: row.lastName });
  const showsNickname = Boolean(row.nickname?.trim());
  return {
    type: 'creator',
    id: row.userId,
    label,
    sublabel: showsNickname && fullName !== 'Desconocido' ? fullName : null,
  };
}

/** GET /search/suggestions: at most 5, songs by title first, then creators (spec section 9). */
export async function suggest(
  orm: Orm,
  query: SuggestionsQuery,
  viewer: Viewer | null,
): Promise<Suggestions> {
  if (query.q === '') return { items: [] };
  const max = SEARCH_LIMITS.suggestions;
  const songs = await findSongSuggestions(orm, query.q, visibleSongs(viewer), max);
  const items: Suggestion[] = songs.map((song) => ({
    type: 'song',
    id: song.id,
    label: song.title,
    sublabel: song.composers.join(', ') || null,
  }));
  if (items.length < max) {
    const creators = await findMatchingCreators(orm, query.q, max - items.length);
    items.push(...creators.map(creatorSuggestion));
  }
  return { items };
}

/**
 * GET /search/advanced (spec section 5, DECISIONS "Search"): each row's field maps to the same
 * song field in both rows; rows with text combine with AND; at least one row needs text.
 */
export async function advancedSearch(
  orm: Orm,
  query: AdvancedSearchQuery,
  viewer: Viewer | null,
): Promise<SearchPage<Song>> {
  const criteria = criteriaOf(query);
  if (criteria.length === 0) {
    throw new HttpError(400, SEARCH_TEXTS.criteriaRequired, [SEARCH_TEXTS.criteriaRequired]);
  }
  const match = and(
    ...criteria.map(({ field, value }) =>
      matchesTerm(SONG_SEARCH_COLUMNS[songFieldOf(field)], value),
    ),
  ) as SQL;
  const window = { limit: query.limit, offset: query.offset };
  const matches = await findMatchingSongs(orm, visibleSongs(viewer), match, window);
  return pageOf(matches, (row) => toListSong(row, viewer), window);
}
