/**
 * The visible songs matching a term, most liked first: what the search results and the
 * suggestions both list. Two ways to find them, and a term picks the cheap one for itself:
 *
 * - A common term ('san', 'amor') is found among the most liked songs: walking songs_likes_idx,
 *   the first matches come within a few hundred rows.
 * - A rare term (a made-up word, or one whose matches are all private) would walk the whole index
 *   and find nothing (1,000,000 rows at a million songs: seconds). So the walk stops after
 *   LIKED_WALK rows; when it found fewer than asked, the term's own index (trigrams, 0004, or
 *   short grams, 0013) gives every match, and those few are sorted.
 *
 * The planner cannot make this choice itself: it estimates a substring's matches from its length
 * only, so a short rare term looks common. Whatever the walk finds is exact: any match beyond the
 * walk ranks below every song in it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { selectListOf } from '../../db/driver-row';
import { songs } from '../../db/schema';

/** The songs table's own columns (not the stored search texts nobody reads back), as a select list. */
export const SONG_SELECT_LIST = sql.raw(selectListOf(songs, 'songs'));

/** How many of the most liked visible songs the walk reads before asking the term's index. */
export const LIKED_WALK = 2_000;

/**
 * A SELECT of at most `look` rows of `columns` (qualified by "songs"; they must include likes and
 * id) of the songs in `songScope` matching `match`. The caller orders the result.
 */
export function mostLikedMatches(columns: SQL, songScope: SQL, match: SQL, look: number): SQL {
  return sql`
    WITH walked AS MATERIALIZED (
      SELECT ${columns}
      FROM (
        SELECT * FROM songs WHERE ${songScope} ORDER BY likes DESC, id DESC LIMIT ${LIKED_WALK}
      ) AS songs
      WHERE ${match}
      ORDER BY likes DESC, id DESC
      LIMIT ${look}
    ),
    walk_filled AS MATERIALIZED (SELECT count(*) = ${look} AS filled FROM walked),
    -- Never run when the walk filled the page: a CTE is computed when first read, and the
    -- one-time filter of its reader below keeps it unread (inside, a parallel plan launched its
    -- workers anyway: 34 ms for a common term at L).
    indexed AS MATERIALIZED (
      SELECT ${columns} FROM songs
      WHERE ${songScope} AND ${match}
    )
    SELECT * FROM walked WHERE (SELECT filled FROM walk_filled)
    UNION ALL
    (SELECT * FROM indexed WHERE NOT (SELECT filled FROM walk_filled)
      ORDER BY likes DESC, id DESC LIMIT ${look})
  `;
}
