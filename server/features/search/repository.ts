/**
 * The search queries of the advanced search and the suggestions, and what the quick search
 * (quick-search-query.ts) shares with them. Each list is ordered by something an index provides
 * (songs by likes, as songs_likes_idx), so for a broad term the database walks that index and
 * stops once enough matches are found, while for a rare term it takes the few matches from the
 * trigram index. Totals are counted in the same query, over at most `countLimit` matches (the page,
 * everything before it and a look-ahead): counting every match of a broad term would cost as much
 * as the catalogue is big.
 */
import { arrayContains, eq, or, type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../../domain/search-terms';
import { type Orm, rowsOf } from '../../db/database';
import { rowFromDriver } from '../../db/driver-row';
import { credentials, playlists, profiles, songs } from '../../db/schema';
import type { SongRow } from '../songs/mapper';
import { mostLikedMatches, SONG_SELECT_LIST } from './liked-matches';
import { CREATOR_SEARCH_TEXT, matchesTerm } from './match';

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface Counted {
  total: number;
  capped: boolean;
}

export interface Matches<Row> extends Counted {
  rows: Row[];
}

/**
 * How many matches a query looks at: the page, everything before it, and `ahead` more (the
 * advanced search shows "Más de N obras", so it looks further than the quick search, which only
 * needs to know whether another page follows).
 */
export function countLimitOf(
  { limit, offset }: PageWindow,
  ahead: number = SEARCH_LIMITS.countAhead,
): number {
  return offset + limit + ahead;
}

/** The total from how many matches were seen (at most countLimit + 1). */
function counted(seen: number, window: PageWindow, ahead?: number): Counted {
  const countLimit = countLimitOf(window, ahead);
  return seen > countLimit ? { total: countLimit, capped: true } : { total: seen, capped: false };
}

/** A page of rows with the total of the `seen` matches. */
export function countedMatches<Row>(
  rows: Row[],
  seen: number,
  window: PageWindow & { ahead: number },
): Matches<Row> {
  return { rows, ...counted(seen, window, window.ahead) };
}

interface SongMatchesRow {
  songs: Record<string, unknown>[];
  seen: number | string;
}

/**
 * One page of the visible songs in `songScope` matching `match`, most liked first, with how many
 * matches were seen. The matches come from mostLikedMatches: a walk of the most liked songs, or
 * the terms' own indexes when the walk finds too few (a rare title with a common composer walked
 * every song of the catalogue before: seconds at a million songs).
 */
export async function findMatchingSongs(
  orm: Orm,
  songScope: SQL,
  match: SQL,
  window: PageWindow,
): Promise<Matches<SongRow>> {
  const look = countLimitOf(window) + 1;
  const result = await orm.execute(sql`
    WITH song_matches AS MATERIALIZED (
      ${mostLikedMatches(SONG_SELECT_LIST, songScope, match, look)}
    )
    SELECT
      (SELECT count(*) FROM song_matches)::int AS seen,
      (SELECT coalesce(json_agg(page ORDER BY page.likes DESC, page.id DESC), '[]'::json)
        FROM (SELECT * FROM song_matches ORDER BY likes DESC, id DESC
          LIMIT ${window.limit} OFFSET ${window.offset}) AS page) AS songs
  `);
  const [row] = rowsOf<SongMatchesRow>(result);
  return countedMatches(
    row.songs.map((record) => rowFromDriver(songs, record)),
    Number(row.seen),
    { ...window, ahead: SEARCH_LIMITS.countAhead },
  );
}

export interface CreatorMatchRow {
  userId: number;
  nickname: string | null;
  name: string | null;
  lastName: string | null;
  userImageUrl: string | null;
}

/**
 * Whether the profile's account is a composer (the only creators), checked per matching profile
 * through credentials_composer_ids_idx. OFFSET 0 keeps the check a per-row lookup: as a join the
 * planner read every account's roles array to match a hundred profiles, twice the whole search.
 */
const isComposerProfile = sql`EXISTS (
  SELECT FROM ${credentials}
  WHERE ${credentials.id} = ${profiles.userId} AND ${arrayContains(credentials.roles, ['composer'])}
  OFFSET 0
)`;

/** A creator match as creatorMatches answers it (as a row or as JSON). */
export interface CreatorJson {
  user_id: number;
  nickname: string | null;
  name: string | null;
  last_name: string | null;
  user_image_url: string | null;
}

export function creatorRowOf(creator: CreatorJson): CreatorMatchRow {
  return {
    userId: creator.user_id,
    nickname: creator.nickname,
    name: creator.name,
    lastName: creator.last_name,
    userImageUrl: creator.user_image_url,
  };
}

/**
 * The first `limit` composers matching `term`, alphabetical by display name (profiles.sort_name,
 * migration 0008), as a statement or subquery (columns of CreatorJson plus sort_name).
 */
export function creatorMatches(term: string, limit: number): SQL {
  const columns = sql`profiles.user_id, profiles.nickname, profiles.name, profiles.last_name,
      profiles.user_image_url, profiles.sort_name`;
  const match = sql`${matchesTerm(CREATOR_SEARCH_TEXT, term)} AND ${isComposerProfile}`;
  // As liked-matches.ts does for songs: a common term's first creators are among the first
  // profiles in alphabetical order (profiles_sort_name_idx, 0034); only a term the walk leaves
  // short asks its trigram index, whose every match is then sorted (8,500 of them for 'ma' among
  // 130,000 profiles took 60 ms).
  return sql`
    WITH walked AS MATERIALIZED (
      SELECT ${columns}
      FROM (SELECT * FROM profiles ORDER BY sort_name, user_id LIMIT ${ALPHABETICAL_WALK}) AS profiles
      WHERE ${match}
      ORDER BY profiles.sort_name, profiles.user_id
      LIMIT ${limit}
    ),
    walk_filled AS MATERIALIZED (SELECT count(*) = ${limit} AS filled FROM walked),
    indexed AS MATERIALIZED (
      SELECT ${columns} FROM ${profiles} WHERE ${match}
      ORDER BY profiles.sort_name, profiles.user_id
      LIMIT ${limit}
    )
    SELECT * FROM walked WHERE (SELECT filled FROM walk_filled)
    UNION ALL
    SELECT * FROM indexed WHERE NOT (SELECT filled FROM walk_filled)`;
}

/** How many profiles, alphabetically, the creators' walk reads before asking the term's index. */
const ALPHABETICAL_WALK = 3_000;

/** The first `limit` composers matching `term`, alphabetical by display name. */
export async function findMatchingCreators(
  orm: Orm,
  term: string,
  limit: number,
): Promise<CreatorMatchRow[]> {
  return rowsOf<CreatorJson>(await orm.execute(creatorMatches(term, limit))).map(creatorRowOf);
}

/** Playlists a viewer may find: public ones, and their own. */
export function findablePlaylists(viewerId: number | null): SQL {
  const open = eq(playlists.public, true);
  return viewerId === null ? open : ((or(open, eq(playlists.userId, viewerId)) ?? open) as SQL);
}
