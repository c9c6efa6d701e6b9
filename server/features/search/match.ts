/**
 * How a term matches a folded text column (DECISIONS "Search"): both sides folded to lower case
 * without accents, the person's '%', '_' and '\' taken literally. Terms of three characters or
 * more match anywhere (a trigram index finds them); shorter ones match at the start of a word or
 * of a credits entry, which the same index can still find, instead of a scan for 'a' anywhere.
 */
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_LIMITS, termLength } from '../../../domain/search-terms';

/** The term folded and escaped by the database (public.f_search_term, migration 0004). */
function likeTerm(term: string): SQL {
  return sql`public.f_search_term(${term}::text)`;
}

/** `column` (already folded: a *_search column or a folding expression) matches `term`. */
export function matchesTerm(column: SQL, term: string): SQL {
  if (termLength(term) >= SEARCH_LIMITS.substringFrom) {
    return sql`(${column} LIKE ('%' || ${likeTerm(term)} || '%') ESCAPE '\\')`;
  }
  // Start of the text, start of a word, start of a credits entry (joined by U+001F).
  return sql`(${column} LIKE (${likeTerm(term)} || '%') ESCAPE '\\'
    OR ${column} LIKE ('% ' || ${likeTerm(term)} || '%') ESCAPE '\\'
    OR ${column} LIKE ('%' || chr(31) || ${likeTerm(term)} || '%') ESCAPE '\\')`;
}

/** The folded song columns of migration 0004, one per searchable field. */
export const SONG_SEARCH_COLUMNS = {
  title: sql.raw('"songs"."title_search"'),
  composers: sql.raw('"songs"."composers_search"'),
  interpreters: sql.raw('"songs"."interpreters_search"'),
  authors: sql.raw('"songs"."authors_search"'),
  arrangers: sql.raw('"songs"."arrangers_search"'),
} as const;

/** A creator's folded nickname and full name (migration 0005, indexed by profiles_search_text_idx). */
export const CREATOR_SEARCH_TEXT = sql.raw('"profiles"."search_text"');

/** A playlist's folded name (migration 0005, indexed by playlists_name_search_idx). */
export const PLAYLIST_SEARCH_TEXT = sql.raw('"playlists"."name_search"');
