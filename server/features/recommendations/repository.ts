/**
 * The tables behind 'Para ti' (migration 0020): the pairs of songs liked together (kept by
 * triggers), recent listens, and each person's precomputed list with its state.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Genre } from '../../../domain/genres';
import { type Orm, rowsOf } from '../../db/database';

/** Listens kept this long; 'Para ti' leaves out what was heard in the last RECENT_DAYS. */
const LISTENS_KEPT_DAYS = 8;
export const RECENT_DAYS = 7;

export interface Candidate {
  songId: number;
  owner: number;
  /** Songs people who like the person's songs also like, 0..1 (the strongest is 1). */
  together: number;
  seedTitle: string | null;
  /** The share of the person's songs that are by this song's creator, 0..1. */
  creatorShare: number;
  /** The share of the person's songs in this song's genre, 0..1. */
  genreShare: number;
  genre: Genre;
}

/** Where candidates come from and what they may not be. */
export interface CandidateQuery {
  /** Rows (song_id, w): the songs the suggestions start from, with their weights. */
  seeds: SQL;
  /** Excluded besides private songs: a condition on `s` (the candidate song). */
  excluded: SQL;
  /** The person asking, whose own songs are not suggested to them; null for a visitor. */
  viewerId: number | null;
  /** Songs liked together as a source and a score; off only to measure what they bring. */
  coLikes?: boolean;
}

/** Which of the recommender's signals are used (all, in the app). */
export interface Signals {
  coLikes: boolean;
}

/**
 * The songs worth suggesting, best first. Candidates come from three places: the 40 songs most
 * often liked together with each seed (scored by how often, over the square root of the
 * candidate's likes, so a hit everyone likes does not drown the rest), the most liked songs of the
 * seeds' 10 main creators, and of their 3 main genres. Never a private song, nor one of the
 * viewer's own. Each step reads an index range, so the cost follows the seeds, not the catalogue.
 */
async function findCandidates(
  orm: Orm,
  { seeds, excluded, viewerId, coLikes = true }: CandidateQuery,
  limit: number,
): Promise<Candidate[]> {
  const owner = viewerId ?? 0;
  const result = await orm.execute(sql`
    WITH seeds_raw AS (${seeds}),
    seeds AS (
      SELECT s.id, s.title, s.user_id AS owner, s.gender, max(r.w) AS w
      FROM seeds_raw r JOIN songs s ON s.id = r.song_id
      WHERE s.visibility OR s.user_id = ${owner}
      GROUP BY s.id, s.title, s.user_id, s.gender
    ),
    total AS (SELECT sum(w) AS w FROM seeds),
    co AS (
      SELECT n.other_id AS song_id, sd.title AS seed_title, n.together * sd.w AS part
      FROM seeds sd CROSS JOIN LATERAL (
        SELECT other_id, together FROM song_pairs WHERE song_id = sd.id
        ORDER BY together DESC, other_id LIMIT 40
      ) AS n
      WHERE ${coLikes}::boolean
    ),
    co_scored AS (
      SELECT song_id, sum(part) AS score, (array_agg(seed_title ORDER BY part DESC))[1] AS seed_title
      FROM co GROUP BY song_id
    ),
    creators AS (
      SELECT owner, sum(w) AS w FROM seeds WHERE owner <> ${owner}
      GROUP BY owner ORDER BY sum(w) DESC LIMIT 10
    ),
    by_creator AS (
      SELECT c.id AS song_id, cr.w / (SELECT w FROM total) AS share
      FROM creators cr CROSS JOIN LATERAL (
        SELECT id FROM songs WHERE user_id = cr.owner AND visibility
        ORDER BY likes DESC, id DESC LIMIT 20
      ) AS c
    ),
    genres AS (
      SELECT gender, sum(w) AS w FROM seeds GROUP BY gender ORDER BY sum(w) DESC LIMIT 3
    ),
    by_genre AS (
      SELECT g2.id AS song_id, g.w / (SELECT w FROM total) AS share
      FROM genres g CROSS JOIN LATERAL (
        SELECT id FROM songs WHERE gender = g.gender AND visibility
        ORDER BY likes DESC, id DESC LIMIT 60
      ) AS g2
    ),
    candidates AS (
      SELECT song_id FROM co_scored UNION SELECT song_id FROM by_creator
      UNION SELECT song_id FROM by_genre
    ),
    scored AS (
      SELECT s.id AS song_id, s.user_id AS owner, s.gender, s.likes,
        coalesce(cs.score / sqrt(s.likes + 1.0), 0) AS co, cs.seed_title,
        coalesce(bc.share, 0) AS creator_share, coalesce(bg.share, 0) AS genre_share
      FROM candidates c
      JOIN songs s ON s.id = c.song_id
      LEFT JOIN co_scored cs ON cs.song_id = c.song_id
      LEFT JOIN by_creator bc ON bc.song_id = c.song_id
      LEFT JOIN by_genre bg ON bg.song_id = c.song_id
      WHERE s.visibility AND s.user_id <> ${owner} AND NOT (${excluded})
    )
    SELECT song_id, owner, gender, seed_title, creator_share, genre_share,
      coalesce(co / nullif(max(co) OVER (), 0), 0) AS together
    FROM scored
    ORDER BY coalesce(co / nullif(max(co) OVER (), 0), 0) + 0.5 * creator_share + 0.3 * genre_share DESC,
      likes DESC, song_id DESC
    LIMIT ${limit}`);
  return rowsOf<{
    song_id: number;
    owner: number;
    gender: Genre;
    seed_title: string | null;
    creator_share: number | string;
    genre_share: number | string;
    together: number | string;
  }>(result).map((row) => ({
    songId: row.song_id,
    owner: row.owner,
    genre: row.gender,
    seedTitle: row.seed_title,
    creatorShare: Number(row.creator_share),
    genreShare: Number(row.genre_share),
    together: Number(row.together),
  }));
}

