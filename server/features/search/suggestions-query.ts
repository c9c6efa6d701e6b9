/**
 * The suggestions under the search box (GET /search/suggestions): the first songs by title, most
 * liked first. Creators are looked up by the service only when the songs leave room: while someone
 * types a word of a title the songs fill the list, and one small query answers. (Measured against
 * one statement holding both parts: planning the creators' part on every keystroke cost the
 * database twice as much for broad terms.)
 */
import { desc, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { songs } from '../../db/schema';
import { matchesTerm, SONG_SEARCH_COLUMNS } from './match';

export interface SongSuggestionRow {
  id: number;
  title: string;
  composers: string[];
}

/** At most `limit` visible songs (`songScope`) whose title matches `term`, most liked first. */
export async function findSongSuggestions(
  orm: Orm,
  term: string,
  songScope: SQL,
  limit: number,
): Promise<SongSuggestionRow[]> {
  return orm
    .select({ id: songs.id, title: songs.title, composers: songs.composers })
    .from(songs)
    .where(sql`${songScope} AND ${matchesTerm(SONG_SEARCH_COLUMNS.title, term)}`)
    .orderBy(desc(songs.likes), desc(songs.id))
    .limit(limit);
}
