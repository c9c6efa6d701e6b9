/**
 * How a term matches a folded text column (DECISIONS "Search"): both sides folded to lower case
 * without accents, the person's '%', '_' and '\' taken literally, and anywhere in the text for
 * every length ('na' finds 'Mañana'). Terms of three characters or more are found through the
 * trigram indexes; one- and two-letter terms on song titles through the short-gram index (0013).
 */
import { type SQL, sql } from 'drizzle-orm';
import { foldForSearch, termLength } from '../../../domain/search-terms';

/** The term folded and escaped by the database (public.f_search_term, migration 0004). */
function likeTerm(term: string): SQL {
  return sql`public.f_search_term(${term}::text)`;
}

/** Terms this short cannot use a trigram index (migration 0013's grams serve them instead). */
const SHORT_TERM_MAX = 2;

/** `column` (already folded: a *_search column or a folding expression) matches `term`. */
export function matchesTerm(column: SQL, term: string): SQL {
  const like = sql`(${column} LIKE ('%' || ${likeTerm(term)} || '%') ESCAPE '\\')`;
  if (!SHORT_GRAM_INDEXED.has(column) || termLength(foldForSearch(term)) > SHORT_TERM_MAX) {
    return like;
  }
  // The same expression as the index, so the planner can use it; LIKE keeps the answer exact.
  return sql`(public.f_short_grams(${column}) @> ARRAY[public.f_unaccent(lower(${term}::text))] AND ${like})`;
}

/** The folded song columns of migration 0004, one per searchable field. */
export const SONG_SEARCH_COLUMNS = {
  title: sql.raw('"songs"."title_search"'),
  composers: sql.raw('"songs"."composers_search"'),
  interpreters: sql.raw('"songs"."interpreters_search"'),
  authors: sql.raw('"songs"."authors_search"'),
  arrangers: sql.raw('"songs"."arrangers_search"'),
} as const;

/** Columns with a short-gram index (0013): the song title, which quick search reads. */
const SHORT_GRAM_INDEXED: ReadonlySet<SQL> = new Set([SONG_SEARCH_COLUMNS.title]);

/** A creator's folded nickname and full name (migration 0005, indexed by profiles_search_text_idx). */
export const CREATOR_SEARCH_TEXT = sql.raw('"profiles"."search_text"');

/** An account's email, lower case (migration 0025, indexed by credentials_email_trgm_idx). */
export const EMAIL_SEARCH_TEXT = sql.raw('lower("credentials"."email"::text)');

/** A playlist's folded name (migration 0005, indexed by playlists_name_search_idx). */
export const PLAYLIST_SEARCH_TEXT = sql.raw('"playlists"."name_search"');
