/**
 * The quick search (GET /search) in one statement: the songs, creators and playlists sections
 * each take their matches from their own index, and the database answers with the three pages as
 * JSON plus how many matches it saw. One round trip instead of three: at 100,000 songs the three
 * separate queries spent more time being built, sent and parsed than being run.
 *
 * Each section looks at most `countLimit + 1` matches (countLimitOf with the quick search's
 * look-ahead): enough to fill the page and to know whether another page follows, without walking
 * every match of a broad term.
 */
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../../domain/search-terms';
import { type Orm, rowsOf } from '../../db/database';
import { rowFromDriver, selectListOf } from '../../db/driver-row';
import { playlists, songs } from '../../db/schema';
import type { PlaylistSummaryRow } from '../playlists/repository';
import type { SongRow } from '../songs/mapper';
import { mostLikedMatches, SONG_SELECT_LIST } from './liked-matches';
import { matchesTerm, PLAYLIST_SEARCH_TEXT, SONG_SEARCH_COLUMNS } from './match';
import {
  type CreatorJson,
  type CreatorMatchRow,
  countedMatches,
  countLimitOf,
  creatorMatches,
  creatorRowOf,
  findablePlaylists,
  type Matches,
  type PageWindow,
} from './repository';

export interface QuickSearchSections {
  songs: Matches<SongRow>;
  creators: Matches<CreatorMatchRow>;
  playlists: Matches<PlaylistSummaryRow>;
}

// Computed once: the table's own columns, without the stored search texts nobody reads back.
const PLAYLIST_COLUMNS = sql.raw(selectListOf(playlists, 'playlists'));

interface PlaylistJson extends Record<string, unknown> {
  songs_count: number;
  total_duration_seconds: number;
}

interface SectionsRow {
  songs: Record<string, unknown>[];
  songs_seen: number | string;
  creators: CreatorJson[];
  creators_seen: number | string;
  playlists: PlaylistJson[];
  playlists_seen: number | string;
}

/**
 * `songScope` is the viewer's visibility rule (songs/access visibleSongs); `viewerId` adds the
 * viewer's own private playlists.
 */
export async function findQuickSearchSections(
  orm: Orm,
  term: string,
  songScope: SQL,
  viewerId: number | null,
  window: PageWindow,
): Promise<QuickSearchSections> {
  const look = countLimitOf(window, SEARCH_LIMITS.quickCountAhead) + 1;
  const { limit, offset } = window;
  // MATERIALIZED: each section's matches are read twice (the page and the count) but found once.
  const result = await orm.execute(sql`
    WITH song_matches AS MATERIALIZED (
      ${mostLikedMatches(SONG_SELECT_LIST, songScope, matchesTerm(SONG_SEARCH_COLUMNS.title, term), look)}
    ),
    creator_matches AS MATERIALIZED (${creatorMatches(term, look)}),
    playlist_matches AS MATERIALIZED (
      SELECT ${PLAYLIST_COLUMNS} FROM ${playlists}
      WHERE ${findablePlaylists(viewerId)} AND ${matchesTerm(PLAYLIST_SEARCH_TEXT, term)}
      ORDER BY ${playlists.createdAt} DESC, ${playlists.id} DESC
      LIMIT ${look}
    )
    SELECT
      (SELECT count(*) FROM song_matches)::int AS songs_seen,
      (SELECT coalesce(json_agg(page ORDER BY page.likes DESC, page.id DESC), '[]'::json)
        FROM (SELECT * FROM song_matches ORDER BY likes DESC, id DESC
          LIMIT ${limit} OFFSET ${offset}) AS page) AS songs,
      (SELECT count(*) FROM creator_matches)::int AS creators_seen,
      (SELECT coalesce(json_agg(page ORDER BY page.sort_name, page.user_id), '[]'::json)
        FROM (SELECT * FROM creator_matches ORDER BY sort_name, user_id
          LIMIT ${limit} OFFSET ${offset}) AS page) AS creators,
      (SELECT count(*) FROM playlist_matches)::int AS playlists_seen,
      (SELECT coalesce(json_agg(page ORDER BY page.created_at DESC, page.id DESC), '[]'::json)
        FROM (
          SELECT listed.*, stats.songs_count, stats.total_duration_seconds
          FROM (SELECT * FROM playlist_matches ORDER BY created_at DESC, id DESC
            LIMIT ${limit} OFFSET ${offset}) AS listed
          -- Counted as the playlist lists count: a private song in a public playlist stays hidden.
          LEFT JOIN LATERAL (
            SELECT count(${songs.id})::int AS songs_count,
              coalesce(sum(${songs.durationSeconds}), 0)::float8 AS total_duration_seconds
            FROM playlist_songs
            JOIN ${songs} ON ${songs.id} = playlist_songs.song_id AND ${songs.visibility}
            WHERE playlist_songs.playlist_id = listed.id
          ) AS stats ON true
        ) AS page) AS playlists
  `);
  const [row] = rowsOf<SectionsRow>(result);
  const quickWindow = { ...window, ahead: SEARCH_LIMITS.quickCountAhead };
  return {
    songs: countedMatches(
      row.songs.map((record) => rowFromDriver(songs, record)),
      Number(row.songs_seen),
      quickWindow,
    ),
    creators: countedMatches(
      row.creators.map(creatorRowOf),
      Number(row.creators_seen),
      quickWindow,
    ),
    playlists: countedMatches(
      row.playlists.map((record) => ({
        playlist: rowFromDriver(playlists, record),
        songsCount: Number(record.songs_count),
        totalDurationSeconds: Number(record.total_duration_seconds),
      })),
      Number(row.playlists_seen),
      quickWindow,
    ),
  };
}
