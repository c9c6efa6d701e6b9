/**
 * The suggestions under the search box (GET /search/suggestions): the first songs by title, most
 * liked first. Creators are looked up by the service only when the songs leave room: while someone
 * types a word of a title the songs fill the list, and one small query answers. (Measured against
 * one statement holding both parts: planning the creators' part on every keystroke cost the
 * database twice as much for broad terms.)
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Orm, rowsOf } from '../../db/database';
import { mostLikedMatches } from './liked-matches';
import { matchesTerm, SONG_SEARCH_COLUMNS } from './match';

export interface SongSuggestionRow {
  id: number;
  title: string;
  composers: string[];
}

const SUGGESTION_COLUMNS = sql.raw(
  '"songs"."id", "songs"."title", "songs"."composers", "songs"."likes"',
);

/** At most `limit` visible songs (`songScope`) whose title matches `term`, most liked first. */
export async function findSongSuggestions(
  orm: Orm,
  term: string,
  songScope: SQL,
  limit: number,
): Promise<SongSuggestionRow[]> {
  const match = matchesTerm(SONG_SEARCH_COLUMNS.title, term);
  const result = await orm.execute(sql`
    SELECT id, title, composers FROM (
      ${mostLikedMatches(SUGGESTION_COLUMNS, songScope, match, limit)}
    ) AS found
    ORDER BY likes DESC, id DESC
  `);
  return rowsOf<SongSuggestionRow>(result).map((row) => ({ ...row, id: Number(row.id) }));
}
