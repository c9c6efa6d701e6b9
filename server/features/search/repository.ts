/**
 * The search queries, one per section. Each list is ordered by something an index provides (songs
 * by likes, as songs_likes_idx), so for a broad term the database walks that index and stops once
 * enough matches are found, while for a rare term it takes the few matches from the trigram index.
 * Totals are counted in the same query, over at most `countLimit` matches (SEARCH_LIMITS.countAhead
 * past the page): counting every match of a broad term would cost as much as the catalogue is big.
 */
import { and, arrayContains, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../../domain/search-terms';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, playlists, profiles, songs } from '../../db/schema';
import type { PlaylistRow, PlaylistSummaryRow } from '../playlists/repository';
import type { SongRow } from '../songs/mapper';
import { CREATOR_SEARCH_TEXT, matchesTerm, PLAYLIST_SEARCH_TEXT } from './match';

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

/** How many matches a query looks at: the page, everything before it, and a look ahead. */
export function countLimitOf({ limit, offset }: PageWindow): number {
  return offset + limit + SEARCH_LIMITS.countAhead;
}

/** The total from the window count of the page's rows (`seen` of at most countLimit + 1). */
function counted(seen: number, window: PageWindow): Counted {
  const countLimit = countLimitOf(window);
  return seen > countLimit ? { total: countLimit, capped: true } : { total: seen, capped: false };
}

/**
 * A page past the last match has no row to carry the count: count again, cheaply, only then
 * (someone paging beyond the end).
 */
async function countPastEnd(orm: Orm, from: SQL, where: SQL, window: PageWindow): Promise<Counted> {
  const result = await orm.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${countLimitOf(window) + 1}) AS matched`,
  );
  return counted(Number(rowsOf<{ n: number | string }>(result)[0].n), window);
}

const songColumns = getTableColumns(songs);

/** One page of the songs matching `where` (visibility included by the caller), most liked first. */
export async function findMatchingSongs(
  orm: Orm,
  where: SQL,
  window: PageWindow,
): Promise<Matches<SongRow>> {
  const matched = orm
    .select()
    .from(songs)
    .where(where)
    .orderBy(desc(songs.likes), desc(songs.id))
    .limit(countLimitOf(window) + 1)
    .as('matched');
  // The subquery's own columns (a spread of songs' columns would still name "songs").
  const fields = Object.fromEntries(
    Object.keys(songColumns).map((key) => [key, matched[key as keyof typeof songColumns]]),
  ) as unknown as typeof songColumns;
  const page = await orm
    .select({ ...fields, seen: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(matched)
    .orderBy(desc(matched.likes), desc(matched.id))
    .limit(window.limit)
    .offset(window.offset);
  if (page.length === 0) {
    const total = window.offset > 0 ? await countPastEnd(orm, sql`${songs}`, where, window) : null;
    return { rows: [], ...(total ?? { total: 0, capped: false }) };
  }
  const rows = page.map(({ seen: _seen, ...row }) => row);
  return { rows, ...counted(page[0].seen, window) };
}

export interface SongSuggestionRow {
  id: number;
  title: string;
  composers: string[];
}

export async function findSongSuggestions(
  orm: Orm,
  where: SQL,
  limit: number,
): Promise<SongSuggestionRow[]> {
  return orm
    .select({ id: songs.id, title: songs.title, composers: songs.composers })
    .from(songs)
    .where(where)
    .orderBy(desc(songs.likes), desc(songs.id))
    .limit(limit);
}

export interface CreatorMatchRow {
  userId: number;
  nickname: string | null;
  name: string | null;
  lastName: string | null;
  userImageUrl: string | null;
}

const isComposer = arrayContains(credentials.roles, ['composer']);

function creatorsMatching(term: string): SQL {
  return and(isComposer, matchesTerm(CREATOR_SEARCH_TEXT, term)) as SQL;
}

const creatorsFrom = sql`${credentials} INNER JOIN ${profiles} ON ${profiles.userId} = ${credentials.id}`;

const creatorColumns = {
  userId: credentials.id,
  nickname: profiles.nickname,
  name: profiles.name,
  lastName: profiles.lastName,
  userImageUrl: profiles.userImageUrl,
};

/** Alphabetical by display name (domain/display-name), without accents, as GET /composers. */
const displayNameOrder = sql`public.f_unaccent(lower(coalesce(
  nullif(btrim(${profiles.nickname}), ''),
  nullif(concat_ws(' ', nullif(btrim(${profiles.name}), ''), nullif(btrim(${profiles.lastName}), '')), ''),
  'Desconocido'
)))`;

/** Composers whose nickname or name matches, alphabetical by display name. */
export async function findMatchingCreators(
  orm: Orm,
  term: string,
  window: PageWindow,
): Promise<Matches<CreatorMatchRow>> {
  const matched = orm
    .select({ ...creatorColumns, sortName: sql<string>`${displayNameOrder}`.as('sort_name') })
    .from(credentials)
    .innerJoin(profiles, eq(profiles.userId, credentials.id))
    .where(creatorsMatching(term))
    .orderBy(sql`sort_name`, credentials.id)
    .limit(countLimitOf(window) + 1)
    .as('matched');
  const page = await orm
    .select({
      userId: matched.userId,
      nickname: matched.nickname,
      name: matched.name,
      lastName: matched.lastName,
      userImageUrl: matched.userImageUrl,
      seen: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(matched)
    .orderBy(matched.sortName, matched.userId)
    .limit(window.limit)
    .offset(window.offset);
  if (page.length === 0) {
    const total =
      window.offset > 0
        ? await countPastEnd(orm, creatorsFrom, creatorsMatching(term), window)
        : null;
    return { rows: [], ...(total ?? { total: 0, capped: false }) };
  }
  const rows = page.map(({ seen: _seen, ...row }) => row);
  return { rows, ...counted(page[0].seen, window) };
}

export async function findCreatorSuggestions(
  orm: Orm,
  term: string,
  limit: number,
): Promise<CreatorMatchRow[]> {
  return orm
    .select(creatorColumns)
    .from(credentials)
    .innerJoin(profiles, eq(profiles.userId, credentials.id))
    .where(creatorsMatching(term))
    .orderBy(displayNameOrder, credentials.id)
    .limit(limit);
}

/** Playlists a viewer may find: public ones, and their own. */
function findablePlaylists(viewerId: number | null): SQL {
  const open = eq(playlists.public, true);
  return viewerId === null ? open : ((or(open, eq(playlists.userId, viewerId)) ?? open) as SQL);
}

const playlistColumns = getTableColumns(playlists);

/**
 * Playlists whose name matches, newest first, each with the number and total length of its
 * visible songs (the rule of playlists/repository findPlaylistSummaries: a private song inside a
 * public playlist stays hidden, so it does not count either), summed for the page only.
 */
export async function findMatchingPlaylists(
  orm: Orm,
  term: string,
  viewerId: number | null,
  window: PageWindow,
): Promise<Matches<PlaylistSummaryRow>> {
  const where = and(findablePlaylists(viewerId), matchesTerm(PLAYLIST_SEARCH_TEXT, term)) as SQL;
  const result = await orm.execute(sql`
    SELECT page.*, stats.songs_count, stats.total_duration_seconds
    FROM (
      SELECT matched.*, count(*) OVER () AS seen
      FROM (
        SELECT ${playlists}.* FROM ${playlists}
        WHERE ${where}
        ORDER BY ${playlists.createdAt} DESC, ${playlists.id} DESC
        LIMIT ${countLimitOf(window) + 1}
      ) AS matched
      ORDER BY matched.created_at DESC, matched.id DESC
      LIMIT ${window.limit} OFFSET ${window.offset}
    ) AS page
    LEFT JOIN LATERAL (
      SELECT count(${songs.id})::int AS songs_count,
        coalesce(sum(${songs.durationSeconds}), 0)::float8 AS total_duration_seconds
      FROM playlist_songs
      JOIN ${songs} ON ${songs.id} = playlist_songs.song_id AND ${songs.visibility}
      WHERE playlist_songs.playlist_id = page.id
    ) AS stats ON true
    ORDER BY page.created_at DESC, page.id DESC
  `);
  const page = rowsOf<Record<string, unknown>>(result);
  if (page.length === 0) {
    const total =
      window.offset > 0 ? await countPastEnd(orm, sql`${playlists}`, where, window) : null;
    return { rows: [], ...(total ?? { total: 0, capped: false }) };
  }
  const rows = page.map((row) => ({
    playlist: playlistRowOf(row),
    songsCount: Number(row.songs_count),
    totalDurationSeconds: Number(row.total_duration_seconds),
  }));
  return { rows, ...counted(Number(page[0].seen), window) };
}

/** A raw playlists row (database column names) as drizzle's PlaylistRow. */
function playlistRowOf(row: Record<string, unknown>): PlaylistRow {
  const entries = Object.entries(playlistColumns).map(([key, column]) => {
    const value = row[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as PlaylistRow;
}
