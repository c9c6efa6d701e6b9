/**
 * How a term matches a folded text column (DECISIONS "Search"): both sides folded to lower case
 * without accents, the person's '%', '_' and '\' taken literally, and anywhere in the text for
 * every length ('na' finds 'Mañana'). Terms of three characters or more are found through the
 * trigram indexes; shorter ones match so many rows that walking the section's own order and
 * stopping at the page is as quick (see scripts/bench/search.ts for the short-term figures).
 */
import { type SQL, sql } from 'drizzle-orm';

/** The term folded and escaped by the database (public.f_search_term, migration 0004). */
function likeTerm(term: string): SQL {
  return sql`public.f_search_term(${term}::text)`;
}

/** `column` (already folded: a *_search column or a folding expression) matches `term`. */
export function matchesTerm(column: SQL, term: string): SQL {
  return sql`(${column} LIKE ('%' || ${likeTerm(term)} || '%') ESCAPE '\\')`;
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
