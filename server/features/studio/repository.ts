/**
 * The creator studio's reads: one creator's (or one song's) days of the period
 * from the rollups of migration 0027, and the period's top songs from that creator's song-days
 * (song_daily_stats_owner_idx): never the listens themselves.
 */
import { sql } from 'drizzle-orm';
import { PLAY_SOURCES, type PlaySource } from '../../../domain/play-sources';
import { type Orm, rowsOf } from '../../db/database';

/** The counts columns, summed, as one SELECT list. */
const SUMS = sql.raw(
  [
    'plays',
    'tracked',
    'past_half',
    'listeners',
    'likes',
    'playlist_adds',
    ...PLAY_SOURCES.map((source) => `from_${source}`),
  ]
    .map((column) => `coalesce(sum(${column}), 0)::int AS ${column}`)
    .join(', '),
);

export interface DayRow {
  day: string;
  plays: number;
  tracked: number;
  past_half: number;
  listeners: number;
  likes: number;
  playlist_adds: number;
  followers: number;
}

export type SourceCounts = Record<PlaySource, number>;

/** Today in the Dominican Republic, as the database counts days. */
export async function today(orm: Orm): Promise<string> {
  const [row] = rowsOf<{ today: string }>(
    await orm.execute(sql`SELECT public.f_tambora_day(now())::text AS today`),
  );
  return row.today;
}

/** The days of the period with anything in them, and the period's sums by source. */
export async function findDays(
  orm: Orm,
  scope: { ownerId: number } | { songId: number },
  from: string,
): Promise<{ days: DayRow[]; sources: SourceCounts }> {
  const forSong = 'songId' in scope;
  const table = forSong
    ? sql`song_daily_stats WHERE song_id = ${scope.songId}`
    : sql`creator_daily_stats WHERE owner_id = ${scope.ownerId}`;
  // Followers are the creator's (0029 counts them per day): a song has none of its own.
  const followers = forSong ? sql`0` : sql`followers`;
  const days = rowsOf<DayRow>(
    await orm.execute(sql`
      SELECT day::text AS day, plays, tracked, past_half, listeners, likes, playlist_adds,
        ${followers} AS followers
      FROM ${table} AND day >= ${from}::date ORDER BY day`),
  );
  const [sums] = rowsOf<Record<string, number>>(
    await orm.execute(sql`SELECT ${SUMS} FROM ${table} AND day >= ${from}::date`),
  );
  const sources = Object.fromEntries(
    PLAY_SOURCES.map((source) => [source, Number(sums[`from_${source}`] ?? 0)]),
  ) as SourceCounts;
  return { days, sources };
}

export interface TopSongRow {
  song_id: number;
  title: string;
  plays: number;
  likes: number;
  playlist_adds: number;
}

/** The creator's most played songs of the period (then most liked), at most `limit`. */
export async function findTopSongs(
  orm: Orm,
  ownerId: number,
  from: string,
  limit: number,
): Promise<TopSongRow[]> {
  return rowsOf<TopSongRow>(
    await orm.execute(sql`
      SELECT t.song_id, s.title, t.plays, t.likes, t.playlist_adds
      FROM (
        SELECT song_id, sum(plays)::int AS plays, sum(likes)::int AS likes,
          sum(playlist_adds)::int AS playlist_adds
        FROM song_daily_stats
        WHERE owner_id = ${ownerId} AND day >= ${from}::date
        GROUP BY song_id
        ORDER BY 2 DESC, 3 DESC, song_id
        LIMIT ${limit}
      ) t JOIN songs s ON s.id = t.song_id
      ORDER BY t.plays DESC, t.likes DESC, t.song_id`),
  );
}

/** The sites that embedded the creator's songs (or one song) in the period, most plays first. */
export async function findEmbedSites(
  orm: Orm,
  scope: { ownerId: number } | { songId: number },
  from: string,
  limit: number,
): Promise<{ host: string; plays: number }[]> {
  const where =
    'songId' in scope ? sql`song_id = ${scope.songId}` : sql`owner_id = ${scope.ownerId}`;
  return rowsOf<{ host: string; plays: number }>(
    await orm.execute(sql`
      SELECT host, sum(plays)::int AS plays FROM embed_site_daily
      WHERE ${where} AND day >= ${from}::date
      GROUP BY host ORDER BY 2 DESC, host LIMIT ${limit}`),
  );
}