/**
 * For a person's 'Para ti': seeds are what they like (weight 1), keep in their playlists (0.6)
 * and listened to lately (0.4), the latest 50 of each; never a song they like or heard in the
 * last week.
 */
export function findCandidatesFor(
  orm: Orm,
  userId: number,
  limit: number,
  signals: Signals = { coLikes: true },
): Promise<Candidate[]> {
  const library = sql`(SELECT id FROM libraries WHERE user_id = ${userId})`;
  return findCandidates(
    orm,
    {
      seeds: sql`
        (SELECT ls.song_id, 1.0::float8 AS w FROM library_songs ls
          WHERE ls.library_id = ${library} ORDER BY ls.version DESC LIMIT 50)
        UNION ALL
        (SELECT ps.song_id, 0.6::float8 FROM playlist_songs ps JOIN playlists p ON p.id = ps.playlist_id
          WHERE p.user_id = ${userId} ORDER BY ps.added_at DESC LIMIT 50)
        UNION ALL
        (SELECT rl.song_id, 0.4::float8 FROM recent_listens rl
          WHERE rl.user_id = ${userId} ORDER BY rl.played_at DESC LIMIT 50)`,
      excluded: sql`
        EXISTS (SELECT 1 FROM library_songs l WHERE l.library_id = ${library} AND l.song_id = s.id)
        OR EXISTS (SELECT 1 FROM recent_listens r WHERE r.user_id = ${userId}
          AND r.song_id = s.id AND r.played_at > now() - make_interval(days => ${RECENT_DAYS}))`,
      viewerId: userId,
      coLikes: signals.coLikes,
    },
    limit,
  );
}

/**
 * Songs like `songIds` (the last ones played, for 'Reproducción automática'), the later ones
 * weighing more; never one of `exclude` (what the queue already holds).
 */
export function findCandidatesLike(
  orm: Orm,
  songIds: number[],
  exclude: number[],
  viewerId: number | null,
  limit: number,
): Promise<Candidate[]> {
  const seeds = songIds.map(
    (id, index) => sql`(${id}::int, ${(index + 1) / songIds.length}::float8)`,
  );
  const excludedIds = [...new Set([...songIds, ...exclude])];
  return findCandidates(
    orm,
    {
      seeds: sql`SELECT * FROM (VALUES ${sql.join(seeds, sql`, `)}) AS given (song_id, w)`,
      excluded: sql`s.id = ANY(${`{${excludedIds.join(',')}}`}::int[])`,
      viewerId,
    },
    limit,
  );
}

export interface NameRow {
  user_id: number;
  nickname: string | null;
  name: string | null;
  lastName: string | null;
}

