/**
 * The admin's statistics in one statement, so PGlite (one query at a time) pays one round trip.
 * Nothing here reads every song: the songs' totals and the composers' ranking come from the
 * counts kept per owner (owner_song_counts and its owner_song_counts_rank_idx, migration 0016),
 * the ten most liked and most played songs from songs_likes_idx and songs_plays_idx, and the
 * accounts, playlists and uploads per week from kept_counts, the weeks joined to a
 * generate_series so empty weeks read 0.
 *
 * Private songs and playlists count: this is the admin's view of the whole catalogue. That is
 * why the top creators are not findCreatorStats (creators/repository.ts): that ranking is the
 * public /creator_statistics and deliberately counts public songs only, so a composer's private
 * songs would be missing here and the creators' likes would not add up with the total likes.
 * The order is the same: likes, then number of songs, then the older account.
 */
import { sql } from 'drizzle-orm';
import { STATISTICS_WEEKS, TOP_CREATORS_COUNT, TOP_SONGS_COUNT } from '../../../domain/statistics';
import { type Orm, rowsOf } from '../../db/database';

export interface TopSongRow {
  id: number;
  title: string;
  composers: string[];
  likes: number;
  plays: number;
  visibility: boolean;
}

export interface TopCreatorRow {
  user_id: number;
  nickname: string | null;
  name: string | null;
  last_name: string | null;
  total_likes: number;
  songs_count: number;
}

export interface WeekRow {
  week_start: string;
  iso_week: number;
  uploads: number;
}

/** Counts come back as numbers or, for bigint, strings depending on the driver: Number() them. */
export interface StatisticsRow {
  users_total: number | string;
  users_user: number | string;
  users_composer: number | string;
  users_admin: number | string;
  songs_total: number | string;
  songs_private: number | string;
  playlists_total: number | string;
  playlists_private: number | string;
  total_likes: number | string;
  total_plays: number | string;
  top_songs: TopSongRow[];
  most_played: TopSongRow[];
  top_creators: TopCreatorRow[];
  weeks: WeekRow[];
}

export async function findStatistics(orm: Orm): Promise<StatisticsRow> {
  // Weeks are ISO weeks (Monday first) in UTC, so both engines agree whatever their TimeZone.
  const result = await orm.execute(sql`
    WITH kept AS (
      SELECT name, value FROM kept_counts
      WHERE name IN ('accounts', 'accounts:user', 'accounts:composer', 'accounts:admin',
        'playlists', 'playlists:private')
    ),
    role_counts AS (
      SELECT coalesce(sum(value) FILTER (WHERE name = 'accounts'), 0) AS total,
        coalesce(sum(value) FILTER (WHERE name = 'accounts:user'), 0) AS users,
        coalesce(sum(value) FILTER (WHERE name = 'accounts:composer'), 0) AS composers,
        coalesce(sum(value) FILTER (WHERE name = 'accounts:admin'), 0) AS admins
      FROM kept
    ),
    song_counts AS (
      SELECT coalesce(sum(songs), 0) AS total, coalesce(sum(songs - public_songs), 0) AS private,
        coalesce(sum(likes), 0) AS likes, coalesce(sum(plays), 0) AS plays
      FROM owner_song_counts
    ),
    playlist_counts AS (
      SELECT coalesce(sum(value) FILTER (WHERE name = 'playlists'), 0) AS total,
        coalesce(sum(value) FILTER (WHERE name = 'playlists:private'), 0) AS private
      FROM kept
    ),
    top_songs AS (
      SELECT id, title, composers, likes, plays, visibility FROM songs
      ORDER BY likes DESC, id DESC
      LIMIT ${TOP_SONGS_COUNT}
    ),
    most_played AS (
      SELECT id, title, composers, likes, plays, visibility FROM songs
      WHERE plays > 0
      ORDER BY plays DESC, id DESC
      LIMIT ${TOP_SONGS_COUNT}
    ),
    top_creators AS (
      SELECT credentials.id AS user_id, profiles.nickname, profiles.name, profiles.last_name,
        counts.likes::int AS total_likes, counts.songs AS songs_count
      FROM owner_song_counts counts
      JOIN credentials ON credentials.id = counts.user_id
      LEFT JOIN profiles ON profiles.user_id = credentials.id
      WHERE credentials.roles @> '{composer}'
      ORDER BY counts.likes DESC, counts.songs DESC, counts.user_id
      LIMIT ${TOP_CREATORS_COUNT}
    ),
    this_week AS (
      SELECT date_trunc('week', now() AT TIME ZONE 'UTC') AS monday
    ),
    weeks AS (
      SELECT generate_series(
        monday - make_interval(weeks => ${STATISTICS_WEEKS - 1}), monday, interval '1 week'
      ) AS monday
      FROM this_week
    ),
    uploads AS (
      SELECT weeks.monday, kept_counts.value AS uploads
      FROM weeks JOIN kept_counts
        ON kept_counts.name = public.upload_week_name(weeks.monday AT TIME ZONE 'UTC')
    )
    SELECT
      role_counts.total AS users_total, role_counts.users AS users_user,
      role_counts.composers AS users_composer, role_counts.admins AS users_admin,
      song_counts.total AS songs_total, song_counts.private AS songs_private,
      song_counts.likes AS total_likes, song_counts.plays AS total_plays,
      playlist_counts.total AS playlists_total, playlist_counts.private AS playlists_private,
      (SELECT coalesce(json_agg(top_songs ORDER BY likes DESC, id DESC), '[]'::json)
        FROM top_songs) AS top_songs,
      (SELECT coalesce(json_agg(most_played ORDER BY plays DESC, id DESC), '[]'::json)
        FROM most_played) AS most_played,
      (SELECT coalesce(json_agg(top_creators ORDER BY total_likes DESC, songs_count DESC, user_id),
        '[]'::json) FROM top_creators) AS top_creators,
      (SELECT json_agg(json_build_object(
          'week_start', to_char(weeks.monday, 'YYYY-MM-DD'),
          'iso_week', extract(week FROM weeks.monday)::int,
          'uploads', coalesce(uploads.uploads, 0)
        ) ORDER BY weeks.monday)
        FROM weeks LEFT JOIN uploads ON uploads.monday = weeks.monday) AS weeks
    FROM role_counts, song_counts, playlist_counts
  `);
  const [row] = rowsOf<StatisticsRow>(result);
  return row;
}
