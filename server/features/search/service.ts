/**
 * The search rules (issue "Search", DECISIONS "Search"): quick search over songs, creators and
 * playlists, suggestions under the search box, and the advanced search by credits. Songs follow
 * the catalogue's visibility (public, the viewer's own, all for admins); playlists are the public
 * ones and the viewer's own.
 */
import { and, type SQL } from 'drizzle-orm';
import type { Playlist, Song } from '../../../domain/api';
import { displayName } from '../../../domain/display-name';
import type { Composer } from '../../../domain/profiles';
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
import { toPlaylist } from '../playlists/mapper';
import { visibleSongs } from '../songs/access';
import { toSong } from '../songs/mapper';
import { matchesTerm, SONG_SEARCH_COLUMNS } from './match';
import {
  type CreatorMatchRow,
  findCreatorSuggestions,
  findMatchingCreators,
  findMatchingPlaylists,
  findMatchingSongs,
  findSongSuggestions,
  type PageWindow,
} from './repository';

function emptyPage<T>({ limit, offset }: PageWindow): SearchPage<T> {
  return { items: [], total: 0, limit, offset, capped: false };
}

function toCreator(row: CreatorMatchRow): Composer {
  return {
    user_id: row.userId,
    credentials_id: row.userId,
    nickname: row.nickname,
    name: row.name,
    lastName: row.lastName,
    userImageUrl: row.userImageUrl,
    display_name: displayName(row),
  };
}

/** The 'Canciones' of a quick search: the title, or a composer's or interpreter's name, matches. */
export function songsMatching(term: string, viewer: Viewer | null): SQL {
  return and(visibleSongs(viewer), matchesTerm(SONG_SEARCH_COLUMNS.quick, term)) as SQL;
}

async function searchSongs(orm: Orm, where: SQL, window: PageWindow): Promise<SearchPage<Song>> {
  const { rows, total, capped } = await findMatchingSongs(orm, where, window);
  return { items: rows.map(toSong), total, capped, ...window };
}

async function searchCreators(
  orm: Orm,
  term: string,
  window: PageWindow,
): Promise<SearchPage<Composer>> {
  const { rows, total, capped } = await findMatchingCreators(orm, term, window);
  return { items: rows.map(toCreator), total, capped, ...window };
}

async function searchPlaylists(
  orm: Orm,
  term: string,
  viewer: Viewer | null,
  window: PageWindow,
): Promise<SearchPage<Playlist>> {
  const { rows, total, capped } = await findMatchingPlaylists(
    orm,
    term,
    viewer?.userId ?? null,
    window,
  );
  return { items: rows.map(toPlaylist), total, capped, ...window };
}

/** GET /search: the three sections of /SearchView, each a page of its own (same limit/offset). */
export async function quickSearch(
  orm: Orm,
  query: SearchQuery,
  viewer: Viewer | null,
): Promise<SearchResults> {
  const window = { limit: query.limit, offset: query.offset };
  if (query.q === '') {
    return { songs: emptyPage(window), creators: emptyPage(window), playlists: emptyPage(window) };
  }
  // One after another: PGlite serves one query at a time anyway, and on PostgreSQL one request
  // holding three pool connections would starve the others under load.
  const songs = await searchSongs(orm, songsMatching(query.q, viewer), window);
  const creators = await searchCreators(orm, query.q, window);
  const playlists = await searchPlaylists(orm, query.q, viewer, window);
  return { songs, creators, playlists };
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
  const where = and(visibleSongs(viewer), matchesTerm(SONG_SEARCH_COLUMNS.title, query.q)) as SQL;
  const songs = await findSongSuggestions(orm, where, max);
  const items: Suggestion[] = songs.map((song) => ({
    type: 'song',
    id: song.id,
    label: song.title,
    sublabel: song.composers.join(', ') || null,
  }));
  if (items.length < max) {
    const creators = await findCreatorSuggestions(orm, query.q, max - items.length);
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
  const where = and(
    visibleSongs(viewer),
    ...criteria.map(({ field, value }) =>
      matchesTerm(SONG_SEARCH_COLUMNS[songFieldOf(field)], value),
    ),
  ) as SQL;
  return searchSongs(orm, where, { limit: query.limit, offset: query.offset });
}