export async function findNames(orm: Orm, userIds: number[]): Promise<NameRow[]> {
  if (userIds.length === 0) return [];
  return rowsOf<NameRow>(
    await orm.execute(sql`
      SELECT user_id, nickname, name, last_name AS "lastName" FROM profiles
      WHERE user_id IN (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
}

export interface StoredRecommendation {
  songId: number;
  because: string;
}

/**
 * Replaces the person's list and marks it fresh. Called with the state row locked (lockStale): a
 * like arriving meanwhile waits for that lock and then marks the new list stale again.
 */
export async function storeRecommendations(
  tx: Orm,
  userId: number,
  rows: StoredRecommendation[],
): Promise<void> {
  await tx.execute(sql`DELETE FROM recommendations WHERE user_id = ${userId}`);
  if (rows.length > 0) {
    await tx.execute(sql`
      INSERT INTO recommendations (user_id, position, song_id, because)
      VALUES ${sql.join(
        rows.map((row, index) => sql`(${userId}, ${index}, ${row.songId}, ${row.because})`),
        sql`, `,
      )}`);
  }
  await tx.execute(sql`
    INSERT INTO recommendation_state (user_id, stale_since, computed_at)
    VALUES (${userId}, NULL, now())
    ON CONFLICT (user_id) DO UPDATE SET computed_at = now(), stale_since = NULL`);
}

/** People whose list is out of date, longest waiting first. */
export async function findStale(orm: Orm, limit: number): Promise<number[]> {
  const result = await orm.execute(sql`
    SELECT user_id FROM recommendation_state WHERE stale_since IS NOT NULL
    ORDER BY stale_since LIMIT ${limit}`);
  return rowsOf<{ user_id: number }>(result).map((row) => row.user_id);
}

/** Takes the person's out-of-date state row, unless another process is refreshing it. */
export async function lockStale(tx: Orm, userId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    SELECT user_id FROM recommendation_state WHERE user_id = ${userId} AND stale_since IS NOT NULL
    FOR UPDATE SKIP LOCKED`);
  return rowsOf(result).length > 0;
}

export interface ListState {
  computedAt: Date | null;
  staleSince: Date | null;
}

export async function findState(orm: Orm, userId: number): Promise<ListState | null> {
  const [row] = rowsOf<{ computed_at: Date | string | null; stale_since: Date | string | null }>(
    await orm.execute(sql`
      SELECT computed_at, stale_since FROM recommendation_state WHERE user_id = ${userId}`),
  );
  if (!row) return null;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { computedAt: date(row.computed_at), staleSince: date(row.stale_since) };
}

/** Asks for a new list (a first visit, or a day passed): the refresher makes it. */
export async function markStale(orm: Orm, userId: number): Promise<void> {
  await orm.execute(sql`
    INSERT INTO recommendation_state (user_id, stale_since) VALUES (${userId}, now())
    ON CONFLICT (user_id) DO UPDATE
      SET stale_since = coalesce(recommendation_state.stale_since, now())`);
}

/**
 * The person's list as it is now, in order: a song liked or heard since the list was made is left
 * out here already (the next refresh replaces it); service.ts keeps only public songs.
 */
export async function readRecommendations(
  orm: Orm,
  userId: number,
): Promise<StoredRecommendation[]> {
  const result = await orm.execute(sql`
    SELECT r.song_id, r.because FROM recommendations r
    WHERE r.user_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM library_songs l JOIN libraries lb ON lb.id = l.library_id
        WHERE lb.user_id = ${userId} AND l.song_id = r.song_id)
      AND NOT EXISTS (SELECT 1 FROM recent_listens rl WHERE rl.user_id = ${userId}
        AND rl.song_id = r.song_id AND rl.played_at > now() - make_interval(days => ${RECENT_DAYS}))
    ORDER BY r.position`);
  return rowsOf<{ song_id: number; because: string }>(result).map((row) => ({
    songId: row.song_id,
    because: row.because,
  }));
}

/** A signed-in person's listen: one row per song, its latest time (a late offline one keeps it). */
export async function recordRecentListen(
  orm: Orm,
  userId: number,
  songId: number,
  playedAt: Date = new Date(),
): Promise<void> {
  const at = playedAt.toISOString();
  await orm.execute(sql`
    INSERT INTO recent_listens (user_id, song_id, played_at) VALUES (${userId}, ${songId}, ${at})
    ON CONFLICT (user_id, song_id)
    DO UPDATE SET played_at = greatest(recent_listens.played_at, EXCLUDED.played_at)`);
}

export async function pruneRecentListens(orm: Orm): Promise<void> {
  await orm.execute(sql`
    DELETE FROM recent_listens WHERE played_at < now() - make_interval(days => ${LISTENS_KEPT_DAYS})`);
}
